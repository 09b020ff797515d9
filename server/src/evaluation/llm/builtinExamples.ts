/**
 * Few-shot examples used when the user's workspace has no task files to show
 * the model. Written for this project; each one is a complete, valid 1.16.5
 * task in the MCU format.
 */
export interface FewShotExample {
  /** The atomic task the example answers. */
  task: string;
  mode: 'simple' | 'hard';
  yaml: string;
}

export const BUILTIN_EXAMPLES: FewShotExample[] = [
  {
    task: 'craft a stone pickaxe',
    mode: 'simple',
    yaml: `text: craft a stone pickaxe
thinking: A stone pickaxe needs 3 cobblestone and 2 sticks on a 3x3 grid, so a crafting table is given; extra material covers miscounts.
custom_init_commands:
- /give @s minecraft:cobblestone 8
- /give @s minecraft:stick 6
- /give @s minecraft:crafting_table 1
reward_cfg:
- event: craft_item
  identity: craft_stone_pickaxe
  objects:
  - stone_pickaxe
  reward: 1.0
  max_reward_times: 1
`,
  },
  {
    task: 'hunt a cow',
    mode: 'simple',
    yaml: `text: hunt a cow
thinking: An iron sword makes the kill quick; two cows close to the agent so one is always in reach.
custom_init_commands:
- /replaceitem entity @s weapon.mainhand minecraft:iron_sword
- /summon minecraft:cow ~3 ~ ~
- /summon minecraft:cow ~-2 ~ ~2
- /time set day
reward_cfg:
- event: kill_entity
  identity: kill_cow
  objects:
  - cow
  reward: 1.0
  max_reward_times: 1
`,
  },
  {
    task: 'mine gold ore',
    mode: 'hard',
    yaml: `text: mine gold ore
thinking: Gold ore needs an iron pickaxe or better. For hard mode there is night, rain, a zombie as a distractor, junk in the inventory and only a small patch of ore; night vision keeps the ore visible.
custom_init_commands:
- /give @s minecraft:iron_pickaxe 1
- /give @s minecraft:dirt 32
- /give @s minecraft:wheat_seeds 10
- /setblock ~2 ~ ~1 minecraft:gold_ore
- /setblock ~3 ~ ~1 minecraft:gold_ore
- /time set midnight
- /weather rain
- /effect give @s minecraft:night_vision 99999 0 true
- /summon minecraft:zombie ~-3 ~ ~-2
reward_cfg:
- event: mine_block
  identity: mine_gold_ore
  objects:
  - gold_ore
  reward: 1.0
  max_reward_times: 1
`,
  },
];
