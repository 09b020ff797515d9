/**
 * The hover on a task's `text`: the six difficulty dimensions. Planning
 * complexity comes from the task itself; with the file's path, the action
 * logs, verification report and ratings saved beside it are read too (through
 * the safe reader, at most READ_LIMITS.hover each, parses cached per file
 * version); rollout videos need ffprobe and are left to `mcu-task insight`.
 * The language server passes no path in Restricted Mode.
 */
import type { TaskModel } from '../../model/task/taskModel';
import type { Registry } from '../../vanilla/registry';
import { taskPlanningGraph } from '../../analysis/planning/planningComplexity';
import { routeLens } from '../../analysis/planning/routeLens';
import { taskCategory } from './category';
import { Dimension, goalSourceNote, NO_GOAL, taskDifficulty } from './taskDifficulty';
import { readSideData } from './loadSuite';
import { clearSideFileCache } from './sideFiles';
import * as path from 'path';
import { ownTable } from '../../util/ownTable';
import { READ_LIMITS } from '../../util/safeRead';

const round = (n: number) => Math.round(n * 1000) / 1000;

const NEEDS: Record<string, string> = ownTable({
  'time consumption': 'rollout length: `<task>.actions.json(l)`, a rollout video, or `<task>.verify.json`',
  'operational effort': 'permutation entropy of `<task>.actions.json(l)`',
  intricacy: 'human rating (`ratings.json` / `ratings.csv`)',
  creativity: 'human rating (`ratings.json` / `ratings.csv`)',
  novelty: 'human rating (`ratings.json` / `ratings.csv`)',
});

export function difficultyMarkdown(model: TaskModel, reg: Registry, file?: string): string {
  const cat = taskCategory(model, reg);
  const problems: string[] = [];
  // Folder listings are cached for suite runs; a hover must see files saved since (a new verification report).
  if (file) clearSideFileCache();
  // The hover runs on the language server's one thread: side files are read safely and small (READ_LIMITS.hover).
  const side = file ? taskDifficulty(model, reg, readSideData(file, { root: path.dirname(file), maxSideFileBytes: READ_LIMITS.hover }, problems)) : undefined;
  const plan = taskPlanningGraph(model, reg);
  const g = plan.graph;
  const lens = g ? routeLens(model, reg)?.complexity : undefined;
  // Goal words go into a table cell: a bar would end it.
  const left = plan.notGraphed.length ? `; not graphed: ${plan.notGraphed.map((n) => `“${n.text}” (${n.why})`.replace(/\|/g, '\\|')).join(', ')}` : '';
  const planning = g
    ? `**${g.complexity}** | E + V = (${g.andEdges} AND + ${g.orEdges} OR edges) + ${g.vertices} vertices${lens !== undefined && lens !== g.complexity ? `; ${lens} with each choice collapsed to the cheapest route (code lens)` : ''}${goalSourceNote(plan.goalSource)}${left}`
    : plan.goalSource === 'none'
      ? `— | ${NO_GOAL}`
      : `— | no goal with a dependency graph${goalSourceNote(plan.goalSource)}${left}`;
  const rows = [
    `| planning complexity | ${planning} |`,
    ...Object.entries(NEEDS).map(([d, src]) => {
      const key = d.replace(/ /g, '_') as Dimension;
      const v = side?.difficulty[key];
      return v === null || v === undefined ? `| ${d} | — | ${src} |` : `| ${d} | **${round(v)}** | ${side!.sources[key] ?? ''} |`;
    }),
  ];
  return [
    `**Task difficulty** (MCU v1's six dimensions, uncalibrated) — category **${cat.name}**${cat.inferred ? ` (inferred from ${cat.basis})` : ''}`,
    ['| dimension | value | from |', '|---|---|---|', ...rows].join('\n'),
    ...(problems.length ? [`Not read: ${problems.slice(0, 3).join('; ')}`] : []),
    'Run `mcu-task insight` to include rollout videos, and `--calibrate` over a folder for the 0–5 scale.',
  ].join('\n\n');
}
