/**
 * Writes realistic MCU task files from a seeded Rng and the real 1.16.5
 * registry: the commands task authors use (give, summon with NBT, setblock
 * with block states, fill, execute … run, effect, enchant, replaceitem …),
 * reward entries whose objects fit their event, and the layout variations
 * seen in the wild (CRLF, comments, quoted commands, flow lists). A share of
 * files carry deliberate mistakes so the error paths are measured too.
 */
import type { Registry } from '../../server/src/vanilla/registry';
import type { Rng } from './prng';

export interface TaskOptions {
  /** Probability that a command or reward entry gets a deliberate mistake. */
  errorRate: number;
  /** Command count range. */
  minCommands: number;
  maxCommands: number;
}

export const DEFAULT_TASK_OPTIONS: TaskOptions = { errorRate: 0.08, minCommands: 2, maxCommands: 24 };

/** Id lists drawn from the registry once per registry. */
export interface IdPools {
  items: string[];
  blocks: string[];
  mobs: string[];
  effects: string[];
  enchantments: string[];
  registry: Registry;
}

const poolCache = new WeakMap<Registry, IdPools>();

export function idPools(reg: Registry): IdPools {
  let p = poolCache.get(reg);
  if (!p) {
    const mobs = [...reg.entities.values()].filter((e) => /Hostile|Passive/.test(e.category)).map((e) => e.name);
    p = {
      items: reg.names('item').filter((n) => n !== 'air'),
      blocks: reg.names('block').filter((n) => n !== 'air'),
      mobs: mobs.length ? mobs : reg.names('entity'),
      effects: reg.names('effect'),
      enchantments: reg.names('enchantment'),
      registry: reg,
    };
    poolCache.set(reg, p);
  }
  return p;
}

const ns = (rng: Rng, id: string) => (rng.chance(0.7) ? 'minecraft:' + id : id);
const rel = (rng: Rng, spread: number) => {
  const n = rng.int(-spread, spread);
  return n === 0 ? '~' : '~' + n;
};
const relPos = (rng: Rng, spread = 4) => `${rel(rng, spread)} ${rng.chance(0.7) ? '~' : rel(rng, 2)} ${rel(rng, spread)}`;

/** A typo'd id: a dropped, doubled or swapped letter. */
function typo(rng: Rng, id: string): string {
  if (id.length < 3) return id + 'x';
  const i = rng.int(1, id.length - 2);
  switch (rng.int(0, 2)) {
    case 0: return id.slice(0, i) + id.slice(i + 1);
    case 1: return id.slice(0, i) + id[i] + id.slice(i);
    default: return id.slice(0, i) + id[i + 1] + id[i] + id.slice(i + 2);
  }
}

function blockWithState(rng: Rng, p: IdPools): string {
  const id = rng.pick(p.blocks);
  const info = p.registry.blocks.get(id);
  if (info?.states?.length && rng.chance(0.4)) {
    const s = rng.pick(info.states);
    if (s.values?.length) return `${ns(rng, id)}[${s.name}=${rng.pick(s.values)}]`;
  }
  return ns(rng, id);
}

function itemNbt(rng: Rng, p: IdPools): string {
  switch (rng.int(0, 3)) {
    case 0: return `{Enchantments:[{id:"minecraft:${rng.pick(p.enchantments)}",lvl:${rng.int(1, 5)}s}]}`;
    case 1: return `{display:{Name:'{"text":"Tool ${rng.int(1, 99)}"}'},Unbreakable:1b}`;
    case 2: return `{Damage:${rng.int(0, 200)}}`;
    default: return `{CustomModelData:${rng.int(1, 9999)}}`;
  }
}

function mobNbt(rng: Rng): string {
  switch (rng.int(0, 4)) {
    case 0: return `{NoAI:1b}`;
    case 1: return `{VillagerData:{profession:"minecraft:${rng.pick(['armorer', 'farmer', 'librarian', 'cleric'])}",level:${rng.int(1, 5)},type:"minecraft:plains"}}`;
    case 2: return `{Health:${rng.int(1, 40)}.0f,CustomName:'{"text":"Bob"}'}`;
    case 3: return `{ArmorItems:[{},{},{},{id:"minecraft:iron_helmet",Count:1b}],HandItems:[{id:"minecraft:iron_sword",Count:1b},{}]}`;
    default: return `{Color:${rng.int(0, 15)}b,Age:${rng.int(-24000, 0)}}`;
  }
}

