/** Model answers used by the generation tests (what a fake model "writes"). */

export const GOOD_FURNACE = `text: craft a furnace
thinking: A furnace takes 8 cobblestone on a 3x3 grid, so the agent gets a crafting table and spare cobblestone.
custom_init_commands:
- /give @s minecraft:cobblestone 16
- /give @s minecraft:crafting_table 1
reward_cfg:
- event: craft_item
  identity: craft_furnace
  objects:
  - furnace
  reward: 1.0
  max_reward_times: 1
`;

/** Same file with a misspelt id the validator must reject. */
export const FURNACE_WITH_UNKNOWN_ID = GOOD_FURNACE.replace('/give @s minecraft:crafting_table 1', '/give @s minecraft:crafting_table 1\n- /give @s minecraft:oak_plank 64');

export const fenced = (yaml: string, before = '', after = '') => `${before}\`\`\`yaml\n${yaml}\`\`\`\n${after}`;

export const CRITERIA_OK = `**Task Progress: how far the agent got towards a furnace**
- The agent opens the crafting table.
- The agent places eight cobblestone in a ring.
**Action Control: purposeful movement**
- No aimless walking or jumping.
**Error Recognition and Correction: noticing mistakes**
- If the pattern is wrong, the agent rearranges it.
**Creative Attempts: trying other ways**
- Uses the inventory grid first, then realises a table is needed.
**Task Completion Efficiency: speed**
- Finishes within a minute.
**Material Selection and Usage: right items**
- Uses cobblestone, not dirt or planks.
`;

/** Criteria with the "Creative Attempts" section left out. */
export const CRITERIA_MISSING_CREATIVE = CRITERIA_OK.replace(/\*\*Creative Attempts[^\n]*\n- [^\n]*\n/, '');
