import taskSchema from '../../../../schemas/task.schema.json';

type SchemaNode = { description?: string; properties?: Record<string, SchemaNode>; $ref?: string; examples?: unknown[] };

const ENTRY_DEFINITIONS: Record<string, 'mobSpawn' | 'inventorySlot' | 'spawnPosition' | undefined> = Object.assign(Object.create(null), {
  summon_mobs: 'mobSpawn',
  init_inventory: 'inventorySlot',
  spawn_positions: 'spawnPosition',
});

/** The schema's description of a key path (['reward_cfg', 0, 'objects']), for hovers and completion docs. */
export function describeKey(path: (string | number)[]): string | undefined {
  const keys = path.filter((p): p is string => typeof p === 'string');
  if (!keys.length) return undefined;
  const top = (taskSchema.properties as Record<string, SchemaNode>)[keys[0]];
  if (!top) return undefined;
  if (keys.length === 1) return top.description;
  if (keys[0] === 'reward_cfg' || keys[0] === 'milestone_reward_cfg') {
    const field = (taskSchema.definitions.rewardEntry.properties as Record<string, SchemaNode>)[keys[1]];
    return field?.description;
  }
  // MineStudio's list keys: the fields of one entry.
  const entry = ENTRY_DEFINITIONS[keys[0]];
  if (entry) return (taskSchema.definitions[entry].properties as Record<string, SchemaNode>)[keys[1]]?.description;
  return undefined;
}
