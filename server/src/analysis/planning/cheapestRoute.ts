/**
 * The cheapest-route projection of a task's dependency graph (nodes = items,
 * blocks, entities; an edge A → B means "A needs B"): each item gets the one
 * way acquisition.ts finds cheapest from scratch. The route lens
 * (routeLens.ts) shows it with its E + V, and the from-scratch milestones
 * (feasibility/scratchMilestones.ts) list its acquisitions in a topological order.
 */
import { recipeNeedsTable } from '../../vanilla/describeId';
import type { Registry } from '../../vanilla/registry';
import { acquisition, cheapest } from '../feasibility/acquisition';
import { slotGroups } from '../feasibility/craft';
import { GraphWalk } from './graphWalk';
import type { GraphTarget } from './targets';

export type RouteAction = 'mine' | 'craft' | 'smelt' | 'kill' | 'drop' | 'given' | 'unknown';

export interface RouteNode {
  id: string;
  kind: 'item' | 'block' | 'entity';
  /** How it is obtained; 'drop' = picked up while mining the block it needs (no extra step). */
  action: RouteAction;
  needs: string[];
}

class CheapestRouteBuilder extends GraphWalk {
  readonly nodes = new Map<string, RouteNode>();
  /** Nodes whose needs are still being worked out: picking one of them would close a cycle (iron ore ← iron pickaxe ← … ← iron ore). */
  private readonly building = new Set<string>();
  private readonly acq;

  /**
   * `reuse`: for an item the cheapest route drops from some block (sticks
   * from a dead bush), craft it instead when a recipe needs only what the
   * graph already holds (sticks from the planks just drawn): the chain a
   * from-scratch agent really follows, and what its milestones should list.
   */
  constructor(reg: Registry, private readonly given: Set<string>, private readonly reuse = false) {
    super(reg);
    this.acq = acquisition(reg);
  }

  private routeOf(id: string) {
    const r = this.acq.route.get(id);
    if (!this.reuse || r?.kind !== 'mine' || r.block === id) return r;
    const recipe = (this.reg.recipes.get(id) ?? []).find((rec) => slotGroups(rec).every((g) => g.options.some(this.finished)));
    return recipe ? { kind: 'craft' as const, recipe } : r;
  }

  private cost = (id: string) => this.acq.cost.get(id) ?? Infinity;

  private finished = (id: string) => this.nodes.has(id) && !this.building.has(id);

  protected drawn(id: string): boolean {
    return this.nodes.has(id);
  }

  protected edgesOf(key: string): string[] {
    return this.nodes.get(key)?.needs ?? [];
  }

  protected link(from: string, to: string): void {
    const n = this.nodes.get(from);
    if (n && !n.needs.includes(to)) n.needs.push(to);
  }

  /** A goal's fixed tool or other item at hand: as a harvest tool is chosen. */
  protected need(options: string[]): string {
    return this.tool(options);
  }

  /** Picks an option already in the graph (and finished), else the cheapest. */
  private pick(options: string[]): string {
    return options.find(this.finished) ?? cheapest(options, this.cost);
  }

  item(id: string): string {
    if (this.nodes.has(id)) return id;
    this.building.add(id);
    try {
      return this.expandItem(id);
    } finally {
      this.building.delete(id);
    }
  }

  private expandItem(id: string): string {
    const node: RouteNode = { id, kind: 'item', action: 'unknown', needs: [] };
    this.nodes.set(id, node);
    if (this.given.has(id)) {
      node.action = 'given';
      return id;
    }
    const r = this.routeOf(id);
    if (!r) return id;
    if (r.kind === 'mine') {
      if (r.block === id) {
        node.kind = 'block';
        node.action = 'mine';
        if (r.tool) node.needs.push(this.tool(this.reg.blocks.get(id)?.harvestTools ?? [r.tool]));
      } else {
        node.action = 'drop';
        node.needs.push(this.block(r.block));
      }
    } else if (r.kind === 'craft') {
      node.action = 'craft';
      for (const g of slotGroups(r.recipe)) node.needs.push(this.item(this.pick(g.options)));
      if (recipeNeedsTable(r.recipe)) node.needs.push(this.item('crafting_table'));
    } else {
      node.action = 'smelt';
      node.needs.push(this.item(this.pick(r.inputs)));
      node.needs.push(this.item('furnace'));
      node.needs.push(this.item(this.pick([...this.reg.fuels.keys()])));
    }
    node.needs = [...new Set(node.needs)].filter((n) => n !== id);
    return id;
  }

  private tool(options: string[]): string {
    const inGraph = options.find((o) => this.finished(o) || this.given.has(o));
    return this.item(inGraph ?? cheapest(options, this.cost));
  }

  block(id: string): string {
    const existing = this.nodes.get(id);
    if (existing) return id;
    const node: RouteNode = { id, kind: 'block', action: 'mine', needs: [] };
    this.nodes.set(id, node);
    this.building.add(id);
    const tools = this.reg.blocks.get(id)?.harvestTools;
    if (tools?.length) node.needs.push(this.tool(tools));
    this.building.delete(id);
    return id;
  }

  entity(id: string): string {
    if (!this.nodes.has(id)) this.nodes.set(id, { id, kind: 'entity', action: 'kill', needs: [] });
    return id;
  }
}

/** Prerequisites first (depth-first post-order, in the order targets were added). */
export function topological(nodes: Map<string, RouteNode>): RouteNode[] {
  const out: RouteNode[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const n = nodes.get(id);
    if (!n) return;
    for (const d of n.needs) visit(d);
    out.push(n);
  };
  for (const id of nodes.keys()) visit(id);
  return out;
}

/**
 * The cheapest-route graph of the targets. `given`: items at hand (counted
 * as given, not expanded). `reuse`: see CheapestRouteBuilder.
 */
export function cheapestRoute(targets: GraphTarget[], reg: Registry, given: Set<string> = new Set(), reuse = false): Map<string, RouteNode> {
  const g = new CheapestRouteBuilder(reg, given, reuse);
  for (const t of targets) g.target(t);
  return g.nodes;
}

export const isStep = (n: RouteNode) => n.action !== 'drop' && n.action !== 'given';

/**
 * The acquisitions a from-scratch agent makes for these targets,
 * prerequisites first: the same graph and order as the insight lens's
 * "N steps from scratch" (drop nodes left out: they come with mining),
 * except that an item is crafted from what the chain already has rather
 * than dropped by a rarer block. `given`: items the agent starts with
 * (their acquisition is no step).
 */
export function stepsFromScratch(targets: GraphTarget[], reg: Registry, given: Set<string> = new Set()): RouteNode[] {
  return topological(cheapestRoute(targets, reg, given, true)).filter(isStep);
}