/** One plausible command; `broken` makes it wrong in one of the ways authors get it wrong. */
export function randomCommand(rng: Rng, p: IdPools, broken = false): string {
  const item = broken && rng.chance(0.5) ? typo(rng, rng.pick(p.items)) : rng.pick(p.items);
  const count = broken && rng.chance(0.3) ? rng.pick(['lots', '-1', '1.5', '99999']) : String(rng.int(1, 64));
  const sel = broken && rng.chance(0.2) ? rng.pick(['@s[tpye=player]', '@x', '@e[distance=..-1]']) : rng.pick(['@s', '@p', '@s', '@a', '@a[distance=..8]', '@p[limit=1]']);
  let cmd: string;
  switch (rng.int(0, 15)) {
    case 0: case 1: case 2:
      cmd = `/give ${sel} ${ns(rng, item)}${rng.chance(0.15) ? itemNbt(rng, p) : ''} ${count}`;
      break;
    case 3: case 4:
      cmd = `/summon ${ns(rng, broken && rng.chance(0.4) ? typo(rng, rng.pick(p.mobs)) : rng.pick(p.mobs))} ${relPos(rng)}${rng.chance(0.4) ? ' ' + mobNbt(rng) : ''}`;
      break;
    case 5:
      cmd = `/setblock ${relPos(rng)} ${blockWithState(rng, p)}${rng.chance(0.2) ? ' replace' : ''}`;
      break;
    case 6: {
      const a = relPos(rng, 6);
      const b = relPos(rng, 6);
      cmd = `/fill ${a} ${b} ${blockWithState(rng, p)}${rng.chance(0.3) ? ' ' + rng.pick(['hollow', 'outline', 'keep', 'destroy']) : ''}`;
      break;
    }
    case 7:
      cmd = `/execute as @p at @s run ${randomCommand(rng, p, broken).slice(1)}`;
      break;
    case 8:
      cmd = `/effect give ${sel} ${ns(rng, rng.pick(p.effects))} ${rng.int(10, 9999)} ${rng.int(0, 4)}${rng.chance(0.3) ? ' true' : ''}`;
      break;
    case 9:
      cmd = `/time set ${rng.pick(['day', 'night', 'noon', 'midnight', String(rng.int(0, 24000))])}`;
      break;
    case 10:
      cmd = `/weather ${rng.pick(['clear', 'rain', 'thunder'])}${rng.chance(0.5) ? ' ' + rng.int(100, 99999) : ''}`;
      break;
    case 11:
      cmd = `/replaceitem entity @s ${rng.pick(['armor.head', 'armor.chest', 'armor.legs', 'armor.feet', 'weapon.mainhand', 'weapon.offhand', 'hotbar.' + rng.int(0, 8)])} ${ns(rng, item)} ${rng.int(1, 4)}`;
      break;
    case 12:
      cmd = `/enchant @s ${ns(rng, rng.pick(p.enchantments))} ${rng.int(1, 3)}`;
      break;
    case 13:
      cmd = rng.pick(['/tp @s ~ ~1 ~', `/teleport @p ${rng.int(-100, 100)} ${rng.int(4, 100)} ${rng.int(-100, 100)}`, '/kill @e[type=!player]', '/gamemode survival @s', '/difficulty peaceful', `/spawnpoint @s ${relPos(rng)}`, '/clear @s', `/gamerule ${rng.pick(['doDaylightCycle', 'keepInventory', 'doMobSpawning'])} ${rng.pick(['true', 'false'])}`]);
      break;
    case 14:
      cmd = `/tp @s ${rng.pick(['^', '~'])} ${rng.pick(['^', '~'])}${rng.int(0, 3)} ${rng.pick(['^', '~'])}`;
      break;
    default:
      cmd = broken ? rng.pick(['/gve @s minecraft:diamond 3', '/item replace entity @s weapon.mainhand with minecraft:iron_sword', '/summon minecraft:villager ~1 ~ ~ {VillagerData:{profession:"minecraft:armorer"}']) : `/give @s ${ns(rng, item)} ${count}`;
  }
  // Real files hold both leading-slash and bare commands.
  return rng.chance(0.05) ? cmd.slice(1) : cmd;
}

