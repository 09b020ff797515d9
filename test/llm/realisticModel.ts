/**
 * A scripted "model" for the local test server: it reads the atomic task and
 * the goal hint our prompt sends and answers with the task file a careful
 * model would write for that kind of task (ingredients from the recipe, the
 * tool that harvests the block, the mob summoned close by…). It only knows
 * what our prompt tells it plus the game data, like a real model would.
 */
import { namedThings } from '../../server/src/model/instruction/names';
import { stringify } from 'yaml';
import { getRegistry } from '../../server/src/vanilla/registry';
import type { FakeReply } from './fakeOpenAI';
import { answer } from './fakeOpenAI';

const reg = getRegistry('1.16.5');

export interface AskedTask {
  task: string;
  mode: 'simple' | 'hard';
  event?: string;
  objects: string[];
}

/** The task, mode and goal hint of the conversation (the last "Atomic task:" message). */
export function askedTask(body: any): AskedTask {
  const msgs: { role: string; content: string }[] = body?.messages ?? [];
  const req = [...msgs].reverse().find((m) => m.role === 'user' && /^Atomic task: /m.test(m.content))?.content ?? '';
  const goal = /can be measured with event (\w+) and objects \[([^\]]*)\]/.exec(req);
  return {
    task: /^Atomic task: (.+)$/m.exec(req)?.[1] ?? '',
    mode: /^Mode: hard/m.test(req) ? 'hard' : 'simple',
    event: goal?.[1],
    objects: goal ? goal[2].split(',').map((s) => s.trim()).filter(Boolean) : [],
  };
}

const byDisplay = (name: string): string | undefined => [...reg.items.values()].find((i) => i.displayName.toLowerCase() === name || i.name === name.replace(/ /g, '_'))?.name;
const mobByName = (name: string): string | undefined => [...reg.entities.values()].find((e) => e.displayName.toLowerCase() === name)?.name;
const give = (id: string, n = 16) => `/give @s minecraft:${id} ${n}`;

function recipeIngredients(id: string): string[] {
  const r = reg.recipes.get(id)?.[0];
  if (!r) return [];
  const slots = r.shape ? r.shape.flat().filter((s): s is string[] => !!s) : r.ingredients ?? [];
  return [...new Set(slots.map((alts) => alts[0]))];
}

