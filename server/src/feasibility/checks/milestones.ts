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
import { diag, TaskDiagnostic } from '../../core/diagnostic';
import type { Registry } from '../../mc/registry';
import { acquire, Closure, copyPool, CraftEnv, planCraft, Pool } from '../craft';
import type { FeasibilityContext, Target } from '../context';
import { optionsText } from '../context';
import { naturalWorld, normalDrops, spawnClass } from '../natural';
import { livingEntities, placedBlockIds } from '../scene';
import { describeTools } from '../tools';

const PLENTY = 1_000_000;

interface ChainState {
  pool: Pool;
  placed: Set<string>;
  summoned: Set<string>;
}

function envOf(s: ChainState, reg: Registry): CraftEnv {
  const loose: CraftEnv = { reg, table: true, smelt: false };
  const has = (id: string) => (s.pool.get(id) ?? 0) > 0 || s.placed.has(id);
  const table = has('crafting_table') || acquire('crafting_table', 1, copyPool(s.pool), { ...loose, table: false }, { table: false, smelt: false });
  const furnace = has('furnace') || (table && acquire('furnace', 1, copyPool(s.pool), loose, { table: false, smelt: false }));
  const fuel = [...s.pool].some(([id, n]) => n > 0 && reg.fuels.has(id));
  return { reg, table, smelt: furnace && fuel };
}

function canGet(id: string, s: ChainState, env: CraftEnv): boolean {
  return (s.pool.get(id) ?? 0) > 0 || acquire(id, 1, copyPool(s.pool), env, { table: false, smelt: false });
}

/** Why one object cannot be reached from the state (undefined when it can). */
function blocker(event: string, id: string, s: ChainState, ctx: FeasibilityContext, env: CraftEnv): string | undefined {
  const reg = ctx.reg;
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
function naturalDrop(id: string, s: ChainState, env: CraftEnv, reg: Registry): boolean {
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
    case 'kill_entity': return (reg.entityLoot.get(id) ?? []).filter((d) => d.chance >= 0.5).map((d) => d.item);
    default: return [];
  }
}

/** The state plus everything the agent can gather from natural blocks with what it can make (a fixed point). */
function withWorld(s: ChainState, reg: Registry): ChainState {
  const w: ChainState = { pool: copyPool(s.pool), placed: s.placed, summoned: s.summoned };
  // Everything gathered is plentiful, so counts do not matter: one count-free
  // closure, grown as blocks become minable, says which tools the agent can
  // make. In the natural overworld a table (logs → planks) and a furnace with
  // fuel (wooden pickaxe → cobblestone; logs burn) are always within reach.
  const reach = new Closure({ reg, table: true, smelt: true }, [...w.pool].filter(([, n]) => n > 0).map(([id]) => id));
  const pending = [...naturalWorld(reg).blocks].filter((b) => reg.blocks.get(b)?.diggable);
  for (let grew = true; grew; ) {
    grew = false;
    for (let i = pending.length - 1; i >= 0; i--) {
      const tools = reg.blocks.get(pending[i])!.harvestTools;
      if (tools?.length && !tools.some((t) => reach.has(t))) continue;
      const drops = normalDrops(pending.splice(i, 1)[0], reg);
      for (const d of drops) w.pool.set(d, PLENTY);
      reach.add(...drops);
      grew = true;
    }
  }
  return w;
}

export function checkMilestones(ctx: FeasibilityContext): TaskDiagnostic[] {
  const milestones = ctx.targets.filter((t) => t.list === 'milestone_reward_cfg');
  if (!milestones.length) return [];
  const state: ChainState = {
    pool: copyPool(ctx.avail.pool),
    placed: new Set(placedBlockIds(ctx.scene).keys()),
    summoned: new Set(livingEntities(ctx.scene).map((e) => e.id)),
  };
  const out: TaskDiagnostic[] = [];
  let world: ChainState | undefined;
  milestones.forEach((m: Target, i) => {
    const env = envOf(state, ctx.reg);
    const reasons: (string | undefined)[] = [];
    // Objects are alternatives: stop at the first reachable one.
    for (const o of m.objects) {
      reasons.push(blocker(m.event, o.id, state, ctx, env));
      if (reasons[reasons.length - 1] === undefined) break;
    }
    const ok = reasons.some((r) => r === undefined);
    if (!ok) {
      world = withWorld(state, ctx.reg);
      const wenv = envOf(world, ctx.reg);
      const hard = m.objects.every((o) => blocker(m.event, o.id, world!, ctx, wenv) !== undefined);
      const o = m.objects[0];
      const before = i === 0 ? 'from what the agent is given' : `from what the agent is given and the ${i} milestone${i > 1 ? 's' : ''} before it yield`;
      out.push(diag(o.start, o.end, hard ? 'warning' : 'information', 'feasibility/milestone-unreachable',
        `Milestone ${i + 1} ('${identityOf(m) ?? m.event}') is not reachable ${before}: ${reasons[0]}` +
        (hard ? '; not even after gathering natural blocks.' : '. The agent must first gather things no milestone rewards; consider adding that milestone before it.')));
    }
    // Whatever happened, later milestones are judged as if this one was achieved.
    for (const o of m.objects) {
      for (const y of yields(m.event, o.id, ctx.reg)) state.pool.set(y, PLENTY);
      if (m.event === 'mine_block' && !ok) state.placed.add(o.id);
    }
  });
  return out;
}

function identityOf(t: Target): string | undefined {
  const v = t.entry.fields.get('identity')?.value as { value?: unknown } | null | undefined;
  return typeof v?.value === 'string' ? v.value : undefined;
}
