/**
 * The hover on a task's `text`: the six difficulty dimensions as far as the
 * document alone tells them. Only planning complexity comes from the task
 * itself; the others need rollouts, a verification report or ratings saved
 * beside it, which `mcu-task insight` reads (the hover stays a pure, fast
 * function of the document).
 */
import type { TaskModel } from '../core/taskModel';
import { taskInsight } from '../feasibility/insight';
import type { Registry } from '../mc/registry';
import { taskCategory } from './category';
import { cachedPlanningGraph } from './taskDifficulty';

const NEEDS: Record<string, string> = {
  'time consumption': 'rollout length: `<task>.actions.json(l)`, a rollout video, or `<task>.verify.json`',
  'operational effort': 'permutation entropy of `<task>.actions.json(l)`',
  intricacy: 'human rating (`ratings.json` / `ratings.csv`)',
  creativity: 'human rating (`ratings.json` / `ratings.csv`)',
  novelty: 'human rating (`ratings.json` / `ratings.csv`)',
};

export function difficultyMarkdown(model: TaskModel, reg: Registry): string {
  const cat = taskCategory(model);
  const g = cachedPlanningGraph(model, reg);
  const lens = taskInsight(model, reg)?.complexity;
  const planning = g
    ? `**${g.complexity}** | E + V = (${g.andEdges} AND + ${g.orEdges} OR edges) + ${g.vertices} vertices${lens !== undefined && lens !== g.complexity ? `; ${lens} with each choice collapsed to the cheapest route (code lens)` : ''}`
    : '— | no reward target with a known id';
  const rows = [
    `| planning complexity | ${planning} |`,
    ...Object.entries(NEEDS).map(([d, src]) => `| ${d} | — | ${src} |`),
  ];
  return [
    `**Task difficulty** (MCU v1's six dimensions, uncalibrated) — category **${cat.name}**${cat.inferred ? ` (inferred from ${cat.basis})` : ''}`,
    ['| dimension | value | from |', '|---|---|---|', ...rows].join('\n'),
    'Run `mcu-task insight` for the dimensions read from files beside the task, and `--calibrate` over a folder for the 0–5 scale.',
  ].join('\n\n');
}
