/**
 * The hostile-command fuzz family (issue 13): administration commands,
 * fan-out selectors, huge fills, deep execute chains, extreme counts and
 * coordinates, built from a seed. The same lines go through the checker
 * (as fuzz cases) and through a real embedded server with a bot.
 */
import { ADMIN_COMMANDS } from '../../server/src/model/commands/adminCommands';
import type { Rng } from '../bench/prng';
import type { FuzzCase } from './cases';

const EXTREME_INTS = ['0', '1', '-1', '64', '2147483647', '-2147483648', '2147483648', '99999999999999999999', '1e9'];
const EXTREME_COORDS = ['~', '~1', '^ ', '29999999', '-30000000', '30000001', '~1e300', '~-2147483648', '0.5', '-0.0', '255', '256', '-1', '~NaN'];
const SELECTORS = ['@e', '@a', '@s', '@p', '@r', '@e[type=!player]', '@e[limit=2147483647]', '@e[distance=..2147483647]', '@e[sort=random,limit=1]', '@e[type=zombie]', '@a[gamemode=!creative]'];
const LEAVES = ['say boom', 'summon minecraft:zombie', 'summon minecraft:armor_stand ~ ~ ~', 'setblock ~ ~ ~ minecraft:stone', 'fill ~ ~ ~ ~3 ~3 ~3 minecraft:glass',
  'give @s minecraft:diamond 64', 'kill @e[type=!player]', 'tp @s ~ ~1 ~', 'effect give @s minecraft:speed 1000000 255', 'stop'];

function coord(rng: Rng): string {
  return rng.pick(EXTREME_COORDS).trim();
}

function pos(rng: Rng): string {
  if (rng.chance(0.2)) return `^${rng.int(-50, 50)} ^${rng.int(-50, 50)} ^${rng.int(-50, 50)}`;
  return `${coord(rng)} ${rng.chance(0.5) ? rng.int(-64, 320) : coord(rng)} ${coord(rng)}`;
}

function nearBox(rng: Rng): string {
  // Boxes near the spawn: loaded, so they really run; up to and past vanilla's 32,768.
  const s = rng.pick([1, 8, 16, 31, 32, 33, 64]);
  const y = rng.int(0, 255 - Math.min(s, 200));
  return `~-${s >> 1} ${y} ~-${s >> 1} ~${s >> 1} ${Math.min(255, y + s - 1)} ~${s >> 1}`;
}

export function hostileCommand(rng: Rng): string {
  switch (rng.int(0, 9)) {
    case 0: { // administration commands, alone or after execute
      const admin = rng.pick([...ADMIN_COMMANDS]);
      const arg = rng.pick(['', ' @a', ' Steve', ' 127.0.0.1', ' flush', ' on', ' 1']);
      return rng.chance(0.3) ? `/execute as @a run ${admin}${arg}` : `/${admin}${arg}`;
    }
    case 1: { // fan-out selectors
      const depth = rng.int(1, 8);
      return `/execute ${Array.from({ length: depth }, () => `${rng.pick(['as', 'at'])} ${rng.pick(SELECTORS)}`).join(' ')} run ${rng.pick(LEAVES)}`;
    }
    case 2: // huge fills, far and near
      return rng.chance(0.5)
        ? `/fill ${pos(rng)} ${pos(rng)} minecraft:${rng.pick(['stone', 'tnt', 'water', 'lava', 'sand', 'air'])}${rng.pick(['', ' destroy', ' hollow', ' outline', ' keep', ' replace minecraft:stone'])}`
        : `/fill ${nearBox(rng)} minecraft:${rng.pick(['stone', 'glass', 'tnt', 'air'])}${rng.pick(['', ' destroy', ' hollow'])}`;
    case 3: { // deep execute
      const depth = rng.pick([10, 64, 65, 200, 1000, 3000]);
      return `/${'execute as @s run '.repeat(depth)}${rng.pick(LEAVES)}`;
    }
    case 4: // extreme counts
      return rng.pick([
        `/give ${rng.pick(SELECTORS)} minecraft:${rng.pick(['diamond', 'tnt', 'oak_log', 'ender_pearl'])} ${rng.pick(EXTREME_INTS)}`,
        `/clear @s minecraft:dirt ${rng.pick(EXTREME_INTS)}`,
        `/effect give ${rng.pick(SELECTORS)} minecraft:${rng.pick(['instant_damage', 'speed', 'levitation', 'wither'])} ${rng.pick(EXTREME_INTS)} ${rng.pick(['0', '255', '256', '-1'])}`,
        `/replaceitem entity @s hotbar.${rng.int(-1, 9)} minecraft:stone ${rng.pick(EXTREME_INTS)}`,
        `/time ${rng.pick(['set', 'add'])} ${rng.pick(EXTREME_INTS)}`,
        `/gamerule ${rng.pick(['randomTickSpeed', 'maxEntityCramming', 'spawnRadius'])} ${rng.pick(EXTREME_INTS)}`,
        `/weather ${rng.pick(['clear', 'rain', 'thunder'])} ${rng.pick(EXTREME_INTS)}`,
        `/enchant @s minecraft:sharpness ${rng.pick(EXTREME_INTS)}`,
      ]);
    case 5: // extreme coordinates
      return rng.pick([`/tp @s ${pos(rng)}`, `/teleport ${rng.pick(SELECTORS)} ${pos(rng)}`, `/setblock ${pos(rng)} minecraft:stone`, `/summon minecraft:${rng.pick(['zombie', 'bee', 'creeper', 'item', 'tnt', 'wither'])} ${pos(rng)}`, `/spawnpoint @s ${pos(rng)}`]);
    case 6: // many summons in one line through a selector
      return `/execute as ${rng.pick(SELECTORS)} at @s run summon minecraft:${rng.pick(['armor_stand', 'zombie', 'chicken', 'bee', 'piglin'])} ~ ~ ~${rng.chance(0.3) ? ' {NoAI:1b,Health:1000000f}' : ''}`;
    case 7: // flying-squid built-ins and unknown roots
      return `/${rng.pick(['modpe', 'changeworld', 'summonMany', 'pile', 'day', 'night', 'attach', 'velocity', 'portal', 'setblockaction', 'selector', 'ping', 'bug'])}${rng.pick(['', ' 1000000', ' @e', ' nether'])}`;
    case 8: // kills and tp that make the agent vanish
      return rng.pick(['/kill @s', '/kill @a', '/kill @e', '/tp @s ~ -100 ~', '/gamemode spectator @s', '/effect give @s minecraft:instant_damage 1 255']);
    default: // long arguments
      return `/${rng.pick(['say', 'tellraw @a', 'summon minecraft:zombie ~ ~ ~'])} ${rng.pick(['x', '{', '"', '[', '9'])}`.padEnd(rng.int(10, 20000), rng.pick(['x', '{', '[', '9', ' ']));
  }
}

/** Fuzz cases of the family for the checker: single lines ('command') and task files holding several ('validate'). */
export function hostileCase(rng: Rng, n: number): FuzzCase {
  if (rng.chance(0.6)) {
    const text = hostileCommand(rng);
    return { n, kind: 'command', text, offset: rng.int(0, text.length) };
  }
  const lines = Array.from({ length: rng.int(1, 12) }, () => hostileCommand(rng));
  const text = `custom_init_commands:\n${lines.map((l) => `  - ${JSON.stringify(l)}`).join('\n')}\ntext: obtain a dirt block\nreward_cfg:\n  - {event: mine_block, objects: [dirt], reward: 1, identity: dirt, max_reward_times: 1}\n`;
  return { n, kind: 'validate', text, offset: 0 };
}
