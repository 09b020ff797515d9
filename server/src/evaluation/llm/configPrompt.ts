import type { MeasuredGoal } from './atomicTask';
import type { ChatMessage } from './llmClient';

/** Prompts for task config generation, carrying the MCU paper's rules in our own words. */

export type TaskMode = 'simple' | 'hard';

export interface TaskRequest {
  task: string;
  /** Atomic tasks that must all be done as well. */
  and?: string[];
  /** Alternatives: doing any one of them also counts. */
  or?: string[];
  mode?: TaskMode;
  /** For batches that draft several versions of one task: which one this is. */
  variant?: { index: number; of: number };
  /** From scratch: the agent starts with nothing; the milestones (described in words) are ours, the model sets the scene only. */
  fromScratch?: { milestones: string[] };
}

export const CONFIG_SYSTEM_PROMPT = `You write task files for Minecraft Universe (MCU), a benchmark for Minecraft agents.
A task file is YAML with these keys:
- text: one short instruction for the agent, e.g. "craft a furnace".
- thinking: a few sentences on why the commands set the scene up this way.
- custom_init_commands: a list of Minecraft Java Edition 1.16.5 cheat commands, each a string starting with "/", run in order right after the world resets. @s and @p are the agent.
- reward_cfg: a list of reward entries, one per measurable goal, each with event, identity (unique name), objects (ids without the minecraft: prefix), reward (1.0) and max_reward_times (1).
  Events: craft_item (items crafted or smelted), mine_block (blocks mined), kill_entity (mobs killed), use_item (items used or placed), pickup (items picked up), break_item (tools worn out), custom (a minecraft:custom statistic named in objects, e.g. enchant_item, traded_with_villager, animals_bred, jump).
  A task no statistic measures (find a village, build a castle) has no reward_cfg: it is judged from the video.

Rules for the scene:
1. Give everything the agent needs, in surplus (you may miscount): all ingredients, a tool able to do the job, and a crafting table, furnace (with fuel), brewing stand or enchanting table whenever the task needs one.
2. Never give the target itself: for "craft a furnace" the agent must not start with a furnace.
3. Tools must really work: iron ore and gold ore need a stone pickaxe or better, diamond ore an iron pickaxe or better, obsidian a diamond pickaxe.
4. Summon mobs within about 4 blocks of the agent (offsets like ~3 ~ ~ or ^ ^ ^3).
5. /fill and /setblock must not bury or suffocate the agent (never fill the block at ~ ~ ~ or ~ ~1 ~ with a solid block) and must not build out of reach high in the sky.
6. Things that cannot be summoned (trees, logs, ores, sugar cane, coral, crops) are placed with /setblock or /fill, a few blocks away at the agent's level.
7. Use only Minecraft 1.16.5 syntax and ids: /replaceitem entity @s weapon.mainhand <item> (not /item, which came in 1.17), /effect give, /time set, /weather, namespaced ids like minecraft:oak_planks. No ids from later versions (no deepslate, copper, amethyst).
8. In hard mode add disruptive factors: night (/time set midnight), rain (/weather rain), distractor mobs, unrelated items scattered in the inventory, and fewer spare resources (still enough to finish).

Answer with the whole task file as YAML inside one \`\`\`yaml code block and nothing else.`;

function describeRequest(req: TaskRequest, goals: (MeasuredGoal | undefined)[]): string {
  const mode = req.mode ?? 'simple';
  const lines: string[] = [];
  const and = req.and ?? [];
  const or = req.or ?? [];
  if (!and.length && !or.length) {
    lines.push(`Atomic task: ${req.task}`);
  } else {
    lines.push('Compositional task made of these atomic tasks:');
    lines.push(`- ${req.task}`);
    for (const a of and) lines.push(`- AND ${a} (must also be done)`);
    for (const o of or) lines.push(`- OR ${o} (an alternative: doing it also counts)`);
    lines.push('Set the scene up so that every part can be done; give one reward entry per atomic task.');
  }
  if (req.fromScratch) {
    // Rule 1 does not apply: nothing is given; the world must hold what the chain starts from.
    lines.push('From scratch: the agent starts with an EMPTY inventory. Do not use /give, /replaceitem or /loot, and put no items in chests or in mob NBT; rule 1 does not apply.');
    lines.push(`The milestone_reward_cfg is fixed by our checker (you need not write it): ${req.fromScratch.milestones.join(' → ')}.`);
    lines.push('Only set the scene so that every milestone can be reached from nothing: trees and stone within reach, ores or mobs where a milestone needs them, daylight.');
  }
  lines.push(`Mode: ${mode}${mode === 'hard' ? ' (add the disruptive factors of rule 8)' : req.fromScratch ? ' (clear scene)' : ' (clear scene, resources in surplus)'}`);
  if (req.variant && req.variant.of > 1) {
    lines.push(`Variant ${req.variant.index} of ${req.variant.of}: make this scene differ from the other variants (other positions, amounts, biome, time or distractors) while keeping the same goal.`);
  }
  const all = [req.task, ...and, ...or];
  goals.forEach((g, i) => {
    if (g) lines.push(`The goal "${all[i]}" can be measured with event ${g.event} and objects [${g.objects.join(', ')}].`);
  });
  return lines.join('\n');
}

/** The conversation for a first attempt: system rules, few-shot pairs, then the request. */
export function configMessages(req: TaskRequest, goals: (MeasuredGoal | undefined)[], examples: { task: string; yaml: string }[]): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: CONFIG_SYSTEM_PROMPT }];
  for (const ex of examples) {
    messages.push({ role: 'user', content: `Atomic task: ${ex.task}` });
    messages.push({ role: 'assistant', content: '```yaml\n' + ex.yaml.trimEnd() + '\n```' });
  }
  messages.push({ role: 'user', content: describeRequest(req, goals) });
  return messages;
}

/** The follow-up message of a repair round. */
export function repairMessage(problems: string[]): string {
  return [
    'Our checker found problems in the task file you wrote:',
    ...problems.map((p) => `- ${p}`),
    'Fix every problem and answer again with the whole corrected task file as YAML in one ```yaml code block.',
  ].join('\n');
}
