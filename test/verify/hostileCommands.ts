/**
 * One hostile-but-plausible init command per root command of the 1.16.5 tree
 * and per flying-squid built-in name: the largest counts, the widest
 * selectors, the farthest coordinates a task file (or an LLM draft) could
 * hold. Used by the child-process test and the fuzz runner.
 */
import * as fs from 'fs';
import * as path from 'path';
import { getRegistry } from '../../server/src/vanilla/registry';

const FORMS: Record<string, string> = {
  advancement: 'advancement grant @a everything',
  attribute: 'attribute @s minecraft:generic.max_health base set 1024',
  ban: 'ban @a', 'ban-ip': 'ban-ip 127.0.0.1', banlist: 'banlist players',
  bossbar: 'bossbar add mypack:x "x"',
  clear: 'clear @a',
  clone: 'clone ~-15 0 ~-15 ~16 31 ~16 ~ 100 ~',
  data: 'data merge entity @s {Health:0.0f}',
  datapack: 'datapack disable "vanilla"',
  debug: 'debug start',
  defaultgamemode: 'defaultgamemode spectator',
  deop: 'deop @a',
  difficulty: 'difficulty hard',
  effect: 'effect give @a minecraft:instant_damage 1000000 255',
  enchant: 'enchant @s minecraft:sharpness 5',
  execute: 'execute as @e as @e as @e as @e as @e run summon minecraft:zombie',
  experience: 'experience add @s 2147483647 levels',
  fill: 'fill ~-15 60 ~-15 ~16 91 ~16 minecraft:tnt',
  forceload: 'forceload add -30000000 -30000000 30000000 30000000',
  function: 'function mypack:loop',
  gamemode: 'gamemode spectator @a',
  gamerule: 'gamerule randomTickSpeed 2147483647',
  give: 'give @a minecraft:tnt 2147483647',
  help: 'help', kick: 'kick @a', kill: 'kill @e',
  list: 'list uuids',
  locate: 'locate stronghold', locatebiome: 'locatebiome minecraft:desert',
  loot: 'loot give @s loot minecraft:chests/simple_dungeon',
  me: 'me waves', msg: 'msg @a hi', op: 'op @a',
  pardon: 'pardon Steve', 'pardon-ip': 'pardon-ip 127.0.0.1',
  particle: 'particle minecraft:flame ~ ~ ~ 1 1 1 0 2147483647 force',
  playsound: 'playsound minecraft:entity.generic.explode master @a ~ ~ ~ 1000000',
  publish: 'publish 25565',
  recipe: 'recipe take @a *',
  reload: 'reload',
  replaceitem: 'replaceitem entity @s weapon.mainhand minecraft:diamond_sword 64',
  'save-all': 'save-all flush', 'save-off': 'save-off', 'save-on': 'save-on',
  say: `say ${'x'.repeat(4000)}`,
  schedule: 'schedule function mypack:tick 1t',
  scoreboard: 'scoreboard objectives add x dummy',
  seed: 'seed',
  setblock: 'setblock ~ ~-1 ~ minecraft:lava',
  setidletimeout: 'setidletimeout 1',
  setworldspawn: 'setworldspawn 0 255 0',
  spawnpoint: 'spawnpoint @s 29999999 255 29999999',
  spectate: 'spectate @e[limit=1,type=!player] @s',
  spreadplayers: 'spreadplayers 0 0 0 29999999 false @a',
  stop: 'stop', stopsound: 'stopsound @a',
  summon: 'summon minecraft:wither ~ ~ ~',
  tag: 'tag @e add x', team: 'team add x', teammsg: 'teammsg hi',
  teleport: 'teleport @s 29999999 255 29999999',
  tell: 'tell @a hi', tellraw: 'tellraw @a {"text":"hi"}',
  time: 'time set 2147483647',
  title: 'title @a title {"text":"x"}', tm: 'tm hi',
  tp: 'tp @s ~ -1000 ~', trigger: 'trigger x',
  w: 'w @a hi', weather: 'weather thunder 1000000', whitelist: 'whitelist on',
  worldborder: 'worldborder set 1', xp: 'xp set @s 0 levels',
};

/** Names of flying-squid's built-in commands, read from its plugin sources (none may run). */
export function flyingSquidBuiltins(root: string): string[] {
  const dir = path.join(root, 'node_modules', 'flying-squid', 'src', 'lib', 'plugins');
  const names = new Set<string>();
  for (const f of fs.readdirSync(dir)) {
    for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/base: '([^']+)'/g)) names.add(m[1]);
  }
  return [...names].sort();
}

/** One command line per root of the 1.16.5 command tree (a hostile form where we wrote one, else the bare name). */
export function hostileRootCommands(): string[] {
  return getRegistry('1.16.5').commandRoot.children.map((c) => `/${FORMS[c.name] ?? c.name}`);
}

/**
 * A task file whose init commands are `commands`; with `reward`, one the agent can earn on flat
 * ground (the agent phase then runs too), else the run ends after the scene is built.
 */
export function hostileTask(commands: string[], reward = false): string {
  const head = `custom_init_commands:\n${commands.map((c) => `  - ${JSON.stringify(c)}`).join('\n')}\ntext: obtain a dirt block\n`;
  return reward ? `${head}reward_cfg:\n  - {event: mine_block, objects: [dirt], reward: 1, identity: dirt, max_reward_times: 1}\n` : head;
}
