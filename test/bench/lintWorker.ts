/**
 * One side of the lint comparison in a process of its own:
 *   node lintWorker.js --side ours|yamlls --dir <task_configs> --passes N
 * prints one JSON line {side, msPerPass, diagnostics}. Each language service
 * runs in its own process when deployed (ours in the MCU server, the other
 * in the YAML extension's), so neither should pay here for the other's heap:
 * in one process, yaml-language-server's cached documents make every garbage
 * collection of ours slower (lintIsolated.ts says more).
 */
import * as fs from 'fs';
import * as path from 'path';
import { validateText } from '../../server/src/analysis/lint/validate';
import { benchDocument, yamlLanguageService } from './lintBench';

function arg(name: string): string {
  const i = process.argv.indexOf(name);
  if (i < 0 || process.argv[i + 1] === undefined) throw new Error(`lintWorker: ${name} is required`);
  return process.argv[i + 1];
}

const WARM_UP_PASSES = 2;

async function main(): Promise<void> {
  const side = arg('--side');
  const dir = arg('--dir');
  const passes = Number(arg('--passes'));
  const files = fs.readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort().map((n) => ({ name: n, text: fs.readFileSync(path.join(dir, n), 'utf8') }));
  let run: (pass: number) => Promise<number>;
  if (side === 'ours') {
    run = async () => {
      let n = 0;
      for (const f of files) n += validateText(f.text).length;
      return n;
    };
  } else if (side === 'yamlls') {
    const ls = yamlLanguageService();
    // A new version every pass, as after an edit: yaml-language-server parses again, like we do.
    run = async (pass) => {
      let n = 0;
      for (let i = 0; i < files.length; i++) {
        n += (await ls.doValidation(benchDocument(i, files[i].name, pass + WARM_UP_PASSES + 1, files[i].text), false)).length;
      }
      return n;
    };
  } else throw new Error(`lintWorker: unknown side ${side}`);
  let diagnostics = 0;
  for (let w = 0; w < WARM_UP_PASSES; w++) diagnostics = await run(w - WARM_UP_PASSES);
  const t0 = performance.now();
  for (let p = 0; p < passes; p++) await run(p);
  const msPerPass = (performance.now() - t0) / passes;
  console.log(JSON.stringify({ side, msPerPass, diagnostics, files: files.length }));
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
