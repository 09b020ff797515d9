/**
 * Picking up an item: collect it if it lies around; shear (or kill) a sheep
 * for wool; mine a block or kill a mob that drops it; as a last resort drop
 * one from the inventory and pick it up again (what a player could do too).
 */
import { CHANCE_TRIES, chanceDrop } from './chanceDrops';
import type { AgentContext } from './context';
import { AgentCannot, nearWords, doing, SkillFailure, sleep, step } from './context';
import { collectDrops, droppedItems, unpickable } from './collect';
import { count, equip, findItem } from './inventory';
import { killEntity, nearestEntity } from './kill';
import { findNearestBlock, mineBlock } from './mine';
import { gotoNear } from './navigate';
import { sheepColor, sheepSheared } from './variant';
import { cropOfProduct } from '../../../vanilla/cropRules';
import { dropsWithoutSilk } from '../../../vanilla/drops';
import { onlyShearsYield } from '../../../vanilla/shearsRules';
import { farmProduct } from './farming';
import { getCarvedPumpkin, haveShears } from './carve';

function sheepWool(e: any): { color: string; sheared: boolean } {
  return { color: sheepColor(e), sheared: sheepSheared(e) };
}

async function shearSheep(ctx: AgentContext, wools: string[]): Promise<boolean> {
  const colors = wools.map((w) => w.replace(/_wool$/, ''));
  const sheep = ctx.bot.nearestEntity((e: any) => e.name === 'sheep' && !sheepWool(e).sheared && colors.includes(sheepWool(e).color) &&
    e.position.distanceTo(ctx.bot.entity.position) <= ctx.searchRadius);
  if (!sheep) return false;
  await doing(ctx, `shearing a ${sheepWool(sheep).color} sheep`, async () => {
    if (count(ctx.bot, 'shears') === 0) {
      await killEntity(ctx, ['sheep'], true);
      return;
    }
    await gotoNear(ctx, sheep.position, 2, 'the sheep');
    await equip(ctx, 'shears');
    await step(ctx, ctx.bot.lookAt(sheep.position.offset(0, 0.8, 0), true), 2000, 'aiming');
    await step(ctx, ctx.bot.activateEntity(sheep), 3000, 'shearing');
    await collectDrops(ctx, wools, 8, 900);
  });
  return true;
}

function blocksDropping(ctx: AgentContext, item: string): string[] {
  const out: string[] = [];
  for (const [name, b] of ctx.reg.blocks) if (b.drops.includes(item)) out.push(name);
  return out;
}

function mobsDropping(ctx: AgentContext, item: string): string[] {
  const out: string[] = [];
  for (const [mob, loot] of ctx.reg.entityLoot) if (loot.some((d) => d.item === item && d.chance >= 0.3)) out.push(mob);
  return out;
}

const have = (ctx: AgentContext, names: string[]) => names.reduce((n, x) => n + count(ctx.bot, x), 0);

export async function pickupItem(ctx: AgentContext, names: string[]): Promise<void> {
  await doing(ctx, `picking up ${names.join(' or ')}`, async () => {
    const before = have(ctx, names);
    if (droppedItems(ctx, names).length) {
      await collectDrops(ctx, names, ctx.searchRadius, 0);
      // An item the agent could not pick up standing on it: look for another source.
      if (have(ctx, names) > before || !unpickable(ctx, names).length) return;
    }
    const wools = names.filter((n) => n.endsWith('_wool'));
    if (wools.length && (await shearSheep(ctx, wools))) return;
    for (const n of names) {
      // A crop's product from a ripe crop, a carved pumpkin by carving one, leaves or grass with shears (agent/farming.ts, carve.ts).
      const crop = cropOfProduct(n);
      if (crop) { await farmProduct(ctx, n, crop); return; }
      if (n === 'carved_pumpkin' && !findNearestBlock(ctx, [n]) && (findNearestBlock(ctx, ['pumpkin']) || count(ctx.bot, 'pumpkin') > 0)) { await getCarvedPumpkin(ctx); return; }
      if (onlyShearsYield(n) && findNearestBlock(ctx, [n])) await haveShears(ctx, `collecting ${n} (it drops itself only when broken with shears)`);
      const blocks = blocksDropping(ctx, n);
      if (blocks.length && findNearestBlock(ctx, blocks)) {
        let mined = await mineBlock(ctx, blocks);
        let tries = 1;
        // Flint from gravel, seeds from grass: mine on while the chance has not come up.
        for (; chanceDrop(ctx, blocks, n) && tries < CHANCE_TRIES && have(ctx, names) === before && !droppedItems(ctx, names, 8).length; tries++) {
          if (!findNearestBlock(ctx, blocks)) break;
          mined = await mineBlock(ctx, blocks);
        }
        if (have(ctx, names) === before && !droppedItems(ctx, names, 8).length) {
          // A drop that comes by chance (an apple from oak leaves, 1 in 200) may still come: not shown impossible.
          if (chanceDrop(ctx, blocks, n)) throw new AgentCannot(`the agent mined ${mined} ${tries} time${tries === 1 ? '' : 's'} in a row and no ${n} dropped: ${mined} drops it only by chance`);
          // Vanilla's own rule first (glass, ice … drop nothing without Silk Touch), then the game rule that stops every drop.
          const withoutSilk = dropsWithoutSilk(mined);
          if (withoutSilk && !withoutSilk.some(([item]) => item === n)) {
            const gives = withoutSilk.length ? withoutSilk.map(([item]) => item).join(' and ') : 'nothing';
            throw new SkillFailure(`the agent mined ${mined} but no ${n} dropped: without Silk Touch ${mined} drops ${gives} (vanilla 1.16.5), and the agent had no Silk Touch tool for it`);
          }
          throw new SkillFailure(`the agent mined ${mined} but it dropped nothing to pick up (a mined block drops nothing under /gamerule doTileDrops false)`);
        }
        return;
      }
      const mobs = mobsDropping(ctx, n);
      if (mobs.length && nearestEntity(ctx, mobs)) {
        await killEntity(ctx, mobs, true);
        return;
      }
    }
    const held = names.find((n) => findItem(ctx.bot, n));
    if (held) {
      // Thrown items can be picked up again after 2 s.
      await step(ctx, ctx.bot.toss(ctx.bot.registry.itemsByName[held].id, null, 1), 3000, `dropping ${held}`);
      await sleep(ctx, 2100);
      await collectDrops(ctx, [held], 8, 0);
      return;
    }
    const stuck = unpickable(ctx, names);
    if (stuck.length) throw new SkillFailure(`the agent stood on the dropped ${stuck.join(' and ')} but could not pick it up (vanilla never lets a player pick up an item with PickupDelay:32767)`);
    throw new SkillFailure(`no ${names.join(' or ')} to pick up ${nearWords(ctx)}, and nothing nearby drops it`);
  });
}
