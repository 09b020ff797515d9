/**
 * The hunger bar under the Hunger effect, as vanilla 1.16.5 drains it
 * (StatusEffect.applyUpdateEffect for HUNGER: addExhaustion(0.005 × (amplifier + 1))
 * every tick; HungerManager.update: each 4 exhaustion takes a saturation
 * point, or a food point once saturation is gone — not on peaceful, where
 * PlayerEntity.tickMovement instead gives a food point every 10 ticks).
 * Creative and spectator players take no exhaustion.
 *
 * This is what lets a task's `/effect give @s minecraft:hunger …` empty the
 * bar so that plain food can be eaten (vanilla/consumeRules.ts). Not modelled:
 * exhaustion from moving, jumping, attacking and mining, and starvation.
 */
import type { EmbeddedContext } from './context';
import { EFFECT_IDS } from '../../../vanilla/mobs';
import { EXHAUSTION_PER_POINT, HUNGER_EFFECT_EXHAUSTION, MAX_EXHAUSTION } from '../../../vanilla/hunger';


/** Returns the per-tick step (pack.ts runs it on the server tick). */
export function installHungerEffect(ctx: EmbeddedContext): () => void {
  const hunger = EFFECT_IDS.hunger;
  return () => {
    const tick = ctx.serv.tickCount ?? 0;
    for (const player of ctx.serv.players ?? []) {
      if (!player.mcuSpawned || player._client?.ended || (player.health ?? 20) <= 0) continue;
      if (player.gameMode === 1 || player.gameMode === 3) continue;
      const food = player.food ?? 20;
      if (ctx.serv.difficulty === 0) {
        if (food < 20 && tick % 10 === 0 && ctx.gamerules?.get('naturalRegeneration') !== 'false') player.updateFood(food + 1);
        continue;
      }
      const effect = player.effects?.[hunger];
      if (!effect) continue;
      player.mcuExhaustion = Math.min((player.mcuExhaustion ?? 0) + HUNGER_EFFECT_EXHAUSTION * (effect.amplifier + 1), MAX_EXHAUSTION);
      while (player.mcuExhaustion > EXHAUSTION_PER_POINT) {
        player.mcuExhaustion -= EXHAUSTION_PER_POINT;
        const saturation = player.foodSaturation ?? 0;
        if (saturation > 0) player.updateFoodSaturation(Math.max(saturation - 1, 0));
        else if ((player.food ?? 20) > 0) player.updateFood(player.food - 1);
      }
    }
  };
}
