/** `reward/…`: a `reward_cfg` or `milestone_reward_cfg` entry that does not count what the task means. */
import { defineFamily } from './define';

export const REWARD_FAMILY = defineFamily('reward', { title: 'Reward entries' }, {
  unknownEvent: {
    severity: 'error',
    summary: 'An `event` MineStudio does not know.',
    explanation: 'MineStudio maps each event (mine_block, craft_item, pickup, kill_entity, use_item, custom, …) to a Minecraft statistic; an unknown one is never counted.',
    wrong: `reward_cfg:
  - event: kill_mob
    identity: kill_zombie
    objects: [zombie]
    reward: 1
    max_reward_times: 1`,
    right: `reward_cfg:
  - event: kill_entity
    identity: kill_zombie
    objects: [zombie]
    reward: 1
    max_reward_times: 1`,
    fix: 'Use the suggested event (quick fix).',
  },
  unknownStatistic: {
    severity: 'error',
    summary: 'A `custom` entry names no minecraft:custom statistic.',
    explanation: 'The `custom` event watches the statistics of minecraft:custom (jump, walk_one_cm, …); another name is never counted.',
    wrong: `reward_cfg:
  - event: custom
    identity: do_jumps
    objects: [jumps]
    reward: 1
    max_reward_times: 1`,
    right: `reward_cfg:
  - event: custom
    identity: do_jump
    objects: [jump]
    reward: 1
    max_reward_times: 1`,
    fix: 'Use the suggested statistic (quick fix).',
  },
  duplicateIdentity: {
    severity: 'error',
    summary: 'Two entries of one list share an `identity`.',
    explanation: 'Payouts are counted per identity, so the two entries share one count and one of them can never pay.',
    wrong: `reward_cfg:
  - event: craft_item
    identity: step
    objects: [ladder]
    reward: 1
    max_reward_times: 1
  - event: kill_entity
    identity: step
    objects: [spider]
    reward: 1
    max_reward_times: 1`,
    right: `reward_cfg:
  - event: craft_item
    identity: craft_ladder
    objects: [ladder]
    reward: 1
    max_reward_times: 1
  - event: kill_entity
    identity: kill_spider
    objects: [spider]
    reward: 1
    max_reward_times: 1`,
    fix: 'Give each entry its own identity.',
  },
  dropsOther: {
    severity: 'warning',
    summary: 'The block mined drops something else (or the reward watches the drop instead of the block).',
    explanation: 'Mining diamond_ore drops diamond, stone drops cobblestone: a pickup of the block never counts, and mine_block counts the block mined, not its drop. Information when the other item might still come from elsewhere.',
    wrong: `text: mine diamond ore
reward_cfg:
  - event: pickup
    identity: get_diamond_ore
    objects: [diamond_ore]
    reward: 1
    max_reward_times: 1`,
    right: `text: mine diamond ore
reward_cfg:
  - event: mine_block
    identity: mine_diamond_ore
    objects: [diamond_ore]
    reward: 1
    max_reward_times: 1`,
    fix: 'Reward pickup of the drop, or mine_block of the block, as the message says.',
  },
  pickupMissesCrafting: {
    severity: 'information',
    summary: 'A pickup entry for an item the agent crafts or smelts.',
    explanation: 'Taking an item out of a crafting grid or furnace moves minecraft:crafted, not minecraft:picked_up. Warning when the instruction asks to craft or smelt it.',
    wrong: `text: craft a furnace
reward_cfg:
  - event: pickup
    identity: get_furnace
    objects: [furnace]
    reward: 1
    max_reward_times: 1`,
    right: `text: craft a furnace
reward_cfg:
  - event: craft_item
    identity: craft_furnace
    objects: [furnace]
    reward: 1
    max_reward_times: 1`,
    fix: 'Reward it with craft_item.',
  },
  useCountsPlacing: {
    severity: 'information',
    summary: 'A use_item entry for a block item: it counts placing it, not using it.',
    explanation: 'minecraft:used moves for a bed or chest only when it is placed, not when the agent sleeps in or opens it. Warning when the instruction asks for the use.',
    wrong: `text: sleep in a bed
reward_cfg:
  - event: use_item
    identity: use_red_bed
    objects: [red_bed]
    reward: 1
    max_reward_times: 1`,
    right: `text: place a bed
reward_cfg:
  - event: use_item
    identity: use_red_bed
    objects: [red_bed]
    reward: 1
    max_reward_times: 1`,
    fix: 'Judge the use from video, or reward what the use produces.',
  },
  leadNotCounted: {
    severity: 'information',
    summary: 'A use_item entry for `lead` does not count leashing a mob.',
    explanation: 'Vanilla awards minecraft:used for a lead only when it ties leashed mobs to a fence. Warning when the instruction asks to leash.',
    wrong: `text: put a lead on the cow
reward_cfg:
  - event: use_item
    identity: use_lead
    objects: [lead]
    reward: 1
    max_reward_times: 1`,
    right: `text: put a lead on the cow
custom_init_commands:
  - /give @s minecraft:lead 1`,
    fix: 'Leave the leashing to the video judge (no use_item entry for the lead), or ask for tying the mob to a fence.',
  },
  treeInvalid: {
    severity: 'warning',
    summary: 'The `task_tree` key cannot be read as a tree of tasks.',
    explanation: 'Verification reads `task_tree` (an `and`/`or` of parts, each a task text and the reward identities that show it done, at least two parts to a branch) to combine the reward entries; until it is fixed they are read as one AND.',
    wrong: `task_tree:
  or: [{task: kill a spider, rewards: [kill_spider]}]`,
    right: `task_tree:
  or:
  - {task: craft a ladder, rewards: [craft_ladder]}
  - {task: kill a spider, rewards: [kill_spider]}`,
    fix: 'Correct the tree as the message says.',
  },
  treeUnknownIdentity: {
    severity: 'warning',
    summary: 'A part of `task_tree` names an identity no reward entry has.',
    explanation: 'That part can never be verified, so the tree cannot be satisfied through it.',
    wrong: `task_tree:
  or:
  - {task: craft a ladder, rewards: [craft_ladder]}
  - {task: kill a spider, rewards: [slay_spider]}
reward_cfg:
  - {event: craft_item, identity: craft_ladder, objects: [ladder], reward: 1, max_reward_times: 1}
  - event: kill_entity
    identity: kill_spider
    objects: [spider]
    reward: 1
    max_reward_times: 1`,
    right: `task_tree:
  or:
  - {task: craft a ladder, rewards: [craft_ladder]}
  - {task: kill a spider, rewards: [kill_spider]}
reward_cfg:
  - {event: craft_item, identity: craft_ladder, objects: [ladder], reward: 1, max_reward_times: 1}
  - event: kill_entity
    identity: kill_spider
    objects: [spider]
    reward: 1
    max_reward_times: 1`,
    fix: 'Use the identity of a reward entry (renaming one renames both with F2).',
  },
});

export const REWARD = REWARD_FAMILY.codes;
