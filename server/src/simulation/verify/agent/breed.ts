/**
 * custom:animals_bred: feed two adults of one species their breeding food
 * (vanilla 1.16), then wait for the baby. Picks the species among `species`
 * (any breedable one when empty) with two adults near and food on hand or
 * obtainable.
 */
import type { AgentContext } from './context';
import { nearWords, doing, SkillFailure, sleep } from './context';
import { count } from './inventory';
import { useOnMob } from './bucket';
import { BREEDING_FOOD } from '../../../vanilla/breedingRules';
import { AGEABLE_BABY } from '../../../vanilla/entityMetadata';

/** 1.16.5 metadata index of an ageable mob's "is baby" flag. */
const BABY = AGEABLE_BABY;
/** Vanilla's mate goal takes 60 ticks once the two are together; a little more. */
const MATE_WAIT_MS = 3600;

function adults(ctx: AgentContext, species: string): any[] {
  const bot = ctx.bot;
  return Object.values<any>(bot.entities).filter((e) => e.name === species && !e.metadata?.[BABY] &&
    e.position.distanceTo(bot.entity.position) <= ctx.searchRadius);
}

export async function breedAnimals(ctx: AgentContext, species: string[] = []): Promise<void> {
  const candidates = (species.length ? species : Object.keys(BREEDING_FOOD)).filter((s) => BREEDING_FOOD[s]);
  if (!candidates.length) throw new SkillFailure(`the agent knows no breeding food for ${species.join(' or ')}`);
  const pairs = candidates.filter((s) => adults(ctx, s).length >= 2);
  if (!pairs.length) throw new SkillFailure(`breeding needs two adult ${candidates.join(' or ')} ${nearWords(ctx)}`);
  let why = '';
  for (const animal of pairs) {
    const foods = BREEDING_FOOD[animal];
    let food = foods.find((f) => count(ctx.bot, f) >= 2);
    for (const f of food ? [] : foods) {
      try {
        await ctx.obtain(f, 2, 1);
        food = f;
        break;
      } catch (e) {
        if (!(e instanceof SkillFailure)) throw e;
        why ||= e.message;
      }
    }
    if (!food) continue;
    const eat = food;
    await doing(ctx, `breeding two ${animal}s with ${eat}`, async () => {
      const fed = new Set<number>();
      for (let i = 0; i < 2; i++) {
        fed.add((await useOnMob(ctx, eat, [animal], (e) => !fed.has(e.id) && !e.metadata?.[BABY])).id);
      }
      await sleep(ctx, MATE_WAIT_MS);
    });
    return;
  }
  throw new SkillFailure(`the agent has no breeding food (${pairs.map((s) => `${s}: ${BREEDING_FOOD[s].join(' or ')}`).join('; ')})${why ? `: ${why}` : ''}`);
}
