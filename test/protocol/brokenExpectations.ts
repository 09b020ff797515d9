/**
 * What each file in examples/broken must report (from the comment at
 * its top): the code, the 0-based line, and the exact token the range covers.
 */
export interface Expected {
  code: string;
  line: number;
  token?: string;
  message?: RegExp;
  severity?: 1 | 2 | 3 | 4;
}

export const BROKEN_EXPECTATIONS: Record<string, Expected[]> = {
  'bad_commands.yaml': [
    { code: 'command/unknown', line: 4, token: 'gve', message: /give/, severity: 1 },
    { code: 'command/number-format', line: 5, token: 'lots', message: /integer/, severity: 1 },
    { code: 'command/newer-syntax', line: 6, token: 'item', message: /replaceitem/, severity: 1 },
    { code: 'command/selector', line: 7, token: 'tpye', message: /type/, severity: 1 },
    { code: 'command/nbt', line: 8, message: /unterminated|expected '}'/i, severity: 1 },
  ],
  'unknown_ids.yaml': [
    { code: 'id/unknown', line: 3, token: 'minecraft:oak_plank', message: /oak_planks/, severity: 1 },
    { code: 'id/unknown', line: 4, token: 'minecraft:zombi', message: /zombie/, severity: 1 },
    { code: 'id/other-version', line: 11, token: 'deepslate_iron_ore', message: /1\.17/, severity: 2 },
  ],
  'bad_reward.yaml': [
    { code: 'reward/unknown-event', line: 7, token: 'kill_mob', message: /kill_entity/, severity: 1 },
    { code: 'id/wrong-kind', line: 14, token: 'iron_sword', message: /item.*not a block|not a block/, severity: 1 },
    { code: 'reward/duplicate-identity', line: 13, token: 'get_it', severity: 1 },
    { code: 'schema/range', line: 15, token: '-1', message: /greater than 0/, severity: 1 },
    { code: 'schema/missing-field', line: 12, message: /max_reward_times/, severity: 1 },
  ],
  'infeasible.yaml': [
    { code: 'feasibility/no-harvest-tool', line: 14, token: 'diamond_ore', message: /iron pickaxe or better.*wooden_pickaxe/, severity: 2 },
    { code: 'feasibility/missing-ingredients', line: 19, token: 'iron_pickaxe', message: /iron_ingot.*stick/, severity: 2 },
    { code: 'feasibility/no-crafting-table', line: 19, token: 'iron_pickaxe', message: /crafting table/, severity: 2 },
    { code: 'feasibility/target-given', line: 6, message: /iron_pickaxe/, severity: 2 },
    { code: 'feasibility/summon-distance', line: 8, message: /30 blocks/, severity: 2 },
    { code: 'feasibility/buried-agent', line: 9, message: /feet.*head/, severity: 2 },
    { code: 'feasibility/block-overwritten', line: 9, message: /diamond_ore/, severity: 2 },
  ],
};

/**
 * Warnings on a "correct" example that are real in vanilla 1.16.5, as
 * `line: code`. compositional/craft_ladder_and_kill_spider.yaml gives 16 sticks
 * (they land in hotbar slot 0, the selected slot) and then
 * `/replaceitem entity @s weapon.mainhand` writes the sword into that same
 * slot: the sticks are destroyed and the ladder cannot be crafted.
 */
export const KNOWN_DEFECTS: Record<string, string[]> = {
  'compositional/craft_ladder_and_kill_spider.yaml': ['3: feasibility/item-overwritten', '9: feasibility/missing-ingredients'],
};
