/**
 * `milestone_reward_cfg`: every milestone should be reachable from what the
 * agent is given plus what the milestones before it yield. We simulate the
 * chain: the state is a pool where everything a milestone yields is
 * plentiful (the agent can repeat an action it has mastered: chop more logs,
 * mine more stone). A milestone's own action may use the world (mine a
 * natural block, kill a mob that spawns), but its prerequisites (tools,
 * ingredients, a table, a furnace and fuel) must come from the state by
 * crafting and smelting.
 *
 * Not reachable that way, but reachable after gathering natural blocks no
 * milestone rewards: information. Not reachable even then: warning.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import { entryIdentity } from '../../../model/task/taskModel';
import type { Registry } from '../../../vanilla/registry';
import { acquire, Closure, copyPool, CraftEnv, planCraft, Pool } from '../craft';
import type { FeasibilityContext } from '../context';
import { Lru } from '../../../util/lru';
import { optionsText } from '../context';
import { naturalWorld, normalDrops, spawnClass } from '../../../vanilla/naturalWorld';
import { livingEntities, placedBlockIds } from '../scene';
import { describeTools } from '../tools';
import { FEASIBILITY } from '../../../model/diagnosticCodes';
import { pushAll } from '../../../util/pushAll';
import { commonMobDrops } from '../../../vanilla/drops';

const PLENTY = 1_000_000;

interface ChainState {
  pool: Pool;
  placed: Set<string>;
  summoned: Set<string>;
}

/**
 * Count-free closures of a chain state, one per craft flavour (table,
 * smelting). The state's pool only grows along the chain, so each closure is
 * grown with what was added instead of being rebuilt per milestone; it is
 * the `bound` acquire() would otherwise compute from scratch on every call.
 */
class Bounds {
  private readonly byFlavour = new Map<string, Closure>();

  constructor(private readonly s: ChainState, private readonly reg: Registry, private readonly seed?: Bounds) {}

  of(env: { table: boolean; smelt: boolean }): Set<string> {
    const key = `${env.table ? 'T' : ''}${env.smelt ? 'S' : ''}`;
    let c = this.byFlavour.get(key);
    if (!c) {
      const base = this.seed?.byFlavour.get(key);
      c = base ? base.clone() : new Closure({ reg: this.reg, table: env.table, smelt: env.smelt });
      this.byFlavour.set(key, c);
    }
    for (const [id, n] of this.s.pool) if (n > 0 && !c.has(id)) c.add(id);
    return c.items;
  }
}

/** A craft env with its pool's closure, handed to acquire() as the bound it would otherwise recompute. */
interface ChainEnv extends CraftEnv {
  bound: Set<string>;
}

function envOf(s: ChainState, reg: Registry, b: Bounds): ChainEnv {
  const loose: CraftEnv = { reg, table: true, smelt: false };
  const noTable: CraftEnv = { ...loose, table: false };
  const has = (id: string) => (s.pool.get(id) ?? 0) > 0 || s.placed.has(id);
  const table = has('crafting_table') || acquire('crafting_table', 1, copyPool(s.pool), noTable, { table: false, smelt: false }, 0, new Set(), b.of(noTable));
  const furnace = has('furnace') || (table && acquire('furnace', 1, copyPool(s.pool), loose, { table: false, smelt: false }, 0, new Set(), b.of(loose)));
  const fuel = [...s.pool].some(([id, n]) => n > 0 && reg.fuels.has(id));
  const smelt = furnace && fuel;
  return { reg, table, smelt, bound: b.of({ table, smelt }) };
}

function canGet(id: string, s: ChainState, env: ChainEnv): boolean {
  return (s.pool.get(id) ?? 0) > 0 || acquire(id, 1, copyPool(s.pool), env, { table: false, smelt: false }, 0, new Set(), env.bound);
}

