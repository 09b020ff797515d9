/**
 * Task insight: the dependency graph of a task's reward targets (nodes =
 * items, blocks, entities; an edge A → B means "A needs B"), its planning
 * complexity E + V (MCU v1's measure of a task's pre-task graph), and the
 * acquisitions a from-scratch agent makes, in a topological order.
 */
import { CheckedCommand, parseCommands } from '../core/commandCheck';
import type { TaskModel } from '../core/taskModel';
import { recipeNeedsTable } from '../mc/describeId';
import type { Registry } from '../mc/registry';
import { acquisition, cheapest, chooseObject } from '../feasibility/acquisition';
import { rewardTargets, Target } from '../feasibility/context';
import { slotGroups } from '../feasibility/craft';
import type { Scene } from '../feasibility/scene';
import { sceneOf } from '../feasibility/sceneCache';

/** What the graph needs of a reward target: its event and object ids. */
type GoalLike = Pick<Target, 'event'> & { objects: { id: string }[] };

export type InsightAction = 'mine' | 'craft' | 'smelt' | 'kill' | 'drop' | 'given' | 'unknown';

export interface InsightNode {
  id: string;
  kind: 'item' | 'block' | 'entity';
  /** How it is obtained; 'drop' = picked up while mining the block it needs (no extra step). */
  action: InsightAction;
  needs: string[];
}

export interface TaskInsight {
  nodes: InsightNode[];
  edges: number;
  vertices: number;
  /** E + V of the dependency graph. */
  complexity: number;
  /** Acquisitions from scratch, prerequisites first (drop nodes left out). */
  steps: InsightNode[];
  /** Steps still needed with the items the init commands give. */
  stepsWithGiven: number;
  markdown: string;
  /** One line for a code lens. */
  summary: string;
}

class GraphBuilder {
  readonly nodes = new Map<string, InsightNode>();
  /** Nodes whose needs are still being worked out: picking one of them would close a cycle (iron ore ← iron pickaxe ← … ← iron ore). */
  private readonly building = new Set<string>();
  private readonly acq;

  /**
   * `reuse`: for an item the cheapest route drops from some block (sticks
   * from a dead bush), craft it instead when a recipe needs only what the
   * graph already holds (sticks from the planks just drawn): the chain a
   * from-scratch agent really follows, and what its milestones should list.
   */
  constructor(private readonly reg: Registry, private readonly given: Set<string>, private readonly reuse = false) {
    this.acq = acquisition(reg);
  }

  private routeOf(id: string) {
    const r = this.acq.route.get(id);
    if (!this.reuse || r?.kind !== 'mine' || r.block === id) return r;
    const recipe = (this.reg.recipes.get(id) ?? []).find((rec) => slotGroups(rec).every((g) => g.options.some(this.drawn)));
    return recipe ? { kind: 'craft' as const, recipe } : r;
  }

  private cost = (id: string) => this.acq.cost.get(id) ?? Infinity;

  private drawn = (id: string) => this.nodes.has(id) && !this.building.has(id);

  /** Picks an option already in the graph (and finished), else the cheapest. */
  private pick(options: string[]): string {
    return options.find(this.drawn) ?? cheapest(options, this.cost);
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
    const node: InsightNode = { id, kind: 'item', action: 'unknown', needs: [] };
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
    const inGraph = options.find((o) => this.drawn(o) || this.given.has(o));
    return this.item(inGraph ?? cheapest(options, this.cost));
  }

  block(id: string): string {
    const existing = this.nodes.get(id);
    if (existing) return id;
    const node: InsightNode = { id, kind: 'block', action: 'mine', needs: [] };
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

  target(t: GoalLike): void {
    const c = chooseObject(t.event, t.objects.map((o) => o.id), this.reg, (id) => this.nodes.has(id));
    if (c) this[c.kind](c.id);
  }
}

/** Prerequisites first (depth-first post-order, in the order targets were added). */
function topological(nodes: Map<string, InsightNode>): InsightNode[] {
  const out: InsightNode[] = [];
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

function build(targets: GoalLike[], reg: Registry, given: Set<string>, reuse = false): Map<string, InsightNode> {
  const g = new GraphBuilder(reg, given, reuse);
  for (const t of targets) g.target(t);
  return g.nodes;
}

const isStep = (n: InsightNode) => n.action !== 'drop' && n.action !== 'given';

/**
 * The acquisitions a from-scratch agent makes for these targets,
 * prerequisites first: the same graph and order as the insight lens's
 * "N steps from scratch" (drop nodes left out: they come with mining),
 * except that an item is crafted from what the chain already has rather
 * than dropped by a rarer block.
 */
export function stepsFromScratch(targets: GoalLike[], reg: Registry): InsightNode[] {
  return topological(build(targets, reg, new Set(), true)).filter(isStep);
}

const VERB: Record<InsightAction, string> = { mine: 'mine', craft: 'craft', smelt: 'smelt', kill: 'kill', drop: 'collect', given: 'given', unknown: 'get' };

/**
 * The insight of one document version. Analysis.insight computes it once per
 * version for the code lens and the hover, with the version's scene.
 */
export function taskInsight(model: TaskModel, reg: Registry, commands?: CheckedCommand[], scene?: Scene): TaskInsight | undefined {
  const targets = rewardTargets(model);
  if (!targets.length) return undefined;
  const nodes = build(targets, reg, new Set());
  if (!nodes.size) return undefined;
  const order = topological(nodes);
  const steps = order.filter(isStep);
  const edges = [...nodes.values()].reduce((n, x) => n + x.needs.length, 0);
  const vertices = nodes.size;
  let stepsWithGiven = steps.length;
  try {
    scene ??= sceneOf(commands ?? parseCommands(model, reg), reg);
    const given = new Set([...scene.inventory.stacks(), ...scene.ground, ...scene.containers].map((s) => s.id));
    for (const b of scene.blocks) given.add(b.id); // placed stations (tables, furnaces) count as at hand
    // Craft and pickup targets are never "given" for this count: the task asks for them.
    for (const t of targets) if (t.event === 'craft_item' || t.event === 'pickup') for (const o of t.objects) given.delete(o.id);
    stepsWithGiven = topological(build(targets, reg, given)).filter(isStep).length;
  } catch {
    // keep the from-scratch count
  }
  const summary = `Insight: ${steps.length} step${steps.length === 1 ? '' : 's'} from scratch, complexity E+V = ${edges + vertices}`;
  const list = steps.map((n, i) => `${i + 1}. ${VERB[n.action]} \`${n.id}\`${n.needs.length ? ` ← ${n.needs.join(', ')}` : ''}`);
  const markdown = [
    `**Task insight** — ${steps.length} acquisition step${steps.length === 1 ? '' : 's'} from scratch (${stepsWithGiven} with the given items).`,
    `Planning complexity E + V = ${edges} + ${vertices} = ${edges + vertices} (edges and vertices of the dependency graph of the reward targets, as in MCU v1).`,
    list.join('\n'),
  ].join('\n\n');
  return { nodes: order, edges, vertices, complexity: edges + vertices, steps, stepsWithGiven, markdown, summary };
}
