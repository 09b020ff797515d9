/** Furnace smelting on the server tick (vanilla timings: 200 ticks per item, fuel burn times). */
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { containersOf, Container } from './containers';
import { COOK_TICKS, fuelTicks, smeltingResult } from './smelting';
import { smeltExperience } from '../../../vanilla/experienceRewards';

function ItemOf(ctx: EmbeddedContext): any { return require('prismarine-item')(ctx.serv.registry); }

export function tickFurnace(ctx: EmbeddedContext, c: Container): void {
  const f = (c.furnace ??= { burnLeft: 0, burnTotal: 0, cookProgress: 0, cookTotal: COOK_TICKS, xp: 0 });
  const Item = ItemOf(ctx);
  const [input, fuel, out] = [c.slots[0], c.slots[1], c.slots[2]];
  const outName = input ? smeltingResult(input.name) : undefined;
  const outDef = outName ? ctx.serv.registry.itemsByName[outName] : undefined;
  const canSmelt = !!outDef && (!out || (out.type === outDef.id && out.count < out.stackSize));
  const wasBurning = f.burnLeft > 0;
  const before = `${f.burnLeft > 0}|${f.cookProgress}`;
  if (f.burnLeft > 0) f.burnLeft--;
  if (f.burnLeft === 0 && canSmelt && fuel && fuelTicks(fuel.name) > 0) {
    f.burnLeft = f.burnTotal = fuelTicks(fuel.name);
    if (fuel.name === 'lava_bucket') c.setSlot(1, new Item(ctx.serv.registry.itemsByName.bucket.id, 1));
    else { fuel.count -= 1; c.setSlot(1, fuel.count > 0 ? fuel : null); }
  }
  if (f.burnLeft > 0 && canSmelt) {
    f.cookProgress++;
    if (f.cookProgress >= f.cookTotal) {
      f.cookProgress = 0;
      f.xp += smeltExperience(outName!);
      input.count -= 1;
      c.setSlot(0, input.count > 0 ? input : null);
      c.setSlot(2, out ? Object.assign(out, { count: out.count + 1 }) : new Item(outDef.id, 1));
    }
  } else if (f.cookProgress > 0) {
    f.cookProgress = f.burnLeft > 0 ? 0 : Math.max(0, f.cookProgress - 2);
  }
  if (before !== `${f.burnLeft > 0}|${f.cookProgress}` || wasBurning !== f.burnLeft > 0 || f.burnLeft % 20 === 0) {
    for (const w of c.propWatchers) {
      w(0, f.burnLeft); w(1, f.burnTotal); w(2, f.cookProgress); w(3, f.cookTotal);
    }
  }
}

export function installFurnaceTicker(ctx: EmbeddedContext): void {
  everyTick(ctx, () => {
    for (const world of [ctx.serv.overworld, ctx.serv.netherworld]) {
      if (!world) continue;
      for (const c of containersOf(world).values()) if (c.kind === 'furnace') tickFurnace(ctx, c);
    }
  });
}
