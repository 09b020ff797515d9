/**
 * Absent target: the agent is shut in and what the goal is done to (the mob
 * of a killed or reach goal, the block of a mined or reach goal, the `on` of
 * any goal, with its profession or colour) is not in the room and cannot
 * come there: not summoned or placed inside, not hatched or built (spawn
 * eggs, eggs, golems), not spawned by the world, not made from a villager
 * of another trade or a sheep of another colour.
 */
import type { GoalTarget, TaskGoal } from '../../model/goals/goalTypes';
import { spawnClass } from '../../vanilla/naturalWorld';
import type { Registry } from '../../vanilla/registry';
import { counterBlocks } from '../../vanilla/blockCounters';
import type { SummonedEntity } from '../feasibility/scene';
import { difficulty, gamerule, listIndex, ProofContext } from './context';
import { isStat, orList } from './goalIds';
import { DYE_COLORS } from '../../vanilla/variants';
import { toolsOfKind } from '../../vanilla/tools';
import { SPREADS_ONTO_DIRT } from '../../vanilla/blockSpread';
import { ZOMBIES } from '../../vanilla/mobConversions';
import { Sealed, SPAWNER } from './reachable';
import { roomBlocks, WALL_BLOCKS, wallWords } from './sealed';
import type { GoalProof } from './proofTypes';
import { JOB_SITES, profession, villagerLevel } from './villagers';

const strip = (id: string): string => id.replace(/^minecraft:/, '');


function goalTargets(g: TaskGoal, reg: Registry): GoalTarget[] {
  const out: GoalTarget[] = [];
  if (isStat(g, 'custom') && g.objects.length === 1) {
    const blocks = counterBlocks(g.objects[0], reg);
    if (blocks?.length) out.push({ phrase: g.text, kind: 'block', ids: blocks, natural: false });
  }
  if (isStat(g, 'killed')) out.push({ phrase: g.text, kind: 'entity', ids: g.objects, natural: false });
  if (isStat(g, 'mined')) out.push({ phrase: g.text, kind: 'block', ids: g.objects, natural: false });
  if (g.kind === 'reach') out.push(g.target);
  if (g.kind === 'stat' && g.on) out.push(g.on);
  return out.filter((t) => t.kind !== 'place' && t.ids.length);
}

/** Could this mob be the target with its variant (or become it)? */
function mobFits(e: SummonedEntity, variant: string | undefined, has: (id: string) => boolean, blocks: Set<string>): boolean {
  if (!variant) return true;
  if (e.id === 'villager' || e.id === 'zombie_villager') {
    const p = profession(e.nbt);
    if (p === variant.toLowerCase()) return true;
    // A villager without a trade (and not a nitwit) takes any work site it finds; one that has
    // levelled up keeps its profession for good.
    const site = JOB_SITES[variant.toLowerCase()];
    if (p === 'nitwit' || (p !== undefined && p !== 'none' && villagerLevel(e.nbt) > 1)) return false;
    return site === undefined || has(site) || blocks.has(site);
  }
  if (e.id === 'sheep') {
    const colour = DYE_COLORS.indexOf(variant.toLowerCase());
    if (colour < 0) return true;
    // No Color tag: /summon without NBT picks a random colour.
    const c = e.nbt?.Color;
    return typeof c !== 'number' || c === colour || has(`${variant.toLowerCase()}_dye`);
  }
  return true;
}

export function absentTargetProofs(ctx: ProofContext, goals: TaskGoal[], sealed: Sealed | undefined): GoalProof[] {
  // A spawner may spawn any mob; other untabled sources (trades, fishing …) may yield any item but no mob.
  if (!sealed || sealed.reach.open === SPAWNER) return [];
  const { reg } = ctx;
  const { room, reach } = sealed;
  const has = (id: string) => !!reach.open || reach.items.has(id);
  const blocks = roomBlocks(room, reg);
  const peaceful = difficulty(ctx)?.value === 'peaceful';
  const spawningOff = gamerule(ctx, 'doMobSpawning')?.value === 'false';
  // Anything but air and the walls could be a floor a mob spawns on.
  const floors = [...blocks].some((b) => !/^(cave_|void_)?air$/.test(b) && !WALL_BLOCKS.has(b));
  const mayspawn = (id: string) => {
    if (spawningOff) return false;
    const cls = spawnClass(id, reg);
    if (cls === 'dark-hostile') return floors && !peaceful;
    if (cls === 'common-passive' || cls === 'rare') return blocks.has('grass_block');
    return false;
  };
  const golem = (id: string) =>
    (id === 'iron_golem' && has('iron_block') && (has('carved_pumpkin') || has('jack_o_lantern'))) ||
    (id === 'snow_golem' && has('snow_block') && (has('carved_pumpkin') || has('jack_o_lantern')));
  const axe = toolsOfKind('axe', reg).some(has);
  // Blocks made in place rather than placed from an item of their name (farmland, fire, crops, water)
  // are never claimed absent; stripped logs come from an axe, grass and mycelium spread onto dirt.
  const blockPresent = (id: string) => blocks.has(id) || has(id) || !reg.items.has(id) ||
    (id.startsWith('stripped_') && axe && (has(id.slice('stripped_'.length)) || blocks.has(id.slice('stripped_'.length)))) ||
    (SPREADS_ONTO_DIRT.includes(id) && (has('dirt') || blocks.has('dirt')));
  // Mobs one mob turns into in the room (a zombie drowns, a zombie infects a villager), and silverfish from infested blocks.
  const mobIds = new Set(reach.mobs.map((m) => m.id));
  const water = blocks.has('water') || has('water_bucket');
  const zombie = ZOMBIES.some((z) => mobIds.has(z));
  const turned = (id: string) =>
    (id === 'drowned' && zombie && water) || (id === 'zombie' && mobIds.has('husk') && water) ||
    (id === 'zombie_villager' && zombie && mobIds.has('villager') && !peaceful) ||
    (id === 'silverfish' && [...blocks].some((b) => b.startsWith('infested_')));
  const entityPresent = (id: string, variant?: string) =>
    reach.mobs.some((e) => e.id === id && mobFits(e, variant, has, blocks)) ||
    reach.items.has(`${id}_spawn_egg`) || golem(id) || (id === 'chicken' && has('egg')) || mayspawn(id) || turned(id);
  const inRoomNames = [...new Set(reach.mobs.map((e) => e.id))];
  const out: GoalProof[] = [];
  goals.forEach((g, goal) => {
    for (const t of goalTargets(g, reg)) {
      const ids = t.ids.map(strip);
      const present = t.kind === 'entity' ? ids.some((id) => entityPresent(id, t.variant)) : ids.some(blockPresent);
      if (present) continue;
      const what = `${t.variant ? `${t.variant} ` : ''}${orList(ids)}`;
      const scene = t.kind === 'entity'
        ? (inRoomNames.length ? `; the room has ${orList(inRoomNames)}` : '; the room has no mob')
        : '';
      out.push({
        goal, cause: 'absent-target', command: listIndex(ctx, room.wallCmd),
        reason: `There is no ${what} in the room the agent is shut in (${wallWords(room)} all round), and none can come or be made there${scene}.`,
      });
      return;
    }
  });
  return out;
}
