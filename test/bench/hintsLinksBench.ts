/**
 * Issue 32: inlay hints and document links for a 500-line task file, through
 * the language server over stdio as the editor asks for them right after a
 * keystroke. Each round edits one command line (a new document version, so
 * the model, the parsed commands and the scene are those of the new text),
 * then times one textDocument/inlayHint over the whole file and one
 * textDocument/documentLink. The workspace folder holds the task's criteria,
 * its saved report, rollout videos and 2,000 unrelated files for the index.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import { getRegistry } from '../../server/src/vanilla/registry';
import { LspTestClient } from '../helpers/lspClient';
import { Rng } from './prng';
import { idPools } from './taskGenerator';
import { percentile } from './stats';

export interface HintsLinksFigures {
  lines: number;
  hints: number;
  links: number;
  /** Per round: inlay hints + document links of a version already validated (what the hints themselves cost), ms. */
  ms: number[];
  /** Per round: the same asked right after the edit, before validation (the new version's parse and scene included), ms. */
  afterEditMs: number[];
}

/** A 500-line task: 420 init commands full of ids and relative positions, an instruction, 15 reward entries. */
export function fiveHundredLineTask(seed = 32): string {
  const rng = new Rng(seed);
  const p = idPools(getRegistry());
  const rel = () => {
    const n = rng.int(-6, 6);
    return n === 0 ? '~' : `~${n}`;
  };
  const lines = ['custom_init_commands:'];
  while (lines.length < 421) {
    const k = rng.int(0, 4);
    if (k === 0) lines.push(`- /give @s minecraft:${rng.pick(p.items)} ${rng.int(1, 16)}`);
    else if (k === 1) lines.push(`- /setblock ${rel()} ${rel()} ${rel()} minecraft:${rng.pick(p.blocks)}`);
    else if (k === 2) lines.push(`- /summon minecraft:${rng.pick(p.mobs)} ${rel()} ~ ${rel()}`);
    else if (k === 3) lines.push(`- /fill ${rel()} ~-1 ${rel()} ${rel()} ~-1 ${rel()} minecraft:${rng.pick(p.blocks)}`);
    else lines.push(`- /execute positioned ${rel()} ~ ${rel()} run setblock ~1 ~ ~ minecraft:${rng.pick(p.blocks)}`);
  }
  lines.push('text: Build a house with the blocks around you, then craft a crafting table');
  lines.push('reward_cfg:');
  for (let i = 0; lines.length < 500 - 4; i++) {
    lines.push('- event: craft_item', `  identity: goal_${i}`, `  objects: [${rng.pick(p.items)}, ${rng.pick(p.items)}]`, `  reward: ${rng.int(1, 5)}`, '  max_reward_times: 2');
  }
  while (lines.length < 500) lines.push(`# note ${lines.length}`);
  return lines.slice(0, 500).join('\n') + '\n';
}

export async function hintsLinksFigures(rounds = 40): Promise<HintsLinksFigures> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-bench-hints-'));
  const client = new LspTestClient({}, { rootPath: root });
  try {
    const taskFile = path.join(root, 'task_configs', 'house.yaml');
    const put = (rel: string, text = 'x') => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    for (let i = 0; i < 2000; i++) put(`data/d${i % 40}/f${i}.json`);
    put('task_configs/criteria_files/house.txt');
    put('task_configs/house.verify.json', JSON.stringify({ entries: [{ list: 'reward_cfg', index: 0, outcome: 'earned' }], goals: [] }));
    for (let i = 1; i <= 3; i++) put(`output/house/episode_${i}.mp4`);
    const text = fiveHundredLineTask();
    fs.writeFileSync(taskFile, text);
    await client.initialize();
    const uri = pathToFileURL(taskFile).href;
    await client.open(uri, text);
    const whole = { start: { line: 0, character: 0 }, end: { line: 500, character: 0 } };
    const ask = async () => {
      const hints = await client.request<unknown[]>('textDocument/inlayHint', { textDocument: { uri }, range: whole });
      const links = await client.request<unknown[]>('textDocument/documentLink', { textDocument: { uri } });
      return { hints: hints.length, links: links.length };
    };
    let last = await ask(); // warm-up: lists the folder once
    const ms: number[] = [];
    const afterEditMs: number[] = [];
    for (let r = 0; r < 2 * rounds; r++) {
      const line = 1 + (r * 7) % 400;
      const version = 2 + r;
      const validated = client.nextDiagnostics(uri, version);
      // Insert one command line: a new version whose model and scene are not cached.
      await client.conn.sendNotification('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: `- /give @s minecraft:stick ${r + 1}\n` }],
      });
      // Alternate: at once after the edit, or once the version was validated (as the editor asks after its debounce).
      if (r % 2) await validated;
      const t0 = performance.now();
      last = await ask();
      (r % 2 ? ms : afterEditMs).push(performance.now() - t0);
      if (!(r % 2)) await validated;
    }
    return { lines: 500, hints: last.hints, links: last.links, ms, afterEditMs };
  } finally {
    await client.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const dist = (ms: number[]) => `min ${Math.min(...ms).toFixed(1)} ms, p50 ${percentile(ms, 50).toFixed(1)} ms, p90 ${percentile(ms, 90).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`;
export const summary = (f: HintsLinksFigures) => `${dist(f.ms)}; asked at once after the edit (new version parsed first): ${dist(f.afterEditMs)}`;
