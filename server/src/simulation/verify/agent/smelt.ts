/**
 * Smelting: a furnace within reach (nearby, from the inventory, or crafted),
 * input and fuel put in, wait for the result (10 s per item in vanilla),
 * take it out (which counts as crafted).
 */
import type { AgentContext } from './context';
import { checkTime, doing, SkillFailure, sleep, step } from './context';
import { count } from './inventory';
import { placeNearby } from './craft';
import { findNearestBlock } from './mine';
import { gotoBlock } from './navigate';
import { FUEL_PREFERENCE } from '../../../vanilla/fuels';

/** Fuels the agent prefers (vanilla/fuels.ts), with items smelted per unit (vanilla burn time / 200 ticks). */

function fuelFor(ctx: AgentContext, items: number): { name: string; units: number } | undefined {
  const names = [...FUEL_PREFERENCE, ...ctx.reg.fuels.keys()];
  for (const name of names) {
    const ticks = ctx.reg.fuels.get(name);
    const have = count(ctx.bot, name);
    if (!ticks || !have) continue;
    const units = Math.ceil((items * 200) / ticks);
    if (have >= units) return { name, units };
  }
  return undefined;
}

async function furnaceBlock(ctx: AgentContext, depth: number): Promise<any> {
  const near = findNearestBlock(ctx, ['furnace']);
  if (near) {
    await gotoBlock(ctx, near.position, 'the furnace');
    return ctx.bot.blockAt(near.position);
  }
  if (count(ctx.bot, 'furnace') === 0) {
    try {
      await ctx.obtain('furnace', 1, depth + 1);
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      throw new SkillFailure(`smelting needs a furnace and the agent has none (${e.message})`);
    }
  }
  return doing(ctx, 'placing the furnace', () => placeNearby(ctx, 'furnace'));
}

/** Smelts until `n` more of `output` were taken out of a furnace. */
export async function smeltItem(ctx: AgentContext, output: string, n = 1, depth = 0): Promise<void> {
  const inputs = ctx.reg.smelting.get(output);
  if (!inputs?.length) throw new SkillFailure(`${output} cannot be smelted`);
  await doing(ctx, `smelting ${output}`, async () => {
    let input = inputs.find((i) => count(ctx.bot, i) >= n);
    if (!input) {
      const reasons: string[] = [];
      for (const candidate of inputs.slice(0, 3)) {
        try {
          await ctx.obtain(candidate, n, depth + 1);
          input = candidate;
          break;
        } catch (e) {
          if (!(e instanceof SkillFailure)) throw e;
          reasons.push(e.message);
        }
      }
      if (!input) {
        throw new SkillFailure(`smelting ${output} needs ${n} ${inputs.slice(0, 3).join(' or ')}; the agent has ${count(ctx.bot, inputs[0])}` +
          (reasons.length ? ` (${reasons[0]})` : ''));
      }
    }
    let fuel = fuelFor(ctx, n);
    if (!fuel) {
      for (const f of ['oak_planks', 'coal']) {
        try { await ctx.obtain(f, 2 * n, depth + 1); } catch (e) { if (!(e instanceof SkillFailure)) throw e; }
        fuel = fuelFor(ctx, n);
        if (fuel) break;
      }
      if (!fuel) throw new SkillFailure(`smelting ${output} needs fuel (coal, planks, logs …); the agent has none`);
    }
    const block = await furnaceBlock(ctx, depth);
    const bot = ctx.bot;
    const furnace: any = await step<any>(ctx, bot.openFurnace(block), 5000, 'opening the furnace');
    try {
      const reg = bot.registry;
      await step(ctx, furnace.putFuel(reg.itemsByName[fuel.name].id, null, fuel.units), 5000, 'putting fuel in the furnace');
      await step(ctx, furnace.putInput(reg.itemsByName[input].id, null, n), 5000, `putting ${input} in the furnace`);
      let taken = 0;
      while (taken < n) {
        checkTime(ctx);
        const out = furnace.outputItem();
        if (out && out.count > 0) {
          const got = out.count;
          await step(ctx, furnace.takeOutput(), 5000, `taking ${output} out of the furnace`);
          taken += got;
          continue;
        }
        await sleep(ctx, 250);
      }
    } finally {
      try { furnace.close(); } catch { /* already closed */ }
    }
  });
}