/** Why one object cannot be reached from the state (undefined when it can). */
function blocker(event: string, id: string, s: ChainState, reg: Registry, env: ChainEnv): string | undefined {
  switch (event) {
    case 'mine_block': {
      const block = reg.blocks.get(id);
      if (!block) return undefined;
      if (!block.diggable) return `${id} cannot be mined in survival`;
      if (!s.placed.has(id) && !naturalWorld(reg).blocks.has(id)) return `${id} is neither placed nor a natural block near the spawn`;
      const tools = block.harvestTools;
      if (tools?.length && !tools.some((t) => canGet(t, s, env))) return `${id} needs ${describeTools(tools)}, which the agent cannot have or craft at this point`;
      return undefined;
    }
    case 'craft_item': {
      if (!reg.items.has(id) || canGet(id, s, env)) return undefined;
      const inputs = reg.smelting.get(id);
      if (inputs) {
        const hasInput = inputs.some((i) => canGet(i, s, env));
        return `${id} is smelted from ${optionsText(inputs)}; at this point the agent lacks ${hasInput ? 'a furnace or fuel' : 'the input'}`;
      }
      const plan = planCraft(id, s.pool, { ...env, table: true });
      if (plan && plan.shortfalls.length) return `crafting ${id} needs ${plan.shortfalls.map((f) => optionsText(f.options, f.need)).join(', ')}, which the agent cannot have at this point`;
      if (plan && plan.use.table && !env.table) return `crafting ${id} needs a crafting table, which the agent cannot have at this point`;
      return `${id} has no recipe the agent can follow at this point`;
    }
    case 'use_item':
    case 'pickup':
      return !reg.items.has(id) || canGet(id, s, env) || (event === 'pickup' && naturalDrop(id, s, env, reg)) ? undefined : `the agent has no ${id} and cannot make it at this point`;
    case 'kill_entity':
      return !reg.entities.has(id) || s.summoned.has(id) || spawnClass(id, reg) !== 'never' ? undefined : `${id} is not summoned and does not spawn in the overworld`;
    default:
      return undefined;
  }
}

/** Can a natural block that drops `id` be mined with what the state has? */
function naturalDrop(id: string, s: ChainState, env: ChainEnv, reg: Registry): boolean {
  for (const b of naturalWorld(reg).blocks) {
    if (!reg.blocks.get(b)?.drops.includes(id)) continue;
    const tools = reg.blocks.get(b)?.harvestTools;
    if (!tools?.length || tools.some((t) => canGet(t, s, env))) return true;
  }
  return false;
}

/** What achieving a milestone on `id` leaves the agent with. */
function yields(event: string, id: string, reg: Registry): string[] {
  switch (event) {
    case 'mine_block': return normalDrops(id, reg);
    case 'craft_item':
    case 'pickup': return [id];
    case 'kill_entity': return commonMobDrops(id, reg);
    default: return [];
  }
}

interface WorldBase {
  /** What the agent can make from the natural world alone (table and smelting allowed). */
  reach: Closure;
  /** Drops of the natural blocks minable from nothing. */
  drops: string[];
  /** Natural diggable blocks still out of reach from nothing (they need a tool the world alone does not give). */
  pending: string[];
}

const worldBases = new WeakMap<Registry, WorldBase>();

/** Grows `reach` by mining every pending block whose harvest tool it has, until nothing changes; returns the drops gained. */
function mineWhatWeCan(reach: Closure, pending: string[], reg: Registry): string[] {
  const gained: string[] = [];
  for (let grew = true; grew; ) {
    grew = false;
    for (let i = pending.length - 1; i >= 0; i--) {
      const tools = reg.blocks.get(pending[i])!.harvestTools;
      if (tools?.length && !tools.some((t) => reach.has(t))) continue;
      const drops = normalDrops(pending.splice(i, 1)[0], reg);
      pushAll(gained, drops);
      reach.add(...drops);
      grew = true;
    }
  }
  return gained;
}

/**
 * The natural world from nothing, once per registry. Gathering is monotone
 * (more held items never make a block unminable), so a state's world is this
 * base plus what its own items unlock: clone, add, mine the rest.
 */
function worldBase(reg: Registry): WorldBase {
  let base = worldBases.get(reg);
  if (!base) {
    const reach = new Closure({ reg, table: true, smelt: true });
    const pending = [...naturalWorld(reg).blocks].filter((b) => reg.blocks.get(b)?.diggable);
    const drops = mineWhatWeCan(reach, pending, reg);
    worldBases.set(reg, (base = { reach, drops, pending }));
  }
  return base;
}

/** The state plus everything the agent can gather from natural blocks with what it can make (a fixed point). */
function withWorld(s: ChainState, reg: Registry): ChainState {
  const w: ChainState = { pool: copyPool(s.pool), placed: s.placed, summoned: s.summoned };
  // Everything gathered is plentiful, so counts do not matter: one count-free
  // closure, grown as blocks become minable, says which tools the agent can
  // make. In the natural overworld a table (logs → planks) and a furnace with
  // fuel (wooden pickaxe → cobblestone; logs burn) are always within reach.
  const base = worldBase(reg);
  const reach = base.reach.clone();
  reach.add(...[...w.pool].filter(([, n]) => n > 0).map(([id]) => id));
  for (const d of [...base.drops, ...mineWhatWeCan(reach, [...base.pending], reg)]) w.pool.set(d, PLENTY);
  return w;
}

/** Why a milestone is not reachable: the first object's blocker, and whether gathering natural blocks does not help either. */
interface Unreachable {
  reason: string;
  hard: boolean;
}

interface Chain {
  pool: Pool;
  placed: Set<string>;
  summoned: Set<string>;
  steps: { event: string; ids: string[] }[];
}

