/**
 * No experience: enchanting and anvil work cost levels. A proof needs both
 * that no accepted command gives levels (or points worth a level) and that
 * the sealed-in agent has nothing to earn them from: no mob to kill, breed or
 * trade with, no experience ore, nothing to smelt, no fishing, no bottle o'
 * enchanting and no enchanted item to grind.
 */
import type { TaskGoal } from '../../model/goals/goalTypes';
import { innerCommands, listIndex, ProofContext, RefusedLine } from './context';
import { countsCustom } from './goalIds';
import type { Sealed } from './reachable';
import { roomBlocks, wallWords } from './sealed';
import type { GoalProof } from './proofTypes';
import { pointsForLevel } from '../../vanilla/experience';
import { isAnvil } from '../../vanilla/anvilRules';
import { FURNACES } from '../../vanilla/containers';
import { experienceBlocks, givesKillExperience, tradesForExperience } from '../../vanilla/experienceRewards';

/** Points that make level 1. */
const FIRST_LEVEL_POINTS = pointsForLevel(0);

export function needsLevels(g: TaskGoal): boolean {
  if (g.kind !== 'stat') return false;
  if (countsCustom(g, 'enchant_item')) return true;
  return [...(g.needs ?? []), ...(g.on?.ids ?? [])].some((id) => isAnvil(id.replace(/^minecraft:/, '')));
}

/** Does an accepted /experience (or /xp) give at least one level? */
export function levelsGiven(ctx: ProofContext): boolean {
  for (const { parsed } of innerCommands(ctx)) {
    if (parsed.name !== 'experience') continue;
    const words = parsed.args.map((a) => a.text);
    if (!words.includes('add') && !words.includes('set')) continue;
    const amount = Number(parsed.args.find((a) => a.kind === 'argument' && a.name === 'amount')?.text);
    if (!(amount > 0)) continue;
    if (!words.includes('points') || amount >= FIRST_LEVEL_POINTS) return true;
  }
  return false;
}

/** A source of experience in the room, named; undefined when there is none. */
export function experienceSource(ctx: ProofContext, sealed: Sealed): string | undefined {
  const { reach, room } = sealed;
  const { reg } = ctx;
  if (reach.open) return reach.open;
  const mob = reach.mobs.find((m) => givesKillExperience(m.id, reg.entities.get(m.id)?.category) || tradesForExperience(m.id));
  if (mob) return `a ${mob.id}`;
  const egg = [...reach.items.items].find((i) => i.endsWith('_spawn_egg'));
  if (egg) return egg;
  const blocks = roomBlocks(room, reg);
  const ore = experienceBlocks().find((o) => blocks.has(o) || reach.items.has(o));
  if (ore) return ore;
  if (reach.items.has('experience_bottle')) return 'bottles o\' enchanting';
  const stacks = [...ctx.scene.inventory.stacks(), ...ctx.scene.containers, ...ctx.scene.ground];
  const enchantedBlock = ctx.scene.blocks.some((b) => b.nbt !== undefined && JSON.stringify(b.nbt).includes('Enchantments'));
  const enchantCommand = [...innerCommands(ctx)].some(({ parsed }) => parsed.name === 'enchant');
  if (stacks.some((s) => s.nbt?.includes('Enchantments')) || enchantedBlock || enchantCommand || reach.items.has('enchanted_book')) {
    return 'an enchanted item to grind';
  }
  const furnace = FURNACES.some((f) => blocks.has(f) || reach.items.has(f));
  const fuel = [...reach.items.items].some((i) => reg.fuels.has(i));
  const smeltable = [...reg.smelting.values()].some((inputs) => inputs.some((i) => reach.items.has(i)));
  if (furnace && fuel && smeltable) return 'smelting';
  return undefined;
}

const XP_LINE = /^\s*\/?(xp|experience)\b/i;

export function experienceProofs(ctx: ProofContext, goals: TaskGoal[], sealed: Sealed | undefined): GoalProof[] {
  if (!sealed || levelsGiven(ctx)) return [];
  const source = experienceSource(ctx, sealed);
  if (source) return [];
  const refusedXp: RefusedLine | undefined = ctx.refused.find((r) => XP_LINE.test(r.text));
  const out: GoalProof[] = [];
  goals.forEach((g, goal) => {
    if (!needsLevels(g)) return;
    const what = countsCustom(g, 'enchant_item') ? 'Enchanting' : 'Using an anvil';
    const refusedNote = refusedXp ? ` (the line '${refusedXp.text}' that meant to give them is refused)` : '';
    out.push({
      goal, cause: 'no-experience', command: refusedXp?.index ?? listIndex(ctx, sealed.room.wallCmd),
      reason: `${what} costs experience levels; the agent gets none${refusedNote} and, shut in ${wallWords(sealed.room)}, has nothing to earn any from (no mob, experience ore, smelting or fishing).`,
    });
  });
  return out;
}
