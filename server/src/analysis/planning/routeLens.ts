/**
 * The route lens: the cheapest route to a task's goals as the editor shows it
 * above the reward lists (or the instruction, in a file without rewards) and
 * in their hover: the acquisitions a from-scratch agent makes, prerequisites
 * first, how many remain with the items the init commands give, and the
 * route's E + V. Goals are read by the one goal reader (core/goals), so a
 * task whose goal is only in its words gets its route too, and says so.
 */
import { CheckedCommand, parseCommands } from '../lint/commandCheck';
import type { TaskModel } from '../../model/task/taskModel';
import type { Scene } from '../feasibility/scene';
import { sceneOf } from '../feasibility/sceneCache';
import { staticPlan } from '../../model/minestudio/staticPlan';
import type { Registry } from '../../vanilla/registry';
import { cheapestRoute, isStep, RouteAction, RouteNode, topological } from './cheapestRoute';
import { NotGraphed, planTargets, PlanTargets } from './targets';

export interface RouteLens {
  nodes: RouteNode[];
  edges: number;
  vertices: number;
  /** E + V of the cheapest-route graph. */
  complexity: number;
  /** Acquisitions from scratch, prerequisites first (drop nodes left out). */
  steps: RouteNode[];
  /** Steps still needed with the items the init commands give. */
  stepsWithGiven: number;
  /** Where the goals were read from: the reward entries or the instruction. */
  goalSource: 'rewards' | 'text';
  /** Goals with nothing to obtain (a place to reach, a judged build), with the reason. */
  notGraphed: NotGraphed[];
  markdown: string;
  /** One line for a code lens. */
  summary: string;
}

const VERB: Record<RouteAction, string> = { mine: 'mine', craft: 'craft', smelt: 'smelt', kill: 'kill', drop: 'collect', given: 'given', unknown: 'get' };

/** "read from the instruction" for a file without rewards; nothing for one with. */
export const FROM_TEXT = 'goals read from the instruction';

/** The list of goals left out of the graph, for a hover. */
export function notGraphedMarkdown(list: NotGraphed[]): string | undefined {
  return list.length ? `Not in the graph: ${list.map((n) => `“${n.text}” (${n.why})`).join('; ')}.` : undefined;
}

/**
 * The route lens of one document version. Analysis.insight computes it once
 * per version for the code lens and the hover, with the version's scene.
 * Undefined when no goal has a graph (noRouteLens says why).
 */
export function routeLens(model: TaskModel, reg: Registry, commands?: CheckedCommand[], scene?: Scene): RouteLens | undefined {
  const plan = planTargets(model, reg);
  if (plan.source === 'none' || !plan.targets.length) return undefined;
  const targets = plan.targets;
  const nodes = cheapestRoute(targets, reg);
  if (!nodes.size) return undefined;
  const order = topological(nodes);
  const steps = order.filter(isStep);
  const edges = [...nodes.values()].reduce((n, x) => n + x.needs.length, 0);
  const vertices = nodes.size;
  let stepsWithGiven = steps.length;
  try {
    scene ??= sceneOf(commands ?? parseCommands(model, reg), reg, staticPlan(model, reg));
    const given = new Set([...scene.inventory.stacks(), ...scene.ground, ...scene.containers].map((s) => s.id));
    for (const b of scene.blocks) given.add(b.id); // placed stations (tables, furnaces) count as at hand
    // What the task asks to craft or pick up is never "given" for this count.
    for (const t of targets) for (const id of t.asked) given.delete(id);
    stepsWithGiven = topological(cheapestRoute(targets, reg, given)).filter(isStep).length;
  } catch {
    // keep the from-scratch count
  }
  const fromText = plan.source === 'text';
  const summary = `Insight: ${steps.length} step${steps.length === 1 ? '' : 's'} from scratch, complexity E+V = ${edges + vertices}${fromText ? ` (${FROM_TEXT})` : ''}`;
  const list = steps.map((n, i) => `${i + 1}. ${VERB[n.action]} \`${n.id}\`${n.needs.length ? ` ← ${n.needs.join(', ')}` : ''}`);
  const markdown = [
    `**Task insight** — ${steps.length} acquisition step${steps.length === 1 ? '' : 's'} from scratch (${stepsWithGiven} with the given items)${fromText ? `; ${FROM_TEXT} (the file has no reward entry)` : ''}.`,
    `Planning complexity E + V = ${edges} + ${vertices} = ${edges + vertices} (edges and vertices of the dependency graph of the task's goals, cheapest route, as in MCU v1).`,
    list.join('\n'),
    notGraphedMarkdown(plan.notGraphed),
  ].filter(Boolean).join('\n\n');
  return { nodes: order, edges, vertices, complexity: edges + vertices, steps, stepsWithGiven, goalSource: plan.source, notGraphed: plan.notGraphed, markdown, summary };
}

/** What the lens says when goals were read but none has a graph (undefined when the task has a route, or no goal at all). */
export function noRouteLens(plan: PlanTargets): { summary: string; markdown: string } | undefined {
  if (plan.source === 'none' || plan.targets.length || !plan.notGraphed.length) return undefined;
  const where = plan.source === 'text' ? FROM_TEXT : 'goals read from the rewards';
  return {
    summary: `Insight: no goal with a dependency graph (${where})`,
    markdown: [`**Task insight** — no goal with a dependency graph, so no planning complexity (${where}).`, notGraphedMarkdown(plan.notGraphed)].filter(Boolean).join('\n\n'),
  };
}
