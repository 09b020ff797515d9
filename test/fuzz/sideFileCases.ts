/**
 * Cases of the side-file fuzz family (issue 25): a task folder whose files
 * beside the task, and whose places we write to, hold what a hostile or
 * broken repository can hold. A case is plain data made from a seed (so a
 * failure can be replayed); plantCase turns it into files.
 *
 * Layout of a case (`root` is the folder every command is pointed at,
 * `outside` holds the victims no command may touch):
 *
 *   root/tasks/t.yaml                    the task
 *   root/tasks/t.actions*.json(l), t.verify.json, ratings.json|csv
 *   root/judge/agent/t episode_1.json    a judge file
 *   root/criteria_files/t.txt            criteria (read by the preview, written by `criteria`)
 *   root/out/simple/craft_furnace.yaml   a batch's output (and .orig)
 *   root/judge_results/…, root/list.txt  more places commands write
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { Rng } from '../bench/prng';

/** What is put at a path. */
export type Plant =
  | { kind: 'fifo' }
  | { kind: 'devzero' }
  | { kind: 'dir' }
  /** A link to a victim outside the tree: an existing file, an existing folder, or nothing yet (dangling). */
  | { kind: 'linkOut'; to: 'file' | 'folder' | 'dangling' }
  /** A sparse file of this many MB: huge on paper, no disk used. */
  | { kind: 'sparse'; mb: number }
  | { kind: 'text'; what: string; text: string };

export interface SideCase {
  index: number;
  plants: { rel: string; plant: Plant }[];
}

/** Places commands read beside the task. */
export const READ_SLOTS = [
  'tasks/t.actions.json', 'tasks/t.actions.jsonl', 'tasks/t.actions.b.json', 'tasks/t.verify.json',
  'tasks/ratings.json', 'tasks/ratings.csv', 'judge/agent/t episode_1.json', 'criteria_files/t.txt',
];
/** Places commands write to (files and the folders they write into). */
export const WRITE_SLOTS = [
  'tasks/t.verify.json', 'tasks/t.scene.png', 'criteria_files', 'criteria_files/t.txt', 'out/simple', 'out/simple/craft_furnace.yaml',
  'out/simple/craft_furnace.yaml.orig', 'judge_results', 'judge_results/agent/t episode_1.judge.json', 'list.txt',
];
const FOLDER_SLOTS = new Set(['criteria_files', 'out/simple', 'judge_results']);

export const TASK_YAML = [
  'text: craft a furnace',
  'custom_init_commands:',
  '- /give @s minecraft:cobblestone 16',
  '- /give @s minecraft:crafting_table 1',
  'reward_cfg:',
  '- event: craft_item',
  '  identity: craft_furnace',
  '  objects: [furnace]',
  '  reward: 1',
  '  max_reward_times: 1',
  '',
].join('\n');

function wideActionObject(rng: Rng): string {
  const steps = rng.int(0, 60_000);
  const cols: string[] = [`"forward": [${Array.from({ length: steps }, (_, i) => i % 2).join(',')}]`];
  if (rng.chance(0.5)) cols.push(`"camera": [${Array.from({ length: Math.min(steps, 5000) }, () => `[${rng.int(-20, 20)}, ${rng.int(-20, 20)}]`).join(',')}]`);
  const extra = rng.pick([0, 10, 5000, 20_000]);
  for (let i = 0; i < extra; i++) cols.push(rng.chance(0.8) ? `"c${i}": 0` : `"c${i}": [1, 2, 3]`);
  return `{${cols.join(',')}}`;
}

function actionLines(rng: Rng): string {
  const n = rng.int(0, 30_000);
  const steps = ['{"forward": 1}', '{"attack": [1], "camera": [[0.0, 1.5]]}', '[3, 60]', '60', '{"buttons": 12, "camera": 60}',
    '{"keyboard": {"keys": ["key.keyboard.w"]}, "mouse": {"dx": 3, "dy": -1, "buttons": [0]}}', '{}'];
  const lines = Array.from({ length: n }, () => rng.pick(steps));
  if (rng.chance(0.2)) lines.splice(rng.int(0, lines.length), 0, rng.pick(['not json', '{', '"a string"', 'null']));
  return lines.join(rng.chance(0.5) ? '\n' : '\r\n');
}

