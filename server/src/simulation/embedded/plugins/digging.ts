/**
 * Mining on top of flying-squid's digging: vanilla drops (blockDrops.ts),
 * the `mined` and `used` statistics, tool wear, and in strict mode the
 * harvest-tool and dig-time rules.
 *
 * Strict mode (default) refuses a dig the player could not do in vanilla
 * survival with a drop: with a tool that cannot harvest the block (a
 * wooden pickaxe on diamond ore) or faster than the block's dig time with
 * the held tool. The block is restored, nothing drops and `mined` does not
 * move. (Vanilla would break the block without a drop and still count
 * `mined`; non-strict mode does exactly that.)
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { canHarvest, spawnBlockDrops, toolInfo } from './blockDrops';
import { heldItem, HOTBAR_START } from '../inventory';
import { damageItemInSlot } from './durability';
import { adventureMayBreak } from '../../../vanilla/targetRules';
import { getRegistry } from '../../../vanilla/registry';
import { mineExperience } from './experienceGain';
import { shearsCountUse } from '../../../vanilla/shearsRules';

/** Fraction of the expected dig time a dig must last (network jitter allowance), minus a fixed slack. */
const DIG_TIME_TOLERANCE = 0.7;
const DIG_TIME_SLACK_MS = 150;

function effectsForDigTime(player: any): Record<string, { amplifier: number }> {
  const out: Record<string, { amplifier: number }> = {};
  if (player.effects?.[3]) out.Haste = { amplifier: player.effects[3].amplifier };
  if (player.effects?.[4]) out.MiningFatigue = { amplifier: player.effects[4].amplifier };
  return out;
}

export function expectedDigMs(ctx: EmbeddedContext, player: any, stateId: number): number {
  const Block = require('prismarine-block')(ctx.serv.registry);
  const block = Block.fromStateId(stateId, 0);
  const item = heldItem(player);
  const enchants = (item?.enchants ?? []).map((e: any) => ({ name: e.name, lvl: e.lvl }));
  return block.digTime(item ? item.type : null, false, false, false, enchants, effectsForDigTime(player));
}

/** The item's NBT `tag` as plain values (CanDestroy is a list of block ids). */
function itemTag(item: any): Record<string, unknown> | undefined {
  if (!item?.nbt) return undefined;
  try { return require('prismarine-nbt').simplify(item.nbt); } catch { return undefined; }
}

function blockTagHas(tag: string, block: string): boolean {
  return (getRegistry('1.16.5').blockTags.get(tag) ?? []).some((n) => n.replace(/^minecraft:/, '') === block);
}

export function installDigging(ctx: EmbeddedContext, player: any): void {
  const started = new Map<string, { time: number; stateId: number; finishing?: boolean }>();
  const key = (p: any) => `${p.x},${p.y},${p.z}`;

  // Q / ctrl-Q: flying-squid drops the held item (and empties the slot); count `dropped` before it does.
  player._client.prependListener('block_dig', ({ status }: any) => {
    if (status !== 3 && status !== 4) return;
    const item = heldItem(player);
    if (item) ctx.stats.add(player.username, 'dropped', item.name, status === 4 ? 1 : item.count);
  });
  player._client.on('block_dig', ({ location, status }: any) => {
    if (status === 0) {
      const pos = new Vec3(location.x, location.y, location.z);
      // A new start abandons the previous dig, as in vanilla, except a dig already finished: mineflayer sends
      // the next start right after a finish, and flying-squid checks that finish asynchronously, after it.
      for (const [k, v] of started) if (!v.finishing) started.delete(k);
      started.set(key(pos), { time: Date.now(), stateId: player.world.sync.getBlockStateId(pos) });
    } else if (status === 2) {
      const entry = started.get(key(location));
      if (entry) entry.finishing = true;
    }
  });

  player.on('dug_cancel', (data: any, cancel: (runOnCancel?: boolean) => void) => {
    const pos: Vec3 = data.position;
    // Each start is checked once: the finish uses it up.
    const start = started.get(key(pos));
    started.delete(key(pos));
    const stateId = player.world.sync.getBlockStateId(pos);
    const block = ctx.serv.registry.blocksByStateId[stateId];
    const refuse = (why: string) => {
      ctx.log(`${player.username}: dig of ${block?.name} at ${pos} refused: ${why}`);
      cancel(false);
      player._client.write('block_change', { location: pos, type: stateId });
      player._client.write('acknowledge_player_digging', { location: pos, block: stateId, status: 2, successful: false });
    };
    if (!block || player.gameMode === 1) return;
    // Adventure mode breaks only what the held item's CanDestroy lists (flying-squid lets it break anything).
    if (player.gameMode === 2 && !adventureMayBreak(itemTag(heldItem(player)), block.name, blockTagHas)) {
      return refuse(`adventure mode: ${heldItem(player)?.name ?? 'the bare hand'} has no CanDestroy listing ${block.name}`);
    }
    if (ctx.strict) {
      const tool = toolInfo(heldItem(player));
      if (!canHarvest(block, tool)) return refuse(`${tool?.name ?? 'bare hand'} cannot harvest ${block.name}`);
      const expected = expectedDigMs(ctx, player, stateId);
      if (!start) return refuse('no dig was started on this block');
      if (!Number.isFinite(expected)) return refuse(`${block.name} is unbreakable`);
      const elapsed = Date.now() - start.time;
      if (elapsed < expected * DIG_TIME_TOLERANCE - DIG_TIME_SLACK_MS) {
        return refuse(`dug in ${elapsed} ms, needs ~${Math.round(expected)} ms`);
      }
    }
    // Our drops replace flying-squid's (one item per loot entry, ignoring tools).
    if (Array.isArray(data.drops)) data.drops.length = 0;
    data.mcuStateId = stateId;
  });

  player.on('dug', async (data: any, cancelled: boolean) => {
    if (cancelled || player.gameMode === 1 || data.mcuStateId === undefined) return;
    const block = ctx.serv.registry.blocksByStateId[data.mcuStateId];
    const item = heldItem(player);
    await spawnBlockDrops(ctx, player.world, data.position, toolInfo(item));
    const tool = toolInfo(item);
    if (canHarvest(block, tool)) mineExperience(ctx, player, block.name, !!tool?.enchants.some((e) => e.name === 'silk_touch'));
    ctx.stats.add(player.username, 'mined', block.name);
    if (item?.name === 'shears') {
      // ShearsItem.onBlockDestroyed: worn by any block but fire, counted only on leaves, grass, cobwebs, wool …
      if (shearsCountUse(block.name)) ctx.stats.add(player.username, 'used', 'shears');
      if (!/fire$/.test(block.name)) damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
    } else if (item && item.maxDurability && /_(pickaxe|axe|shovel|hoe|sword)$/.test(item.name)) {
      ctx.stats.add(player.username, 'used', item.name);
      if ((block.hardness ?? 0) > 0) damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, /_sword$/.test(item.name) ? 2 : 1);
    }
  });
}
