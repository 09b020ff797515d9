/**
 * The end of eating or drinking (Item.finishUsing in vanilla 1.16.5), once
 * the use time has run (itemUse.ts starts it, vanilla/consumeRules.ts decides
 * whether it may start and how long it takes):
 *
 * - food (PlayerEntity.eatFood): hunger and saturation, `used:<food>`;
 * - a potion (PotionItem.finishUsing): its effects (instant ones at full
 *   strength), `used:potion`, the bottle back as a glass bottle (survival);
 * - milk (MilkBucketItem.finishUsing): every effect cleared, `used:milk_bucket`,
 *   an empty bucket back (survival);
 * - honey (HoneyBottleItem.finishUsing): +6 food and 1.2 saturation, poison
 *   removed, a glass bottle back (survival); `used:honey_bottle` counts TWICE,
 *   as vanilla's does (once in eatFood, once in HoneyBottleItem itself).
 *
 * Then entity_status 9 ("finished using"), which mineflayer's consume waits for.
 * Not modelled: food's own effects (golden apples, pufferfish, …).
 */
import type { EmbeddedContext } from './context';
import { exchangeHeld } from './exchange';
import { applyEffect, removeEffect } from '../commandHandlers/entityCommands';
import { EFFECT_IDS } from '../../../vanilla/mobs';
import { instantOnPlayer } from './harm';
import { INSTANT, instantAmount, potionEffects, PotionEffect, splashTicks } from '../../../vanilla/potionRules';
import { potionOfStack } from '../../../vanilla/potionTag';
import { BOWL_FOODS } from '../../../vanilla/consumeRules';

/** Applies potion effects to a living entity at `proximity` (1 when drunk); the caller decides who is affected. */
export function applyPotionEffects(ctx: EmbeddedContext, target: any, effects: PotionEffect[], proximity: number,
  hurtMob: (mob: any, amount: number) => void): void {
  for (const fx of effects) {
    const id = EFFECT_IDS[fx.effect];
    if (!id) continue;
    if (INSTANT.has(fx.effect)) {
      const amount = instantAmount(fx.effect, fx.amplifier, proximity);
      const heal = fx.effect === 'instant_health';
      if (target.type === 'player') instantOnPlayer(ctx, target, heal, amount);
      else if (heal) target.health = Math.min((target.health ?? 0) + amount, target.mcuMaxHealth ?? target.health + amount);
      else hurtMob(target, amount);
      continue;
    }
    const ticks = splashTicks(fx.ticks, proximity);
    if (proximity < 1 && ticks <= 20) continue;
    applyEffect(ctx, target, id, ticks / 20, fx.amplifier, false);
  }
}


function feed(player: any, food: number, saturation: number): void {
  player.updateFood(Math.min(20, (player.food ?? 20) + food));
  player.updateFoodSaturation(Math.min(player.food, (player.foodSaturation ?? 0) + saturation));
}

/** Finishes consuming `item` held in hotbar `slot` (the use time has passed and the same item is still held). */
export function finishConsuming(ctx: EmbeddedContext, player: any, slot: number, item: any): void {
  const creative = player.gameMode === 1;
  const name: string = item.name;
  const user = player.username;
  if (name === 'potion') {
    applyPotionEffects(ctx, player, potionEffects(potionOfStack(item)), 1, () => undefined);
    ctx.stats.add(user, 'used', 'potion');
    if (!creative) exchangeHeld(ctx, player, 'glass_bottle');
  } else if (name === 'milk_bucket') {
    ctx.stats.add(user, 'used', 'milk_bucket');
    if (!creative) exchangeHeld(ctx, player, 'bucket');
    for (const key of Object.keys(player.effects ?? {})) removeEffect(ctx, player, Number(key));
    player.mcuHarm?.model.clearEffects();
  } else if (name === 'honey_bottle') {
    const food = ctx.serv.registry.foodsByName.honey_bottle;
    feed(player, food?.foodPoints ?? 6, food?.saturation ?? 1.2);
    ctx.stats.add(user, 'used', 'honey_bottle');
    ctx.stats.add(user, 'used', 'honey_bottle');
    removeEffect(ctx, player, EFFECT_IDS.poison);
    if (!creative) exchangeHeld(ctx, player, 'glass_bottle');
  } else {
    const food = ctx.serv.registry.foodsByName[name];
    if (!food) return;
    feed(player, food.foodPoints, food.saturation);
    // Stews and soups give their bowl back (StewItem.finishUsing).
    if (!creative && BOWL_FOODS.has(name)) exchangeHeld(ctx, player, 'bowl');
    else if (!creative) {
      item.count -= 1;
      player.inventory.updateSlot(slot, item.count > 0 ? item : null);
    }
    ctx.stats.add(user, 'used', name);
  }
  player._client.write('entity_status', { entityId: player.id, entityStatus: 9 });
}