function deepJson(rng: Rng): string {
  const depth = rng.pick([10, 1000, 100_000]);
  return rng.chance(0.5) ? '['.repeat(depth) + ']'.repeat(depth) : '{"actions":'.repeat(depth) + '[]' + '}'.repeat(depth);
}

function ratingsCsv(rng: Rng): string {
  const rows = rng.pick([0, 10, 50_000, 150_000]);
  const header = rng.pick(['task,intricacy,creativity,novelty', 'Task,Intricacy', 'name,score', '"task","novelty",' + 'x,'.repeat(2000)]);
  const row = () => rng.pick(['t,1,2,3', '"t",4,,5', 'tasks/t,3,3,3', 't,abc,1,1', '"t ""quoted""",1,1,1', 'other,1,1,1']);
  return [header, ...Array.from({ length: rows }, row)].join('\n');
}

function ratingsJson(rng: Rng): string {
  const n = rng.pick([1, 1000, 100_000]);
  if (rng.chance(0.5)) return JSON.stringify(Array.from({ length: n }, (_, i) => ({ task: i % 2 ? 't' : `x${i}`, intricacy: i % 5, creativity: [1, 2] })));
  return JSON.stringify({ t: { intricacy: Array.from({ length: n }, (_, i) => i % 5), novelty: 'high' } });
}

function verifyReport(rng: Rng): string {
  const n = rng.pick([0, 10, 100_000]);
  return JSON.stringify({
    reportVersion: rng.pick([1, 2, 99, '2']), verified: rng.pick([true, false, null, 'yes']), durationMs: rng.pick([9000, -1, 1e308, null]),
    phases: rng.chance(0.5) ? [{ name: 'agent', usedMs: rng.int(-5, 60_000) }] : 'none',
    timeline: Array.from({ length: n }, (_, i) => ({ time: i, event: 'craft_item', object: 'furnace', identity: 'craft_furnace' })),
    replay: rng.chance(0.3) ? { samples: Array.from({ length: Math.min(n, 20_000) }, (_, i) => ({ t: i, x: 0, y: 64, z: 0 })), blockChanges: [] } : undefined,
  });
}

function judgeText(rng: Rng): string {
  return rng.pick([
    JSON.stringify({ 'Task Progress': { evidence: 'x', score: rng.pick([7, '**8**', '4 of 5', '80%', -1, 'N/A']) }, 'Action Control': 6 }),
    'Task Progress: 7\nAction Control: 5\n'.repeat(rng.pick([1, 20_000])),
    '[{"Task Progress": 7}, "raw text"]',
    '{"format": "mcu-judge-result", "version": 1}',
    '',
  ]);
}

function garbage(rng: Rng): string {
  const n = rng.pick([1, 1000, 200_000]);
  return Array.from({ length: n }, () => String.fromCharCode(rng.int(0, 0xffff))).join('');
}

function contentFor(rel: string, rng: Rng): { what: string; text: string } {
  if (rng.chance(0.15)) return { what: 'garbage', text: garbage(rng) };
  if (/actions.*\.jsonl$/.test(rel)) return { what: 'jsonl log', text: actionLines(rng) };
  if (/actions.*\.json$/.test(rel)) return rng.chance(0.7) ? { what: 'wide log', text: wideActionObject(rng) } : { what: 'deep json', text: deepJson(rng) };
  if (rel.endsWith('ratings.csv')) return { what: 'ratings csv', text: ratingsCsv(rng) };
  if (rel.endsWith('ratings.json')) return { what: 'ratings json', text: ratingsJson(rng) };
  if (rel.endsWith('.verify.json')) return { what: 'verify report', text: verifyReport(rng) };
  if (rel.startsWith('judge/')) return { what: 'judge file', text: judgeText(rng) };
  if (rel.endsWith('craft_furnace.yaml')) return { what: 'foreign task', text: rng.pick(['ssh-ed25519 AAAA planted\n', TASK_YAML, '# NEEDS ATTENTION\n' + TASK_YAML, 'text: [\n']) };
  return { what: 'text', text: rng.pick(['**Task Progress: x**\n- y\n', '', 'x'.repeat(3 * 1024 * 1024)]) };
}

