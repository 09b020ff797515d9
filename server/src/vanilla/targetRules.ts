/**
 * Vanilla 1.16.5 rules that make a reward target unreachable although it is
 * in the scene. The embedded server applies them (combat, summoned items,
 * block drops, digging) and the static checks
 * (feasibility/checks/unreachableChecks.ts) warn with them.
 *
 * - Entity#isInvulnerableTo: an entity with `Invulnerable:1b` takes no damage
 *   except from the void, /kill and creative players.
 * - Resistance V or more (harmRules.afterResistance) takes all damage away.
 * - ItemEntity#tick / #playerTouch: PickupDelay counts down only when it is
 *   above 0 and not 32767, and an item is picked up at 0, so 32767 (and any
 *   negative delay) means never.
 * - Block#dropResources: the gamerule doTileDrops false drops nothing from a
 *   broken block; the `mined` statistic (mine_block) still counts, `picked_up`
 *   (pickup) has nothing to count.
 * - ServerPlayerGameMode / BlockItem: in adventure mode a player breaks only
 *   blocks its held item's CanDestroy lists and places only on blocks its
 *   CanPlaceOn lists.
 */
import { EFFECT, RESISTANCE_IMMUNE_AMPLIFIER } from './harmRules';

/** An NBT value as the checker reads it (numbers for 1b, strings, lists, compounds). */
type Nbt = Record<string, unknown>;

const isTrue = (v: unknown) => v === true || (typeof v === 'number' && v !== 0);
/** An NBT byte as vanilla reads it: Amplifier:255b is −1. */
const asByte = (v: number) => (v << 24) >> 24;

/** Why an entity with this summon NBT cannot be hurt by the agent, or undefined when it can. */
export function mobProtection(nbt: Nbt | undefined): { kind: 'invulnerable' } | { kind: 'resistance'; amplifier: number; ticks: number } | undefined {
  if (!nbt) return undefined;
  if (isTrue(nbt.Invulnerable)) return { kind: 'invulnerable' };
  const effects = Array.isArray(nbt.ActiveEffects) ? nbt.ActiveEffects : [];
  for (const e of effects) {
    const eff = e as Nbt | undefined;
    if (!eff || typeof eff !== 'object' || Number(eff.Id) !== EFFECT.resistance) continue;
    const amplifier = asByte(Number(eff.Amplifier ?? 0));
    // A missing or non-positive Duration ends the effect on the first tick.
    const ticks = Number(eff.Duration ?? 0);
    if (amplifier >= RESISTANCE_IMMUNE_AMPLIFIER && ticks > 0) return { kind: 'resistance', amplifier, ticks };
  }
  return undefined;
}

/** The effects of a summon's ActiveEffects that vanilla keeps (a positive Duration), as id, amplifier (a byte) and ticks. */
export function activeEffectsOf(nbt: Nbt | undefined): Array<{ id: number; amplifier: number; ticks: number }> {
  const list = Array.isArray(nbt?.ActiveEffects) ? nbt!.ActiveEffects as unknown[] : [];
  const out: Array<{ id: number; amplifier: number; ticks: number }> = [];
  for (const e of list) {
    const eff = e as Nbt | undefined;
    if (!eff || typeof eff !== 'object') continue;
    const id = Number(eff.Id);
    const ticks = Number(eff.Duration ?? 0);
    if (Number.isInteger(id) && id > 0 && ticks > 0) out.push({ id, amplifier: asByte(Number(eff.Amplifier ?? 0)), ticks });
  }
  return out;
}

/**
 * The episode a protection must outlast to make a target unreachable: the
 * verifier's agent budget, 60 s as in the MCU papers (1,200 ticks).
 */
export const EPISODE_TICKS = 1200;

/** A PickupDelay vanilla never counts down to 0. */
export const NEVER_PICKUP_DELAY = 32767;

/** Ticks before a summoned item can be picked up; 'never' for 32767 or a negative delay; 0 when not given. */
export function pickupDelayOf(nbt: Nbt | undefined): number | 'never' {
  const raw = nbt?.PickupDelay;
  if (raw === undefined) return 0;
  const d = Number(raw);
  if (!Number.isFinite(d)) return 0;
  return d === NEVER_PICKUP_DELAY || d < 0 ? 'never' : d;
}

/** The gamerule that decides whether broken blocks drop anything. */
export const TILE_DROPS_RULE = 'doTileDrops';

/** Does a gamerule value switch block drops off? */
export function tileDropsOff(value: string | undefined): boolean {
  return value === 'false';
}

/**
 * Can an adventure-mode player break `block` with an item of this NBT
 * (`tag` of the held item)? Only when its CanDestroy lists the block (by id
 * or by a tag `isTagged` resolves).
 */
export function adventureMayBreak(itemTag: Nbt | undefined, block: string, isTagged: (tag: string, block: string) => boolean = () => false): boolean {
  const list = Array.isArray(itemTag?.CanDestroy) ? itemTag!.CanDestroy as unknown[] : [];
  return list.some((entry) => {
    if (typeof entry !== 'string') return false;
    const id = entry.replace(/\[.*$/, '');
    if (id.startsWith('#')) return isTagged(id.slice(1).replace(/^minecraft:/, ''), block);
    return id.replace(/^minecraft:/, '') === block;
  });
}

/** The game mode in which breaking and placing blocks need CanDestroy / CanPlaceOn. */
export const ADVENTURE = 'adventure';
