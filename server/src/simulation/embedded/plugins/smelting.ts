/**
 * Furnace recipes and fuel values, read from the same hand-kept table the
 * static checker uses (server/tools/static/smelting.json, shipped in the
 * registry data), so the server and the checker never disagree.
 * Cook time is vanilla's 200 ticks (10 s) per item in a furnace.
 */
import { getRegistry } from '../../../vanilla/registry';

export { FURNACE_COOK_TICKS as COOK_TICKS } from '../../../vanilla/furnaces';

let byInput: Map<string, string> | undefined;

/** The item a furnace makes from `input`, if any. */
export function smeltingResult(input: string): string | undefined {
  if (!byInput) {
    byInput = new Map();
    for (const [result, inputs] of getRegistry('1.16.5').smelting) for (const i of inputs) if (!byInput.has(i)) byInput.set(i, result);
  }
  return byInput.get(input);
}

/** Fuel burn time in ticks (0 for what does not burn). */
export function fuelTicks(name: string): number {
  return getRegistry('1.16.5').fuels.get(name) ?? 0;
}
