/**
 * `feasibility/…`: the task as written cannot be done, or not the way its
 * text and rewards say. These are judged statically from the init commands
 * (the scene), the instruction and the reward entries, assuming the agent
 * gathers nothing from the world unless the finding says otherwise.
 */
import { defineFamily } from './define';

const SUMMON_NEAR = 'Summon or place what the task needs within a few blocks of the agent.';

export const FEASIBILITY_FAMILY = defineFamily('feasibility', { title: 'Feasibility' }, {
  buriedAgent: {
    severity: 'warning',
    summary: 'A /fill or /setblock puts solid blocks where the agent stands.',
    explanation: 'The agent spawns inside the blocks, takes suffocation damage and cannot move.',
    wrong: `custom_init_commands:
  - /fill ~-3 ~ ~-3 ~3 ~2 ~3 minecraft:stone`,
    right: `custom_init_commands:
  - /fill ~-3 ~-1 ~-3 ~3 ~3 ~3 minecraft:stone outline`,
    fix: 'Leave the agent\'s two blocks free: start the fill at ~1 or below ~-1, use `outline` with the agent inside, or fill with air.',
  },
  tpIntoBlocks: {
    severity: 'warning',
    summary: 'A teleport puts the agent\'s feet or head inside a solid block.',
    explanation: 'The agent suffocates and may not move.',
    wrong: `custom_init_commands:
  - /setblock ~5 ~ ~ minecraft:stone
  - /tp @s ~5 ~ ~`,
    right: `custom_init_commands:
  - /setblock ~5 ~ ~ minecraft:stone
  - /tp @s ~5 ~1 ~`,
    fix: 'Teleport it to free cells.',
  },
  lethalSetup: {
    severity: 'warning',
    summary: 'An init command kills the agent before it can act.',
    explanation: 'Instant damage or wither effects it does not survive, a teleport into the void or to a lethal height, lava where it stands, or /kill of the agent end the episode at its start.',
    wrong: `custom_init_commands:
  - /effect give @s minecraft:instant_damage 1 5`,
    right: `custom_init_commands:
  - /effect give @s minecraft:slowness 30 1`,
    fix: 'Remove or weaken the command the message names.',
  },
  targetGiven: {
    severity: 'warning',
    summary: 'The init commands give the agent the item the task asks it to get or make.',
    explanation: 'The agent could skip the task, the reward for the given copy is not counted, and a judge sees the item whether or not it was made.',
    wrong: `custom_init_commands:
  - /give @s minecraft:furnace 1
text: craft a furnace
reward_cfg:
  - {event: craft_item, identity: craft_furnace, objects: [furnace], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /give @s minecraft:cobblestone 8
  - /give @s minecraft:crafting_table 1
text: craft a furnace
reward_cfg:
  - {event: craft_item, identity: craft_furnace, objects: [furnace], reward: 1, max_reward_times: 1}`,
    fix: 'Give the ingredients, not the target.',
  },
  fromScratchGivesItems: {
    severity: 'warning',
    summary: 'A from-scratch task hands out items.',
    explanation: 'A from-scratch task starts with an empty inventory and milestones that lead from nothing to the goal; a /give skips part of that.',
    wrong: `text: mine a diamond from scratch
custom_init_commands:
  - /give @s minecraft:iron_pickaxe 1`,
    right: `text: mine a diamond from scratch
custom_init_commands:
  - /time set day`,
    fix: 'Remove the command; set the scene only (trees, stone, ores, mobs).',
  },
  noRecipe: {
    certainty: 'proof',
    severity: 'warning',
    summary: 'A craft target with no crafting or smelting recipe.',
    explanation: 'craft_item watches minecraft:crafted, which moves only for items made by a recipe; an item without one (a diamond, a saddle) is never counted.',
    wrong: `reward_cfg:
  - {event: craft_item, identity: craft_saddle, objects: [saddle], reward: 1, max_reward_times: 1}`,
    right: `reward_cfg:
  - {event: craft_item, identity: craft_leather_horse_armor, objects: [leather_horse_armor], reward: 1, max_reward_times: 1}`,
    fix: 'Reward it with pickup (after trading, looting or mining), or ask for something craftable.',
  },
  noCraftingTable: {
    severity: 'warning',
    summary: 'A 3×3 recipe with no crafting table available.',
    explanation: 'The agent\'s own 2×2 grid cannot make it; no table is given, placed, or craftable from the agent\'s planks.',
    wrong: `custom_init_commands:
  - /give @s minecraft:cobblestone 8
reward_cfg:
  - {event: craft_item, identity: craft_furnace, objects: [furnace], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /give @s minecraft:cobblestone 8
  - /give @s minecraft:crafting_table 1
reward_cfg:
  - {event: craft_item, identity: craft_furnace, objects: [furnace], reward: 1, max_reward_times: 1}`,
    fix: 'Give a crafting table (quick fix) or planks to make one.',
  },
  missingIngredients: {
    severity: 'warning',
    summary: 'The agent lacks ingredients for the item it must craft or smelt.',
    explanation: 'Counting what it can craft from its items (and gathering nothing from the world), the recipe cannot be completed.',
    wrong: `custom_init_commands:
  - /give @s minecraft:cobblestone 4
  - /give @s minecraft:crafting_table 1
reward_cfg:
  - {event: craft_item, identity: craft_furnace, objects: [furnace], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /give @s minecraft:cobblestone 8
  - /give @s minecraft:crafting_table 1
reward_cfg:
  - {event: craft_item, identity: craft_furnace, objects: [furnace], reward: 1, max_reward_times: 1}`,
    fix: 'Give the ingredients in surplus (quick fix).',
  },
  noFurnace: {
    severity: 'warning',
    summary: 'A smelting target with no furnace available.',
    explanation: 'Smelting needs a furnace; none is given, placed, or craftable from what the agent has.',
    wrong: `custom_init_commands:
  - /give @s minecraft:iron_ore 3
  - /give @s minecraft:coal 3
reward_cfg:
  - {event: craft_item, identity: craft_iron_ingot, objects: [iron_ingot], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /give @s minecraft:iron_ore 3
  - /give @s minecraft:coal 3
  - /give @s minecraft:furnace 1
reward_cfg:
  - {event: craft_item, identity: craft_iron_ingot, objects: [iron_ingot], reward: 1, max_reward_times: 1}`,
    fix: 'Give a furnace (quick fix).',
  },
  noFuel: {
    severity: 'warning',
    summary: 'A smelting target with no fuel for the furnace.',
    explanation: 'A furnace burns coal, charcoal, wood and the like; the agent has none.',
    wrong: `custom_init_commands:
  - /give @s minecraft:iron_ore 3
  - /give @s minecraft:furnace 1
reward_cfg:
  - {event: craft_item, identity: craft_iron_ingot, objects: [iron_ingot], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /give @s minecraft:iron_ore 3
  - /give @s minecraft:furnace 1
  - /give @s minecraft:coal 8
reward_cfg:
  - {event: craft_item, identity: craft_iron_ingot, objects: [iron_ingot], reward: 1, max_reward_times: 1}`,
    fix: 'Give coal (quick fix).',
  },
  noHarvestTool: {
    severity: 'warning',
    summary: 'A block to mine that the agent cannot harvest with what it has.',
    explanation: 'Minecraft counts a mined block only when the tool harvests it (iron ore needs a stone pickaxe or better); some blocks cannot be mined in survival at all. Information when the agent can craft the tool from its items.',
    wrong: `custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:iron_ore
reward_cfg:
  - {event: mine_block, identity: mine_iron_ore, objects: [iron_ore], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:iron_ore
  - /give @s minecraft:stone_pickaxe 1
reward_cfg:
  - {event: mine_block, identity: mine_iron_ore, objects: [iron_ore], reward: 1, max_reward_times: 1}`,
    fix: 'Give a tool that harvests it (quick fix).',
  },
  blockAbsent: {
    severity: 'information',
    summary: 'A block to mine that no command places and that is not common near a spawn.',
    explanation: 'The world\'s natural blocks are unknown; stone, dirt, logs and common ores are assumed, others may not be near the agent.',
    wrong: `reward_cfg:
  - {event: mine_block, identity: mine_emerald_ore, objects: [emerald_ore], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:emerald_ore
reward_cfg:
  - {event: mine_block, identity: mine_emerald_ore, objects: [emerald_ore], reward: 1, max_reward_times: 1}`,
    fix: 'Place some with /setblock or /fill.',
    illustrative: 'whether a block counts as absent depends on the reward list and the blocks assumed near a spawn',
  },
  noSource: {
    severity: 'warning',
    summary: 'Nothing in the scene yields an item the task needs.',
    explanation: 'The agent has none, cannot craft it, no placed block or summoned mob drops it, and it is not a drop of the natural blocks assumed near the spawn (or: a bow without arrows never counts as used).',
    wrong: `custom_init_commands:
  - /give @s minecraft:bow 1
reward_cfg:
  - {event: use_item, identity: use_bow, objects: [bow], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /give @s minecraft:bow 1
  - /give @s minecraft:arrow 32
reward_cfg:
  - {event: use_item, identity: use_bow, objects: [bow], reward: 1, max_reward_times: 1}`,
    fix: 'Give the item or place its source near the agent (quick fix when it is one item).',
  },
  entityAbsent: {
    severity: 'warning',
    summary: 'A mob to kill that no command summons and that may not be near the agent.',
    explanation: 'Dark-spawning hostiles do not appear by day, rare mobs live in particular biomes, some mobs never spawn by themselves. Information when it is likely to be around (common animals, night).',
    wrong: `text: kill a zombie
reward_cfg:
  - {event: kill_entity, identity: kill_zombie, objects: [zombie], reward: 1, max_reward_times: 1}`,
    right: `text: kill a zombie
custom_init_commands:
  - /summon minecraft:zombie ~3 ~ ~
reward_cfg:
  - {event: kill_entity, identity: kill_zombie, objects: [zombie], reward: 1, max_reward_times: 1}`,
    fix: 'Summon it within 4 blocks (quick fix).',
  },
  summonDistance: {
    severity: 'warning',
    summary: 'A mob summoned far from the agent.',
    explanation: 'The agent may not see it at the start. Information when it is only a little farther than the usual 3–6 blocks.',
    wrong: `custom_init_commands:
  - /summon minecraft:sheep ~20 ~ ~`,
    right: `custom_init_commands:
  - /summon minecraft:sheep ~4 ~ ~`,
    fix: 'Summon mobs within about 4–6 blocks (quick fix).',
  },
  outOfReach: {
    severity: 'information',
    summary: 'A block to mine placed higher than the agent can reach, with nothing to climb on.',
    explanation: 'The agent reaches about 4.5 blocks; it needs blocks or ladders to build up.',
    wrong: `custom_init_commands:
  - /setblock ~1 ~8 ~ minecraft:oak_log
reward_cfg:
  - {event: mine_block, identity: mine_oak_log, objects: [oak_log], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /setblock ~1 ~1 ~ minecraft:oak_log
reward_cfg:
  - {event: mine_block, identity: mine_oak_log, objects: [oak_log], reward: 1, max_reward_times: 1}`,
    fix: 'Place it lower, or give blocks or ladders.',
  },
  notSummonable: {
    severity: 'warning',
    summary: '/summon of something that is not an entity (a tree, a block).',
    explanation: '/summon creates entities only; blocks are placed with /setblock or /fill.',
    wrong: `custom_init_commands:
  - /summon minecraft:oak_tree ~3 ~ ~`,
    right: `custom_init_commands:
  - /fill ~3 ~ ~ ~3 ~4 ~ minecraft:oak_log`,
    fix: 'Place it with /setblock or /fill (quick fix).',
  },
  itemOverwritten: {
    severity: 'warning',
    summary: 'A /replaceitem or init_inventory entry overwrites a stack given before.',
    explanation: '/give fills the hotbar from slot 0; a later /replaceitem (or init_inventory, which runs after the commands) into that slot destroys the stack.',
    wrong: `custom_init_commands:
  - /give @s minecraft:oak_log 16
  - /replaceitem entity @s hotbar.0 minecraft:stone_axe`,
    right: `custom_init_commands:
  - /replaceitem entity @s hotbar.0 minecraft:stone_axe
  - /give @s minecraft:oak_log 16`,
    fix: 'Run the /replaceitem first, or use another slot (e.g. hotbar.8).',
  },
  blockOverwritten: {
    severity: 'warning',
    summary: 'A later command replaces a block an earlier one placed.',
    explanation: 'The first block is gone when the task starts.',
    wrong: `custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:iron_ore
  - /fill ~1 ~ ~-1 ~3 ~ ~1 minecraft:stone`,
    right: `custom_init_commands:
  - /fill ~1 ~ ~-1 ~3 ~ ~1 minecraft:stone
  - /setblock ~2 ~ ~ minecraft:iron_ore`,
    fix: 'Use another position, or reorder the commands.',
  },
  unsupportedBlock: {
    severity: 'warning',
    summary: 'A placed block that needs support it does not have.',
    explanation: 'Torches, flowers, sand on air, item frames on no wall and the like drop as items at the first block update.',
    wrong: `custom_init_commands:
  - /setblock ~2 ~3 ~ minecraft:torch`,
    right: `custom_init_commands:
  - /setblock ~2 ~2 ~ minecraft:stone
  - /setblock ~2 ~3 ~ minecraft:torch`,
    fix: 'Place the supporting block first.',
  },
  golemPattern: {
    severity: 'warning',
    summary: 'Placed blocks complete an iron or snow golem pattern.',
    explanation: 'Vanilla turns the blocks into a golem at once, so they are gone when the task starts.',
    wrong: `custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:snow_block
  - /setblock ~2 ~1 ~ minecraft:snow_block
  - /setblock ~2 ~2 ~ minecraft:carved_pumpkin`,
    right: `custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:snow_block
  - /setblock ~2 ~1 ~ minecraft:snow_block`,
    fix: 'Place the head before the body, or leave it for the agent.',
  },
  undeadBurns: {
    severity: 'warning',
    summary: 'An undead mob without a helmet, in daylight.',
    explanation: 'Zombies and skeletons burn in sunlight within seconds, so the agent may find none.',
    wrong: `custom_init_commands:
  - /time set day
  - /summon minecraft:zombie ~3 ~ ~`,
    right: `custom_init_commands:
  - /time set night
  - /summon minecraft:zombie ~3 ~ ~`,
    fix: 'Set night, give it a helmet, or summon it in shade.',
  },
  peacefulDespawn: {
    severity: 'warning',
    summary: 'Hostile mobs summoned while the difficulty is peaceful.',
    explanation: 'Vanilla removes every hostile mob at once on peaceful.',
    wrong: `custom_init_commands:
  - /difficulty peaceful
  - /summon minecraft:zombie ~3 ~ ~`,
    right: `custom_init_commands:
  - /difficulty easy
  - /summon minecraft:zombie ~3 ~ ~`,
    fix: 'Use easy or higher, or leave out /difficulty.',
  },
  villagerLosesJob: {
    severity: 'information',
    summary: 'A summoned villager with a profession but no experience and no work site.',
    explanation: 'A level-1 villager with no Xp loses its profession (and offers) in its first ticks unless its work site is within 48 blocks.',
    wrong: `text: trade with the armorer for an iron helmet
custom_init_commands:
  - /summon minecraft:villager ~3 ~ ~ {VillagerData:{profession:"minecraft:armorer",level:1}}`,
    right: `text: trade with the armorer for an iron helmet
custom_init_commands:
  - /summon minecraft:villager ~3 ~ ~ {VillagerData:{profession:"minecraft:armorer",level:1},Xp:1}`,
    fix: 'Add Xp:1 to its NBT, or place its work site next to it.',
  },
  targetInvulnerable: {
    certainty: 'likely',
    severity: 'warning',
    summary: 'A mob to kill that is summoned invulnerable.',
    explanation: 'With Invulnerable:1b (or in a state nothing the agent does can hurt), only the void and /kill harm it, so it can never be killed.',
    wrong: `custom_init_commands:
  - /summon minecraft:zombie ~3 ~ ~ {Invulnerable:1b}
reward_cfg:
  - {event: kill_entity, identity: kill_zombie, objects: [zombie], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /summon minecraft:zombie ~3 ~ ~
reward_cfg:
  - {event: kill_entity, identity: kill_zombie, objects: [zombie], reward: 1, max_reward_times: 1}`,
    fix: 'Remove the protection, or summon another one without it.',
  },
  itemNeverPickedUp: {
    certainty: 'likely',
    severity: 'warning',
    summary: 'An item on the ground that can never be picked up.',
    explanation: 'PickupDelay:32767 is never counted down, so the item stays on the ground. Information when the world may have the item elsewhere.',
    wrong: `text: pick up the diamond
custom_init_commands:
  - /summon minecraft:item ~2 ~ ~ {Item:{id:"minecraft:diamond",Count:1b},PickupDelay:32767}
reward_cfg:
  - {event: pickup, identity: get_diamond, objects: [diamond], reward: 1, max_reward_times: 1}`,
    right: `text: pick up the diamond
custom_init_commands:
  - /summon minecraft:item ~2 ~ ~ {Item:{id:"minecraft:diamond",Count:1b}}
reward_cfg:
  - {event: pickup, identity: get_diamond, objects: [diamond], reward: 1, max_reward_times: 1}`,
    fix: 'Leave out PickupDelay, or use a small one (in ticks).',
  },
  noTileDrops: {
    certainty: 'likely',
    severity: 'warning',
    summary: 'doTileDrops is false, so mined blocks drop nothing to pick up.',
    explanation: 'A pickup target that can only come from mining is never picked up (a mine_block entry would still count).',
    wrong: `custom_init_commands:
  - /gamerule doTileDrops false
reward_cfg:
  - {event: pickup, identity: get_cobblestone, objects: [cobblestone], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /gamerule doTileDrops true
reward_cfg:
  - {event: pickup, identity: get_cobblestone, objects: [cobblestone], reward: 1, max_reward_times: 1}`,
    fix: 'Remove the gamerule, or reward mine_block.',
  },
  adventureMode: {
    certainty: 'proof',
    severity: 'warning',
    summary: 'The agent is put in adventure mode, but the task needs it to break or place blocks.',
    explanation: 'In adventure mode a block can be broken only with an item whose CanDestroy lists it, and placed only on blocks its CanPlaceOn lists.',
    wrong: `custom_init_commands:
  - /gamemode adventure @s
reward_cfg:
  - {event: mine_block, identity: mine_oak_log, objects: [oak_log], reward: 1, max_reward_times: 1}`,
    right: `custom_init_commands:
  - /gamemode survival @s
reward_cfg:
  - {event: mine_block, identity: mine_oak_log, objects: [oak_log], reward: 1, max_reward_times: 1}`,
    fix: 'Use survival mode, or give tools with CanDestroy.',
  },
  milestoneUnreachable: {
    severity: 'warning',
    summary: 'A milestone that cannot be reached in order.',
    explanation: 'With the items of the milestones before it, this one cannot be done (a warning when not even after gathering natural blocks; information when the agent must first gather things no milestone rewards).',
    wrong: `text: mine a log, then craft a crafting table
milestone_reward_cfg:
  - {event: craft_item, identity: craft_crafting_table, objects: [crafting_table], reward: 1, max_reward_times: 1}
  - {event: mine_block, identity: mine_oak_log, objects: [oak_log], reward: 1, max_reward_times: 1}`,
    right: `text: mine a log, then craft a crafting table
milestone_reward_cfg:
  - {event: mine_block, identity: mine_oak_log, objects: [oak_log], reward: 1, max_reward_times: 1}
  - {event: craft_item, identity: craft_crafting_table, objects: [crafting_table], reward: 1, max_reward_times: 1}`,
    fix: 'Reorder the milestones, or add the missing step before it.',
  },
  textNotInScene: {
    severity: 'information',
    summary: 'The instruction names something no command provides.',
    explanation: 'The agent must find it in the world. A warning when a normal world does not have it near the spawn and the agent cannot make it.',
    wrong: `text: shear the pink sheep
custom_init_commands:
  - /give @s minecraft:shears 1`,
    right: `text: shear the pink sheep
custom_init_commands:
  - /give @s minecraft:shears 1
  - /summon minecraft:sheep ~3 ~ ~ {Color:6}`,
    fix: `Provide it, or reword the instruction. ${SUMMON_NEAR}`,
  },
  stationMissing: {
    severity: 'warning',
    summary: 'Enchanting or brewing without the table or stand.',
    explanation: 'Enchanting tables and brewing stands do not generate in the overworld, and the agent cannot make one from its items.',
    wrong: `text: enchant a sword
custom_init_commands:
  - /give @s minecraft:iron_sword 1`,
    right: `text: enchant a sword
custom_init_commands:
  - /give @s minecraft:iron_sword 1
  - /setblock ~2 ~ ~ minecraft:enchanting_table`,
    fix: 'Place one near the agent.',
  },
  enchantNoLevels: {
    severity: 'warning',
    summary: 'Enchanting with no experience levels.',
    explanation: 'The cheapest enchantment needs at least 1 level; the agent starts at 0. Information when it can earn levels from the scene.',
    wrong: `text: enchant a sword
custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:enchanting_table`,
    right: `text: enchant a sword
custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:enchanting_table
  - /xp add @s 5 levels`,
    fix: 'Give levels with /xp.',
  },
  enchantNoLapis: {
    severity: 'information',
    summary: 'Enchanting with no lapis lazuli.',
    explanation: 'Enchanting at a table takes 1–3 lapis lazuli in survival.',
    wrong: `text: enchant a sword
custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:enchanting_table`,
    right: `text: enchant a sword
custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:enchanting_table
  - /give @s minecraft:lapis_lazuli 16`,
    fix: 'Give some with `/give @s minecraft:lapis_lazuli 16`.',
  },
  brewNoFuel: {
    severity: 'warning',
    summary: 'Brewing with no blaze powder for the stand.',
    explanation: 'A brewing stand burns blaze powder (since 1.9), and blazes live in the Nether.',
    wrong: `text: brew a potion of swiftness
custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:brewing_stand`,
    right: `text: brew a potion of swiftness
custom_init_commands:
  - /setblock ~2 ~ ~ minecraft:brewing_stand{Fuel:20b}`,
    fix: 'Give blaze powder, or place the stand with fuel.',
  },
  brewNoWart: {
    severity: 'warning',
    summary: 'Brewing a potion that needs nether wart, with none given.',
    explanation: 'Most potions are brewed from an awkward potion (water bottle + nether wart), and nether wart grows in Nether fortresses.',
    wrong: `text: brew a potion of swiftness
custom_init_commands:
  - /give @s minecraft:sugar 4`,
    right: `text: brew a potion of swiftness
custom_init_commands:
  - /give @s minecraft:sugar 4
  - /give @s minecraft:nether_wart 4`,
    fix: 'Give nether wart, or give awkward potions.',
  },
  buildMaterials: {
    severity: 'warning',
    summary: 'Too few blocks for what the instruction asks to build.',
    explanation: 'The commands give fewer than the build takes, and the agent cannot make the rest from its items. Information when it might gather them nearby.',
    wrong: `text: build a pillar 5 blocks high
custom_init_commands:
  - /give @s minecraft:cobblestone 2`,
    right: `text: build a pillar 5 blocks high
custom_init_commands:
  - /give @s minecraft:cobblestone 8`,
    fix: 'Give enough blocks.',
    illustrative: 'the instruction must name a structure the build reader measures; the example shortens it',
  },
  alreadyBuilt: {
    severity: 'warning',
    summary: 'The init commands already build what the instruction asks for.',
    explanation: 'The task is done before the agent acts.',
    wrong: `text: build a pillar 3 blocks high
custom_init_commands:
  - /fill ~2 ~ ~ ~2 ~2 ~ minecraft:cobblestone`,
    right: `text: build a pillar 3 blocks high
custom_init_commands:
  - /give @s minecraft:cobblestone 8`,
    fix: 'Leave the structure out, or ask for something the agent must build.',
  },
  boatTooSmall: {
    certainty: 'proof',
    severity: 'warning',
    summary: 'A mob to seat in a boat that does not fit.',
    explanation: 'Vanilla pushes mobs wider than a boat\'s seat away instead of seating them.',
    wrong: `text: put the horse in a boat
custom_init_commands:
  - /summon minecraft:horse ~3 ~ ~`,
    right: `text: put the cow in a boat
custom_init_commands:
  - /summon minecraft:cow ~3 ~ ~`,
    fix: 'Use a narrower mob (a cow, a pig, a llama) or a baby one.',
  },
  provedImpossible: {
    certainty: 'proof',
    severity: 'warning',
    summary: 'A goal that vanilla 1.16.5 rules out from this setup, in any world.',
    explanation: 'The static proofs verify answers "not verified" with: no recipe and no in-world way to make it, an item never given and not obtainable, a target out of reach or sealed away, a scene that rules the goal out (no sleeping while the sun never sets, no zombie on peaceful), no experience and no source of it, a trade no villager here offers. Shown where no other check already warns on the same words.',
    wrong: `custom_init_commands:
  - /gamerule doDaylightCycle false
  - /gamerule doWeatherCycle false
  - /time set noon
  - /weather clear
  - /give @s minecraft:red_bed 1
text: place the bed and sleep in it`,
    right: `custom_init_commands:
  - /gamerule doDaylightCycle false
  - /gamerule doWeatherCycle false
  - /time set 13000
  - /weather clear
  - /give @s minecraft:red_bed 1
text: place the bed and sleep in it`,
    fix: 'Change the setup so the goal can be reached, or ask for something else.',
  },
  notLeashable: {
    certainty: 'proof',
    severity: 'warning',
    summary: 'A mob to put on a lead that cannot take one in 1.16.5.',
    explanation: 'Villagers, hostile mobs and some others cannot be leashed.',
    wrong: `text: put a lead on the villager`,
    right: `text: put a lead on the cow`,
    fix: 'Ask for a mob that takes a lead (a cow, a wolf, a llama, …).',
  },
});

export const FEASIBILITY = FEASIBILITY_FAMILY.codes;