/**
 * Verdicts by content: the chain's starting state and its steps say it all,
 * offsets play no part, so an edit elsewhere in the file (the text, another
 * reward, a command that does not change the inventory) reuses the plan.
 */
const verdictCache = new WeakMap<Registry, Lru<string, (Unreachable | undefined)[]>>();

function chainKey(c: Chain): string {
  const pool = [...c.pool].filter(([, n]) => n > 0).map(([id, n]) => `${id}*${n}`).sort().join(',');
  return [pool, [...c.placed].sort().join(','), [...c.summoned].sort().join(','), c.steps.map((s) => `${s.event}:${s.ids.join('|')}`).join(';')].join('\n');
}

/**
 * The same verdicts by availability object first: an availability belongs to
 * one scene and registry, so with the steps it fixes the chain, and looking it
 * up needs no key built from the pool (chainKey showed in the lint profile).
 */
const verdictsByAvail = new WeakMap<object, Map<string, (Unreachable | undefined)[]>>();

function verdictsFor(avail: object, c: Chain, reg: Registry): (Unreachable | undefined)[] {
  let perAvail = verdictsByAvail.get(avail);
  if (!perAvail) verdictsByAvail.set(avail, (perAvail = new Map()));
  const steps = c.steps.map((s) => `${s.event}:${s.ids.join('|')}`).join(';');
  let v = perAvail.get(steps);
  if (!v) {
    // An availability meets few milestone lists (one per file that has its scene); keep the map small anyway.
    if (perAvail.size > 16) perAvail.clear();
    perAvail.set(steps, (v = verdicts(c, reg)));
  }
  return v;
}

function verdicts(c: Chain, reg: Registry): (Unreachable | undefined)[] {
  let cache = verdictCache.get(reg);
  if (!cache) verdictCache.set(reg, (cache = new Lru(500)));
  const key = chainKey(c);
  let v = cache.get(key);
  if (!v) cache.set(key, (v = planChain(c, reg)));
  return v;
}

function planChain(c: Chain, reg: Registry): (Unreachable | undefined)[] {
  const state: ChainState = { pool: copyPool(c.pool), placed: new Set(c.placed), summoned: c.summoned };
  const bounds = new Bounds(state, reg);
  return c.steps.map((m) => {
    const env = envOf(state, reg, bounds);
    const reasons: (string | undefined)[] = [];
    // Objects are alternatives: stop at the first reachable one.
    for (const id of m.ids) {
      reasons.push(blocker(m.event, id, state, reg, env));
      if (reasons[reasons.length - 1] === undefined) break;
    }
    const ok = reasons.some((r) => r === undefined);
    let verdict: Unreachable | undefined;
    if (!ok) {
      const world = withWorld(state, reg);
      // The world's pool holds the state's, so its closures start from the chain's.
      const wenv = envOf(world, reg, new Bounds(world, reg, bounds));
      verdict = { reason: reasons[0]!, hard: m.ids.every((id) => blocker(m.event, id, world, reg, wenv) !== undefined) };
    }
    // Whatever happened, later milestones are judged as if this one was achieved.
    for (const id of m.ids) {
      for (const y of yields(m.event, id, reg)) state.pool.set(y, PLENTY);
      if (m.event === 'mine_block' && !ok) state.placed.add(id);
    }
    return verdict;
  });
}

export function checkMilestones(ctx: FeasibilityContext): TaskDiagnostic[] {
  const milestones = ctx.targets.filter((t) => t.list === 'milestone_reward_cfg');
  if (!milestones.length) return [];
  const chain: Chain = {
    pool: ctx.avail.pool,
    placed: new Set(placedBlockIds(ctx.scene).keys()),
    summoned: new Set(livingEntities(ctx.scene).map((e) => e.id)),
    steps: milestones.map((m) => ({ event: m.event, ids: m.objects.map((o) => o.id) })),
  };
  const out: TaskDiagnostic[] = [];
  verdictsFor(ctx.avail, chain, ctx.reg).forEach((v, i) => {
    if (!v) return;
    const m = milestones[i];
    const o = m.objects[0];
    if (!o) return;
    const before = i === 0 ? 'from what the agent is given' : `from what the agent is given and the ${i} milestone${i > 1 ? 's' : ''} before it yield`;
    out.push(diag(o.start, o.end, v.hard ? 'warning' : 'information', FEASIBILITY.milestoneUnreachable,
      `Milestone ${i + 1} ('${entryIdentity(m.entry) ?? m.event}') is not reachable ${before}: ${v.reason}` +
      (v.hard ? '; not even after gathering natural blocks.' : '. The agent must first gather things no milestone rewards; consider adding that milestone before it.')));
  });
  return out;
}
