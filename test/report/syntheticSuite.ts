/**
 * A generated task folder with synthetic saved results, for the report's
 * tests and the bench: `count` task files under `<category>/<subcategory>/`,
 * each declaring its `category` and `subcategory` (so the expected counts are
 * known without the code under test), a saved `<task>.verify.json` for most
 * of them with a verdict drawn in a fixed cycle, and judge results in our
 * format for a few agents. What was written is returned for the tests to
 * count on their own.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

export const CATEGORIES: Record<string, string[]> = {
  crafting: ['tools', 'stations', 'food'],
  mining: ['ores', 'stone'],
  combat: ['hostile mobs', 'animals'],
  building: ['pillars'],
  tool_use: ['buckets', 'shears'],
};

/** What the saved report of a task says (undefined: no report saved). */
export type WrittenVerdict = 'yes' | 'no' | 'video' | 'world' | 'undecided';

const VERDICT_CYCLE: Array<WrittenVerdict | undefined> = ['yes', 'no', 'yes', 'video', 'world', 'undecided', undefined];

const TEMPLATES: Record<string, (i: number) => string> = {
  crafting: (i) => `text: Craft a furnace (${i}).\ncustom_init_commands:\n  - /give @s minecraft:cobblestone 8\n  - /give @s minecraft:crafting_table 1\nreward_cfg:\n  - event: craft_item\n    identity: craft_furnace\n    objects: [furnace]\n    reward: 1\n    max_reward_times: 1\n`,
  mining: (i) => `text: Mine some iron ore (${i}).\ncustom_init_commands:\n  - /give @s minecraft:stone_pickaxe 1\n  - /setblock ~2 ~ ~ minecraft:iron_ore\n`,
  combat: (i) => `text: Kill the zombie (${i}).\ncustom_init_commands:\n  - /give @s minecraft:iron_sword 1\n  - /summon minecraft:zombie ~3 ~ ~3 {ArmorItems:[{},{},{},{id:"minecraft:iron_helmet",Count:1b}]}\n`,
  building: (i) => `text: Build a pillar of cobblestone (${i}).\ncustom_init_commands:\n  - /give @s minecraft:cobblestone 16\n`,
  tool_use: (i) => `text: Fill a bucket with water (${i}).\ncustom_init_commands:\n  - /give @s minecraft:bucket 1\n  - /setblock ~2 ~-1 ~ minecraft:water\n`,
};

export const AGENTS = ['alpha', 'beta', 'gamma'];

export interface WrittenTask {
  /** Path below the suite folder, forward slashes. */
  rel: string;
  file: string;
  task: string;
  category: string;
  subcategory: string;
  verdict?: WrittenVerdict;
}

export interface SyntheticSuite {
  root: string;
  tasksDir: string;
  judgeDir: string;
  tasks: WrittenTask[];
  /** Judge results written: agent → task names. */
  judged: Map<string, string[]>;
  /** Agent → the Task Progress score of each judged task (its other dimensions are fixed offsets below it). */
  progress: Map<string, number[]>;
}

/** The saved report of one task, with the run manifest of a run (shard undefined for one run over the whole folder). */
export function savedReport(t: WrittenTask, run: { shard?: string; startedAt?: string; jobs?: number } = {}): Record<string, unknown> {
  const v = t.verdict!;
  const verified = v === 'yes' ? true : v === 'no' ? false : null;
  const reason = v === 'no' ? 'no zombie within 32 blocks' : v === 'video' ? 'judged from video: the text states nothing checkable' : v === 'world' ? 'needs a generated world: iron ore' : v === 'undecided' ? 'the agent could not do it: no path' : undefined;
  return {
    reportVersion: 2,
    run: { tool: 'mcu-task', toolVersion: '0.1.0', startedAt: run.startedAt ?? '2026-11-27T10:00:00.000Z', timeoutSeconds: 60, setupTimeoutSeconds: 30, worldRequest: 'auto', jobs: run.jobs ?? 2, ...(run.shard ? { shard: run.shard } : {}) },
    file: t.rel,
    minecraftVersion: '1.16.5',
    server: 'embedded',
    verified,
    ...(reason ? { verdictReason: reason } : {}),
    phases: [{ name: 'agent', usedMs: 1000 + (t.rel.length % 7) * 500 }],
    limitations: [], incidents: [], goals: [], failures: [], commands: [], timeline: [],
    reward: verified ? 1 : 0,
    maxReward: 1,
    durationMs: 4000,
  };
}

export function writeSyntheticSuite(count: number, opts: { judgeEvery?: number; withReports?: boolean } = {}): SyntheticSuite {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-report-suite-'));
  const tasksDir = path.join(root, 'task_configs');
  const judgeDir = path.join(root, 'vlm_rating_res');
  const cats = Object.keys(CATEGORIES);
  const tasks: WrittenTask[] = [];
  const judged = new Map<string, string[]>(AGENTS.map((a) => [a, []]));
  const progress = new Map<string, number[]>(AGENTS.map((a) => [a, []]));
  for (let i = 0; i < count; i++) {
    const category = cats[i % cats.length];
    const subs = CATEGORIES[category];
    const subcategory = subs[Math.floor(i / cats.length) % subs.length];
    const task = `task_${String(i).padStart(4, '0')}`;
    const rel = `${category}/${subcategory.replace(/ /g, '_')}/${task}.yaml`;
    const file = path.join(tasksDir, ...rel.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `category: ${category}\nsubcategory: ${subcategory}\n${TEMPLATES[category](i)}`);
    const t: WrittenTask = { rel, file, task, category, subcategory, verdict: VERDICT_CYCLE[i % VERDICT_CYCLE.length] };
    tasks.push(t);
    if (t.verdict && opts.withReports !== false) fs.writeFileSync(file.replace(/\.yaml$/, '.verify.json'), JSON.stringify(savedReport(t), null, 2));
    // Each agent judges every judgeEvery-th task, with scores that differ by agent and task.
    AGENTS.forEach((agent, a) => {
      if ((i + a) % (opts.judgeEvery ?? 2) !== 0) return;
      const dir = path.join(judgeDir, `${agent}_res`);
      fs.mkdirSync(dir, { recursive: true });
      // 2 to 10 by agent and task, spread so that intervals have a width: alpha lowest, gamma highest on average.
      const base = 2 + a * 1.5 + ((i * 7919) % 11) * 0.5;
      // Offsets 0, 1, 0.5, 2, 0, 1.5 below Task Progress: the overall score of a rollout is base − 5/6.
      const scores = { 'Task Progress': base, 'Action Control': base - 1, 'Error Recognition and Correction': base - 0.5, 'Creative Attempts': base - 2, 'Task Completion Efficiency': base, 'Material Selection and Usage': base - 1.5 };
      const result = { format: 'mcu-task-studio/judge-result', version: 1, task, agent, scores, judge: { model: 'judge-model', temperature: 0, toolVersion: '0.1.0', maxFrames: 32 }, video: { path: `${task}.mp4`, framesSent: 20, everyNFrames: 30 } };
      fs.writeFileSync(path.join(dir, `${task}.json`), JSON.stringify(result));
      judged.get(agent)!.push(task);
      progress.get(agent)!.push(base);
    });
  }
  return { root, tasksDir, judgeDir, tasks, judged, progress };
}
