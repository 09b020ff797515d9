/**
 * The planning-complexity projection: MCU v1's dependency graph of a task's
 * pre-tasks with its OR alternatives kept (the route lens, cheapestRoute.ts,
 * collapses them to the cheapest route).
 *
 * Nodes are items, blocks and entities, plus one node per crafting or
 * smelting alternative when an item has more than one way to get it. An item
 * with a single way keeps its AND edges itself, as in the code lens's graph,
 * so a task without choices gets the lens's count. An item with several ways gets
 * one OR edge to each: the block to mine, the mob to kill, or the recipe node,
 * whose AND edges lead to what that recipe consumes. Choices between
 * interchangeable ingredients ("any planks", any fuel, any harvest tool) stay
 * one node, as the paper draws "XXX wood". Planning complexity = E + V,
 * counting AND and OR edges alike.
 */
import type { TaskModel } from '../../model/task/taskModel';
import { recipeNeedsTable } from '../../vanilla/describeId';
import type { Registry } from '../../vanilla/registry';
import { acquisition, cheapest } from '../feasibility/acquisition';
import { slotGroups } from '../feasibility/craft';
import { AltRoute, alternativeRoutes } from './alternativeRoutes';
import { GraphWalk } from './graphWalk';
import { GraphTarget, NotGraphed, planTargets } from './targets';

export interface PlanNode {
  key: string;
  /** The game id (items, blocks, entities) or the crafted/smelted item (recipe nodes). */
  id: string;
  kind: 'item' | 'block' | 'entity' | 'recipe';
  action: 'mine' | 'kill' | 'craft' | 'smelt' | 'drop' | 'choice' | 'unknown';
  /** Everything needed (AND). */
  and: string[];
  /** One of these is needed (OR). */
  or: string[];
}

export interface PlanningGraph {
  nodes: PlanNode[];
  vertices: number;
  andEdges: number;
  orEdges: number;
  /** E + V with E = AND + OR edges. */
  complexity: number;
}

class AlternativesBuilder extends GraphWalk {
  readonly nodes = new Map<string, PlanNode>();
  private readonly visiting = new Set<string>();
  private readonly acq;
  private readonly routes;

  constructor(reg: Registry) {
    super(reg);
    this.acq = acquisition(reg);
    this.routes = alternativeRoutes(reg);
  }

  protected drawn(id: string): boolean {
    return this.nodes.has(id);
  }

  protected edgesOf(key: string): string[] {
    const n = this.nodes.get(key);
    return n ? [...n.and, ...n.or] : [];
  }

  protected link(from: string, to: string): void {
    const n = this.nodes.get(from);
    if (n && !n.and.includes(to)) n.and.push(to);
  }

  /** A goal's fixed tool or other item at hand: one of interchangeable items, as a harvest tool. */
  protected need(options: string[]): string | undefined {
    return this.item(this.pick(options));
  }

  private cost = (id: string) => this.acq.cost.get(id) ?? Infinity;

  /**
   * One of interchangeable options: one already drawn (finished, and cheaper
   * than the item that needs it, so no cycle), else the cheapest.
   */
  private pick(options: string[], forItem?: string): string {
    const limit = forItem === undefined ? Infinity : this.cost(forItem);
    return options.find((o) => this.nodes.has(o) && !this.visiting.has(o) && this.cost(o) < limit) ?? cheapest(options, this.cost);
  }

  /** Adds the node once (a key being built is skipped: an edge back to it would close a cycle). */
  private node(key: string, make: () => Omit<PlanNode, 'key'>, fill: (n: PlanNode) => void): string | undefined {
    if (this.visiting.has(key)) return undefined;
    if (this.nodes.has(key)) return key;
    const n: PlanNode = { key, ...make() };
    this.nodes.set(key, n);
    this.visiting.add(key);
    fill(n);
    this.visiting.delete(key);
    n.and = [...new Set(n.and)];
    n.or = [...new Set(n.or)];
    return key;
  }

  private push(list: string[], key: string | undefined) {
    if (key !== undefined) list.push(key);
  }

  item(id: string): string | undefined {
    return this.node(id, () => ({ id, kind: 'item', action: 'unknown', and: [], or: [] }), (n) => {
      const alts = this.routes.get(id) ?? [];
      if (alts.length === 1) this.inline(n, alts[0]);
      else if (alts.length > 1) {
        n.action = 'choice';
        const crafts = alts.filter((a) => a.kind === 'craft').length;
        let k = 0;
        for (const a of alts) this.push(n.or, this.source(a, id, a.kind === 'craft' && crafts > 1 ? ++k : 0));
      }
    });
  }

