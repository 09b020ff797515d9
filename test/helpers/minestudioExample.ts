/**
 * Issue 28's example: a task that sets its scene with MineStudio's own keys (two zombies from
 * summon_mobs, a diamond sword from init_inventory, a time limit) and pays for two kills. The parse,
 * reset-step, static-scene, verify and 3D-scene tests all read this one text.
 */
export const MINESTUDIO_EXAMPLE = `custom_init_commands:
- /time set night
text: kill two zombies with your diamond sword
summon_mobs:
- {name: zombie, number: 2, range_x: [-3, 3], range_z: [2, 4]}
init_inventory:
- {slot: 0, type: diamond_sword, quantity: 1}
time_limit: 1200
reward_cfg:
- {event: kill_entity, identity: kill_zombie, objects: [zombie], reward: 1.0, max_reward_times: 2}
`;