function plantFor(rel: string, rng: Rng): Plant {
  if (FOLDER_SLOTS.has(rel)) {
    return rng.pick<Plant>([{ kind: 'linkOut', to: 'folder' }, { kind: 'linkOut', to: 'dangling' }, { kind: 'fifo' }, { kind: 'text', what: 'file instead of a folder', text: 'x' }]);
  }
  const r = rng.next();
  if (r < 0.15) return { kind: 'fifo' };
  if (r < 0.25) return { kind: 'devzero' };
  if (r < 0.35) return { kind: 'dir' };
  if (r < 0.55) return { kind: 'linkOut', to: rng.pick(['file', 'dangling'] as const) };
  if (r < 0.62) return { kind: 'sparse', mb: rng.pick([30, 100, 1500]) };
  return { kind: 'text', ...contentFor(rel, rng) };
}

export function makeSideCase(rng: Rng, index: number): SideCase {
  const slots = [...new Set([...READ_SLOTS, ...WRITE_SLOTS])];
  const count = rng.int(1, 4);
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(rng.pick(slots));
  // A folder slot and a file inside it cannot both be planted: the folder wins.
  const rels = [...chosen].filter((r) => ![...chosen].some((o) => o !== r && FOLDER_SLOTS.has(o) && r.startsWith(o + '/')));
  return { index, plants: rels.map((rel) => ({ rel, plant: plantFor(rel, rng) })) };
}

export function describePlant(p: Plant): string {
  switch (p.kind) {
    case 'linkOut': return `link out (${p.to})`;
    case 'sparse': return `${p.mb} MB sparse file`;
    case 'text': return `${p.what} (${p.text.length} chars)`;
    default: return p.kind;
  }
}

export function describeCase(c: SideCase): string {
  return c.plants.map((p) => `${p.rel}: ${describePlant(p.plant)}`).join('; ');
}

/** Makes the case's files under `root`; victims of links go to `outside`. */
export function plantCase(c: SideCase, root: string, outside: string): void {
  fs.mkdirSync(path.join(root, 'tasks'), { recursive: true });
  fs.writeFileSync(path.join(root, 'tasks', 't.yaml'), TASK_YAML);
  fs.mkdirSync(outside, { recursive: true });
  fs.writeFileSync(path.join(outside, 'victim.txt'), 'victim\n');
  fs.mkdirSync(path.join(outside, 'victim-folder'), { recursive: true });
  c.plants.forEach(({ rel, plant }, i) => {
    const p = path.join(root, rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    switch (plant.kind) {
      case 'fifo':
        execFileSync('mkfifo', [p]); // node has no mknod binding
        break;
      case 'devzero':
        fs.symlinkSync('/dev/zero', p);
        break;
      case 'dir':
        fs.mkdirSync(p, { recursive: true });
        break;
      case 'linkOut':
        fs.symlinkSync(plant.to === 'file' ? path.join(outside, 'victim.txt') : plant.to === 'folder' ? path.join(outside, 'victim-folder') : path.join(outside, `dangling-${i}`), p);
        break;
      case 'sparse':
        fs.writeFileSync(p, '{"a": "');
        fs.truncateSync(p, plant.mb * 1024 * 1024);
        break;
      case 'text':
        fs.writeFileSync(p, plant.text);
        break;
    }
  });
}

/** What `outside` holds, to compare before and after a case: every entry and its content. */
export function snapshot(outside: string): string {
  const lines: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        lines.push(`${path.relative(outside, p)}/`);
        walk(p);
      } else lines.push(`${path.relative(outside, p)}: ${e.isFile() ? fs.readFileSync(p, 'utf8') : 'special'}`);
    }
  };
  walk(outside);
  return lines.join('\n');
}