const EVENTS: { event: string; kind: 'item' | 'block' | 'mob' | 'custom' }[] = [
  { event: 'mine_block', kind: 'block' },
  { event: 'craft_item', kind: 'item' },
  { event: 'pickup', kind: 'item' },
  { event: 'use_item', kind: 'item' },
  { event: 'kill_entity', kind: 'mob' },
  { event: 'custom', kind: 'custom' },
];

function rewardEntry(rng: Rng, p: IdPools, n: number, broken: boolean, flow: boolean): string[] {
  const e = rng.pick(EVENTS);
  const pool = e.kind === 'block' ? p.blocks : e.kind === 'mob' ? p.mobs : e.kind === 'item' ? p.items : ['jump', 'walk_one_cm', 'damage_dealt'];
  const objects = Array.from({ length: rng.int(1, 4) }, () => {
    const id = rng.pick(pool);
    return broken && rng.chance(0.5) ? typo(rng, id) : rng.chance(0.2) ? 'minecraft:' + id : id;
  });
  const lines = [`- event: ${broken && rng.chance(0.3) ? 'mine_blocks' : e.event}`, `  identity: ${e.event}_${n}`];
  if (flow) lines.push(`  objects: [${objects.join(', ')}]`);
  else lines.push('  objects:', ...objects.map((o) => `  - ${o}`));
  lines.push(`  reward: ${broken && rng.chance(0.3) ? '-1' : rng.pick(['1.0', '1', '2.5', '0.5'])}`);
  if (!(broken && rng.chance(0.3))) lines.push(`  max_reward_times: ${rng.pick(['1', '1.0', '2', String(rng.int(1, 10))])}`);
  return lines;
}

function quote(rng: Rng, cmd: string): string {
  if (!rng.chance(0.15)) return cmd;
  // Double quotes need escaping of the NBT's own quotes and backslashes.
  return rng.chance(0.5) ? `'${cmd.replace(/'/g, "''")}'` : `"${cmd.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A whole task file as text. */
export function generateTask(rng: Rng, p: IdPools, opts: TaskOptions = DEFAULT_TASK_OPTIONS): string {
  const lines: string[] = [];
  if (rng.chance(0.3)) lines.push(`# generated task ${rng.int(1, 1e6)}: ${rng.pick(['simple', 'hard', 'compositional'])}`);
  if (rng.chance(0.1)) lines.push('defaults:', '- base', '- _self_');
  const key = rng.chance(0.9) ? 'custom_init_commands' : 'commands';
  const n = rng.int(opts.minCommands, opts.maxCommands);
  lines.push(`${key}:`);
  for (let i = 0; i < n; i++) {
    if (rng.chance(0.05)) lines.push(`# step ${i}`);
    const cmd = quote(rng, randomCommand(rng, p, rng.chance(opts.errorRate)));
    lines.push(`- ${cmd}${rng.chance(0.03) ? '  # note' : ''}`);
  }
  lines.push(`text: ${rng.pick(['obtain', 'craft', 'mine', 'kill', 'collect'])} ${rng.pick(p.items).replace(/_/g, ' ')}${rng.chance(0.3) ? ' quickly' : ''}`);
  if (rng.chance(0.15)) lines.push('thinking: |', '  Give everything needed, in surplus.', '  Summon mobs close to the agent.');
  const rewardKey = rng.chance(0.8) ? 'reward_cfg' : 'milestone_reward_cfg';
  if (rng.chance(0.9)) {
    lines.push(`${rewardKey}:`);
    const entries = rewardKey === 'reward_cfg' ? rng.int(1, 3) : rng.int(2, 8);
    const flow = rng.chance(0.5);
    for (let i = 0; i < entries; i++) lines.push(...rewardEntry(rng, p, i, rng.chance(opts.errorRate), flow));
  }
  const eol = rng.chance(0.2) ? '\r\n' : '\n';
  return lines.join(eol) + (rng.chance(0.9) ? eol : '');
}
