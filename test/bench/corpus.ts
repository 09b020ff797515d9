/**
 * The benchmark corpus: the shared example tasks, variants of them (counts and
 * coordinates changed, extra commands, comments, CRLF) and generated tasks,
 * written deterministically from a seed into a temp directory laid out like
 * task_configs/ so the language server treats every file as a task.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { getRegistry } from '../../server/src/vanilla/registry';
import { exampleFiles } from '../helpers/paths';
import { Rng } from './prng';
import { generateTask, idPools, IdPools, randomCommand } from './taskGenerator';

export interface CorpusFile {
  name: string;
  path: string;
  text: string;
}

/** A variant of an example: numbers shuffled, commands added, comments, line endings. */
export function varyExample(rng: Rng, text: string, p: IdPools): string {
  let out = text.replace(/\r\n/g, '\n');
  // Counts and coordinates: any small integer not inside an id.
  out = out.replace(/(?<=[ ~^])(-?\d{1,2})(?=[ \n}\]])/g, () => String(rng.int(-8, 16)));
  const lines = out.split('\n');
  const at = lines.findIndex((l) => /^(custom_init_commands|commands):\s*$/.test(l));
  if (at >= 0) {
    const extra = Array.from({ length: rng.int(1, 8) }, () => `- ${randomCommand(rng, p, rng.chance(0.1))}`);
    lines.splice(at + 1, 0, ...extra);
  }
  if (rng.chance(0.5)) lines.splice(rng.int(0, lines.length), 0, `# variant ${rng.int(1, 9999)}`);
  return lines.join(rng.chance(0.3) ? '\r\n' : '\n');
}

/** Builds the corpus text in memory (no disk), `count` files at least. */
export function buildCorpusTexts(count: number, seed: number): { name: string; text: string }[] {
  const rng = new Rng(seed);
  const pools = idPools(getRegistry());
  const out: { name: string; text: string }[] = [];
  const examples = exampleFiles().map((f) => ({ name: path.basename(path.dirname(f)) + '_' + path.basename(f), text: fs.readFileSync(f, 'utf8') }));
  out.push(...examples);
  for (const ex of examples) {
    for (let v = 0; v < 4; v++) out.push({ name: ex.name.replace(/\.yaml$/, `_v${v}.yaml`), text: varyExample(rng, ex.text, pools) });
  }
  let i = 0;
  while (out.length < count) out.push({ name: `generated_${String(i++).padStart(4, '0')}.yaml`, text: generateTask(rng, pools) });
  return out;
}

/** Writes the corpus under <tmp>/mcu-bench-<seed>/task_configs/ and returns the files. */
export function writeCorpus(count: number, seed: number, dir = path.join(os.tmpdir(), `mcu-bench-${seed}`)): CorpusFile[] {
  const root = path.join(dir, 'task_configs');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  return buildCorpusTexts(count, seed).map(({ name, text }) => {
    const p = path.join(root, name);
    fs.writeFileSync(p, text);
    return { name, path: p, text };
  });
}