/** The commands that set the scene up for one task. */
export function sceneFor(t: AskedTask): string[] {
  const [verb] = t.task.split(' ');
  const target = t.objects[0];
  const mob = (name: string) => {
    const n = name.replace(/^(an?|two) /, '');
    return mobByName(n) ?? mobByName(n.replace(/s$/, '')) ?? mobByName(n.replace(/es$/, '')) ?? mobByName(n.replace(/ves$/, 'f'));
  };
  switch (verb) {
    case 'craft':
      return [...recipeIngredients(target).map((i) => give(i, 64)), ...(target === 'crafting_table' ? [] : [give('crafting_table', 1)])];
    case 'smelt': {
      const input = byDisplay(/^smelt (.+) into /.exec(t.task)![1])!;
      return [give(input, 16), give('furnace', 1), give(target === 'coal' ? 'charcoal' : 'coal', 16)];
    }
    case 'mine': {
      const tool = reg.blocks.get(target)?.harvestTools?.slice(-1)[0];
      // Buttons, signs, banners, ladders and the like hang on a block: a careful model puts one behind them.
      const support = /(_wall_sign|_wall_banner|_button|^ladder|^lever|^tripwire_hook|wall_torch)$/.test(target) ? ['/setblock ~3 ~ ~ minecraft:stone'] : [];
      return [...support, `/setblock ~2 ~ ~ minecraft:${target}`, ...(tool ? [`/replaceitem entity @s weapon.mainhand minecraft:${tool}`] : [])];
    }
    case 'combat':
    case 'hunt': {
      const m = t.objects[0];
      return ['/replaceitem entity @s weapon.mainhand minecraft:diamond_sword', '/replaceitem entity @s armor.chest minecraft:diamond_chestplate', `/summon minecraft:${m} ~3 ~ ~`];
    }
    case 'collect': {
      const m = mob(/ from (.+)$/.exec(t.task)![1])!;
      return ['/replaceitem entity @s weapon.mainhand minecraft:diamond_sword', `/summon minecraft:${m} ~3 ~ ~`];
    }
    case 'work': {
      // "work with a furnace": the work block is placed next to the agent.
      const block = byDisplay(/^work with (.+)$/.exec(t.task)![1]) ?? 'crafting_table';
      return [`/setblock ~2 ~ ~ minecraft:${block}`];
    }
    case 'use':
    case 'eat':
    case 'drink':
      return [give(target, verb === 'use' ? 4 : 8), ...(['bow', 'crossbow'].includes(target) ? [give('arrow', 32)] : []), ...(verb === 'eat' ? ['/effect give @s minecraft:hunger 30 2'] : [])];
    case 'brew':
      return [give('brewing_stand', 1), give('blaze_powder', 8), give('nether_wart', 8), '/give @s minecraft:potion{Potion:"minecraft:water"} 3', give('gunpowder', 4), give('dragon_breath', 4), give('redstone', 4), give('glowstone_dust', 4), give('sugar', 4), give('fermented_spider_eye', 4)];
    case 'enchant':
      return [give('enchanting_table', 1), give('bookshelf', 15), give('lapis_lazuli', 32), '/xp add @s 30 levels', give(byDisplay(/^enchant (?:a )?(.+) with /.exec(t.task)![1]) ?? 'book', 1)];
    case 'trade':
    case 'sell': {
      const prof = /(?:with|to) an? (\w+)/.exec(t.task)![1];
      return [give('emerald', 64), `/summon minecraft:villager ~2 ~ ~ {VillagerData:{profession:"minecraft:${prof}",level:5},NoAI:1b}`, ...(verb === 'sell' ? [give(byDisplay(/^sell (.+) to /.exec(t.task)![1])!, 64)] : [])];
    }
    case 'breed': {
      const m = mob(/^breed (two \w+(?: \w+)?) with /.exec(t.task)![1])!;
      const food = byDisplay(/ with (.+)$/.exec(t.task)![1])!;
      return [`/summon minecraft:${m} ~2 ~ ~`, `/summon minecraft:${m} ~-2 ~ ~`, give(food, 16)];
    }
    case 'tame':
    case 'lead':
    case 'trap': {
      const m = mob(/^(?:tame|lead|trap) (an? [a-z ]+?)(?: with| by| to| in|$)/.exec(t.task)![1]) ?? 'cow';
      return [`/summon minecraft:${m} ~3 ~ ~`, give('lead', 2), give('oak_fence', 8), give('bone', 16), give('oak_boat', 1), give('minecart', 1), give('rail', 8)];
    }
    case 'find': {
      // A careful author puts a block to find within sight of the agent (superflat has no natural ones);
      // biomes and structures cannot be placed and are left to the world.
      const named = /^find (?:an? )?(.+)$/.exec(t.task)?.[1] ?? '';
      const block = byDisplay(named) ?? [...reg.blocks.values()].find((b) => b.displayName.toLowerCase() === named)?.name ?? named.replace(/ /g, '_');
      const creature = mob(named);
      // Undead to find get a helmet, or the daylight would burn them.
      const place = reg.blocks.has(block) ? [`/setblock ~12 ~ ~5 minecraft:${block}`]
        : creature ? [`/summon minecraft:${creature} ~12 ~ ~5 {NoAI:1b,ArmorItems:[{},{},{},{id:"minecraft:leather_helmet",Count:1b}]}`] : [];
      return ['/time set day', '/weather clear', ...place, give('compass', 1), give('bread', 16)];
    }
    case 'place':
    case 'build':
      // A beacon is part of what is asked: a careful model hands it over with its base.
      if (/\bbeacon\b/.test(t.task)) return [give('beacon', 1), give('iron_block', 9), give('oak_planks', 64)];
      return [give(target ?? 'cobblestone', 64), give('oak_planks', 64), give('crafting_table', 1)];
    default: {
      // decoration, explore, motion: what the task names (items given, mobs summoned, blocks placed), and a plain kit.
      const named = namedThings(t.task.toLowerCase(), reg).map((n) => (n.kind === 'entity' ? `/summon minecraft:${n.id} ~3 ~ ~` : n.kind === 'item' || reg.items.has(n.id) ? give(n.id, 4) : `/setblock ~3 ~ ~ minecraft:${n.id}`));
      return [...(target && reg.items.has(target) ? [give(target, 16)] : []), ...named, give('torch', 16), give('bread', 8), give('oak_boat', 1)];
    }
  }
}

/** The whole task file such a model writes. */
export function realisticYaml(t: AskedTask): string {
  const commands = sceneFor(t);
  if (t.mode === 'hard') commands.push('/time set midnight', '/weather rain');
  const file: Record<string, unknown> = {
    text: t.task,
    thinking: `Everything the task "${t.task}" needs is given or placed a few blocks away.`,
    custom_init_commands: commands,
  };
  if (t.event) {
    file.reward_cfg = [{ event: t.event, identity: t.task.replace(/\W+/g, '_'), objects: t.objects, reward: 1.0, max_reward_times: 1 }];
  }
  return stringify(file);
}

/** A dynamic reply for the fake server: the realistic file for whatever task is asked. */
export function realisticReply(body: any): FakeReply {
  return answer('```yaml\n' + realisticYaml(askedTask(body)) + '```\n');
}