  /** A single way: the item node itself carries the AND edges (as the code lens graph does). */
  private inline(n: PlanNode, a: AltRoute) {
    if (a.kind === 'mine' && a.block === n.id) {
      n.kind = 'block';
      n.action = 'mine';
      this.push(n.and, this.harvestTool(n.id, n.id));
    } else if (a.kind === 'mine') {
      n.action = 'drop';
      this.push(n.and, this.block(a.block, a.block, n.id));
    } else if (a.kind === 'kill') {
      n.action = 'drop';
      this.push(n.and, this.entity(a.entity));
    } else {
      n.action = a.kind;
      for (const need of this.consumed(a, n.id)) this.push(n.and, this.item(need));
    }
  }

  /** The node an OR edge of `item` points at. */
  private source(a: AltRoute, item: string, craftIndex: number): string | undefined {
    if (a.kind === 'mine') return this.block(a.block, a.block === item ? `${a.block} (block)` : a.block, item);
    if (a.kind === 'kill') return this.entity(a.entity);
    const key = `${a.kind} ${item}${craftIndex ? ` #${craftIndex}` : ''}`;
    return this.node(key, () => ({ id: item, kind: 'recipe', action: a.kind, and: [], or: [] }), (n) => {
      for (const need of this.consumed(a, item)) this.push(n.and, this.item(need));
    });
  }

  /** What a craft or smelt consumes or needs at hand (table, furnace, fuel), one id per interchangeable group. */
  private consumed(a: AltRoute, item: string): string[] {
    if (a.kind === 'craft') {
      const out = slotGroups(a.recipe).map((g) => this.pick(g.options, item));
      if (recipeNeedsTable(a.recipe)) out.push('crafting_table');
      return out;
    }
    if (a.kind === 'smelt') return [this.pick(a.inputs, item), 'furnace', this.pick([...this.reg.fuels.keys()], item)];
    return [];
  }

  private harvestTool(block: string, forItem?: string): string | undefined {
    const tools = this.reg.blocks.get(block)?.harvestTools ?? [];
    return tools.length ? this.item(this.pick(tools, forItem)) : undefined;
  }

  block(id: string, key = id, forItem?: string): string | undefined {
    return this.node(key, () => ({ id, kind: 'block', action: 'mine', and: [], or: [] }), (n) => this.push(n.and, this.harvestTool(id, forItem)));
  }

  entity(id: string): string | undefined {
    return this.node(id, () => ({ id, kind: 'entity', action: 'kill', and: [], or: [] }), () => undefined);
  }
}

/** The OR-kept dependency graph of the targets (undefined when no target is a known id). */
export function planningGraph(targets: GraphTarget[], reg: Registry): PlanningGraph | undefined {
  const b = new AlternativesBuilder(reg);
  for (const t of targets) b.target(t);
  if (!b.nodes.size) return undefined;
  const nodes = [...b.nodes.values()];
  const andEdges = nodes.reduce((s, n) => s + n.and.length, 0);
  const orEdges = nodes.reduce((s, n) => s + n.or.length, 0);
  return { nodes, vertices: nodes.length, andEdges, orEdges, complexity: andEdges + orEdges + nodes.length };
}

export interface TaskPlanningGraph {
  /** Where the goals were read from (core/goals): the reward entries, the instruction, or nowhere. */
  goalSource: 'rewards' | 'text' | 'none';
  /** Undefined when no goal has anything to obtain. */
  graph?: PlanningGraph;
  /** Goals left out of the graph, with the reason. */
  notGraphed: NotGraphed[];
}

const byModel = new WeakMap<TaskModel, { reg: Registry; plan: TaskPlanningGraph }>();

/** The OR-kept graph of one document version's goals (memoised per version, as the route lens is). */
export function taskPlanningGraph(model: TaskModel, reg: Registry): TaskPlanningGraph {
  const hit = byModel.get(model);
  if (hit && hit.reg === reg) return hit.plan;
  const t = planTargets(model, reg);
  const graph = t.targets.length ? planningGraph(t.targets, reg) : undefined;
  const plan: TaskPlanningGraph = { goalSource: t.source, ...(graph ? { graph } : {}), notGraphed: t.notGraphed };
  byModel.set(model, { reg, plan });
  return plan;
}
