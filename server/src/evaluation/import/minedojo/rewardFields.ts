/**
 * The spec fields that say what success is, as reward entries: harvest and
 * combat targets (the event per target from targetEvent.ts, quantity →
 * max_reward_times, weight → reward), and the tech-tree item (craft_item,
 * use_item when a statistic counts its use, and milestones from our
 * dependency graph starting from the inventory).
 */
import type { Registry } from '../../../vanilla/registry';
import { scratchMilestones } from '../../../analysis/feasibility/scratchMilestones';
import { craftable, measureItemTarget } from './targetEvent';
import type { ImportKind, MineDojoSpec } from './specTypes';
import { Builder, list, MapContext, perTarget, words } from './taskBuilder';

export function mapTargets(kind: ImportKind, spec: MineDojoSpec, prompt: string, ctx: MapContext, b: Builder): void {
  const names = list(spec.target_names).map(String);
  if (!names.length) return;
  b.mapped.add('target_names');
  if ('target_quantities' in spec) b.mapped.add('target_quantities');
  if ('reward_weights' in spec) b.mapped.add('reward_weights');
  const quantities = perTarget(spec.target_quantities, names, 1);
  const weights = perTarget(spec.reward_weights, names, 1);
  const crafted = /\b(craft|smelt)\b/i.test(prompt);
  names.forEach((name, i) => {
    const quantity = Math.max(1, Math.trunc(quantities[i]));
    if (kind === 'combat') {
      const e = ctx.names.entity(name);
      if (!e) {
        b.problems.push(`target_names: '${name}' is no 1.11 entity that maps to a 1.16.5 entity`);
        return;
      }
      if (e !== name) b.header.push(`target ${name} (1.11.2) -> ${e}`);
      b.rewards.push({ entry: { event: 'kill_entity', identity: b.identity(`kill_${e}`), objects: [e], reward: weights[i], max_reward_times: quantity } });
      b.goals.push(`kill ${quantity} ${words(e)}`);
      return;
    }
    const r = ctx.names.item(name);
    if (!r) {
      b.problems.push(`target_names: '${name}' is no 1.11 item that maps to a 1.16.5 item`);
      return;
    }
    if (r.anyVariant) b.header.push(`target ${name} (1.11.2, no variant: any of them) -> ${r.ids.join(', ')}`);
    else if (r.ids[0] !== name) b.header.push(`target ${name} (1.11.2) -> ${r.ids[0]}`);
    const m = measureItemTarget(r.ids, ctx.reg, crafted);
    b.goals.push(`have ${quantity} ${words(name)}`);
    if (!m.event) {
      b.header.push(`target ${name}: ${m.note}`);
      return;
    }
    const verb = m.event === 'craft_item' ? 'craft' : m.event === 'mine_block' ? 'mine' : m.event === 'use_item' ? 'use' : 'obtain';
    b.rewards.push({ entry: { event: m.event, identity: b.identity(`${verb}_${name}`), objects: m.ids, reward: weights[i], max_reward_times: quantity }, note: m.note });
  });
}

/** Items whose use a statistic counts: placing a block, wearing out a tool or armour piece (durability), eating. */
function usable(id: string, reg: Registry): boolean {
  const item = reg.items.get(id);
  return reg.blocks.has(id) || !!item?.maxDurability || !!item?.food;
}

export function mapTech(spec: MineDojoSpec, ctx: MapContext, b: Builder): void {
  const name = spec.tech_item;
  if (typeof name !== 'string') return;
  b.mapped.add('tech_item');
  const r = ctx.names.item(name);
  if (!r) {
    b.problems.push(`tech_item: '${name}' is no 1.11 item that maps to a 1.16.5 item`);
    return;
  }
  const id = r.ids[0];
  if (id !== name) b.header.push(`tech_item ${name} (1.11.2) -> ${id}`);
  const obtainW = perTarget(spec.obtain_items_reward_weights, [name], 1)[0];
  const useW = perTarget(spec.use_items_reward_weights, [name], 10)[0];
  for (const k of ['obtain_items_reward_weights', 'use_items_reward_weights']) if (k in spec) b.mapped.add(k);
  if (craftable(id, ctx.reg)) {
    b.rewards.push({ entry: { event: 'craft_item', identity: b.identity(`craft_${id}`), objects: [id], reward: obtainW, max_reward_times: 1 } });
  } else {
    b.rewards.push({ entry: { event: 'pickup', identity: b.identity(`obtain_${id}`), objects: [id], reward: obtainW, max_reward_times: 1 }, note: `no 1.16.5 recipe makes ${id}: pickup measures obtaining it` });
  }
  b.goals.push(`craft a ${words(id)}`);
  if (usable(id, ctx.reg)) {
    b.rewards.push({ entry: { event: 'use_item', identity: b.identity(`use_${id}`), objects: [id], reward: useW, max_reward_times: 1 }, note: 'MineDojo\'s tech-tree success is using the item once (placing a block, using a tool, wearing armour)' });
    b.goals.push(`use the ${words(id)}`);
  } else b.header.push(`tech_item ${id}: using it changes no 1.16.5 statistic (it is no block, tool, armour or food), so only crafting it is rewarded`);
  // The chain from the inventory: the from-scratch chain without the steps the given items make unnecessary.
  // (Both are asked: the graph drawn from the given items alone may fetch an ingredient elsewhere, sticks from a
  // dead bush, where the from-scratch chain crafts it from the planks it holds anyway; only steps both keep stay.)
  const goal = { event: 'craft_item', objects: [id] };
  const fromGiven = new Set(scratchMilestones(goal, ctx.reg, b.given).map((m) => m.identity));
  const chain = scratchMilestones(goal, ctx.reg).filter((m) => fromGiven.has(m.identity));
  // The chain ends with crafting the item, which reward_cfg already measures (one entry per statistic and object:
  // the same craft twice would be paid to whichever entry the reader takes first). A chain of the goal alone
  // says nothing more (the graph knows no earlier step).
  const steps = chain.filter((m) => !(m.event === 'craft_item' && m.objects.length === 1 && m.objects[0] === id));
  if (steps.length) b.milestones = steps;
  else b.header.push(`tech_item ${id}: our dependency graph gives no step before crafting it, so no milestone_reward_cfg`);
}
