/**
 * Vanilla 1.16.5's harvest rule: a block that lists harvest tools (stone and ores need a pickaxe,
 * snow blocks a shovel) drops only when broken with one of them; any other block drops whatever
 * breaks it. The embedded server's strict mode goes further and refuses such a dig (plugins/digging.ts),
 * so the agent's paths do not plan one either (agent/movements.ts).
 */

/** True when an item of type `itemType` (null: the bare hand) harvests a block with these harvest tools (prismarine's map of item type ids). */
export function harvestsWith(harvestTools: Record<string, unknown> | undefined | null, itemType: number | null | undefined): boolean {
  if (!harvestTools) return true;
  return itemType !== null && itemType !== undefined && !!harvestTools[String(itemType)];
}
