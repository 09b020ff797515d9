/** /time, /weather, /gamerule, /difficulty, /gamemode, /spawnpoint. */
import { Vec3 } from 'vec3';
import { parseBlockPos } from './coords';
import { splitArgs } from './reader';
import { requireEntities, entityDisplayName } from './selectors';
import { CommandError, CommandSpec } from './types';
import type { EmbeddedContext } from '../plugins/context';

function parseTime(raw: string | undefined): number {
  if (raw === undefined) throw new CommandError('Expected time');
  const named: Record<string, number> = { day: 1000, noon: 6000, night: 13000, midnight: 18000 };
  if (named[raw] !== undefined) return named[raw];
  const m = /^(\d+(?:\.\d+)?)([dst]?)$/.exec(raw);
  if (!m) throw new CommandError(`Invalid time '${raw}'`);
  const mult = m[2] === 'd' ? 24000 : m[2] === 's' ? 20 : 1;
  return Math.round(Number(m[1]) * mult);
}

export function setTime(ctx: EmbeddedContext, t: number): void {
  const serv = ctx.serv;
  serv.time = ((t % 24000) + 24000) % 24000;
  serv.mcuWorldAge = serv.mcuWorldAge ?? 0;
  const time = serv.doDaylightCycle === false ? -Math.max(serv.time, 1) : serv.time;
  serv._writeAll('update_time', { age: [0, serv.mcuWorldAge], time: [time < 0 ? -1 : 0, time] });
}

const time: CommandSpec = {
  name: 'time',
  usage: '/time (set|add) <time> | /time query (daytime|gametime|day)',
  run(args, _src, ctx) {
    const a = splitArgs(args);
    const serv = ctx.serv;
    if (a[0] === 'set' && a.length === 2) { setTime(ctx, parseTime(a[1])); return `Set the time to ${serv.time}`; }
    if (a[0] === 'add' && a.length === 2) { setTime(ctx, serv.time + parseTime(a[1])); return `Set the time to ${serv.time}`; }
    if (a[0] === 'query' && a.length === 2) {
      if (a[1] === 'daytime') return `The time is ${serv.time}`;
      if (a[1] === 'gametime') return `The time is ${serv.tickCount ?? 0}`;
      if (a[1] === 'day') return 'The time is 0';
    }
    throw new CommandError(`Usage: ${time.usage}`);
  },
};

export function setWeather(ctx: EmbeddedContext, kind: 'clear' | 'rain' | 'thunder'): void {
  const serv = ctx.serv;
  serv.mcuWeather = kind;
  const raining = kind !== 'clear';
  // minecraft-data names the begin/end reasons; the level packets make every client agree.
  serv._writeAll('game_state_change', { reason: raining ? 'start_raining' : 'stop_raining', gameMode: 0 });
  serv._writeAll('game_state_change', { reason: 'rain_level_change', gameMode: raining ? 1 : 0 });
  serv._writeAll('game_state_change', { reason: 'thunder_level_change', gameMode: kind === 'thunder' ? 1 : 0 });
}

const weather: CommandSpec = {
  name: 'weather',
  usage: '/weather (clear|rain|thunder) [<duration>]',
  run(args, _src, ctx) {
    const a = splitArgs(args);
    if (!['clear', 'rain', 'thunder'].includes(a[0]) || a.length > 2) throw new CommandError(`Usage: ${weather.usage}`);
    if (a[1] !== undefined && !/^\d+$/.test(a[1])) throw new CommandError(`Invalid duration '${a[1]}'`);
    setWeather(ctx, a[0] as 'clear' | 'rain' | 'thunder');
    return a[0] === 'clear' ? 'Set the weather to clear' : a[0] === 'rain' ? 'Set the weather to rain' : 'Set the weather to rain & thunder';
  },
};

/** 1.16 game rules with their kind; values are stored, a few are honoured. */
const GAMERULES: Record<string, 'bool' | 'int'> = {
  announceAdvancements: 'bool', commandBlockOutput: 'bool', disableElytraMovementCheck: 'bool', disableRaids: 'bool',
  doDaylightCycle: 'bool', doEntityDrops: 'bool', doFireTick: 'bool', doImmediateRespawn: 'bool', doInsomnia: 'bool',
  doLimitedCrafting: 'bool', doMobLoot: 'bool', doMobSpawning: 'bool', doPatrolSpawning: 'bool', doTileDrops: 'bool',
  doTraderSpawning: 'bool', doWeatherCycle: 'bool', drowningDamage: 'bool', fallDamage: 'bool', fireDamage: 'bool',
  forgiveDeadPlayers: 'bool', keepInventory: 'bool', logAdminCommands: 'bool', maxCommandChainLength: 'int',
  maxEntityCramming: 'int', mobGriefing: 'bool', naturalRegeneration: 'bool', randomTickSpeed: 'int',
  reducedDebugInfo: 'bool', sendCommandFeedback: 'bool', showDeathMessages: 'bool', spawnRadius: 'int',
  spectatorsGenerateChunks: 'bool', universalAnger: 'bool',
};

export function gamerule(ctx: EmbeddedContext, name: string): string | undefined {
  return ctx.gamerules?.get(name);
}

const gameruleCmd: CommandSpec = {
  name: 'gamerule',
  usage: '/gamerule <rule> [<value>]',
  run(args, _src, ctx) {
    const a = splitArgs(args);
    const kind = GAMERULES[a[0]];
    if (!kind) throw new CommandError(`Incorrect argument for command: unknown game rule '${a[0] ?? ''}'`);
    ctx.gamerules = ctx.gamerules ?? new Map();
    if (a.length === 1) return `Gamerule ${a[0]} is currently set to: ${ctx.gamerules.get(a[0]) ?? (a[0] === 'doDaylightCycle' ? 'true' : 'default')}`;
    if (kind === 'bool' && a[1] !== 'true' && a[1] !== 'false') throw new CommandError(`Invalid boolean, expected 'true' or 'false' but found '${a[1]}'`);
    if (kind === 'int' && !/^-?\d+$/.test(a[1])) throw new CommandError(`Expected integer, got '${a[1]}'`);
    ctx.gamerules.set(a[0], a[1]);
    if (a[0] === 'doDaylightCycle') { ctx.serv.doDaylightCycle = a[1] === 'true'; setTime(ctx, ctx.serv.time); }
    return `Gamerule ${a[0]} is now set to: ${a[1]}`;
  },
};

const DIFFICULTIES = ['peaceful', 'easy', 'normal', 'hard'];
const difficulty: CommandSpec = {
  name: 'difficulty',
  usage: '/difficulty [peaceful|easy|normal|hard]',
  run(args, _src, ctx) {
    const a = splitArgs(args);
    if (a.length === 0) return `The difficulty is ${DIFFICULTIES[ctx.serv.difficulty ?? 2]}`;
    let d = DIFFICULTIES.indexOf(a[0]);
    if (d < 0 && /^[0-3]$/.test(a[0])) d = Number(a[0]);
    if (d < 0) throw new CommandError(`Invalid difficulty '${a[0]}'`);
    if (ctx.serv.difficulty === d) throw new CommandError(`The difficulty did not change; it is already set to ${DIFFICULTIES[d]}`);
    ctx.serv.difficulty = d;
    ctx.serv._writeAll('difficulty', { difficulty: d, difficultyLocked: false });
    return `The difficulty has been set to ${DIFFICULTIES[d]}`;
  },
};

const MODES = ['survival', 'creative', 'adventure', 'spectator'];
const gamemode: CommandSpec = {
  name: 'gamemode',
  usage: '/gamemode <mode> [<target>]',
  run(args, src, ctx) {
    const a = splitArgs(args);
    const mode = MODES.indexOf(a[0]);
    if (mode < 0) throw new CommandError(`Unknown game mode '${a[0] ?? ''}' (1.16 accepts survival, creative, adventure, spectator)`);
    const targets = a[1] ? requireEntities(ctx.serv, a[1], src, true) : (src.entity?.type === 'player' ? [src.entity] : []);
    if (targets.length === 0) throw new CommandError('No player was found');
    for (const t of targets) t.setGameMode(mode);
    const label = `${MODES[mode][0].toUpperCase()}${MODES[mode].slice(1)} Mode`;
    return targets.length === 1 && targets[0] === src.entity ? `Set own game mode to ${label}` : `Set ${entityDisplayName(ctx.serv, targets[0])}'s game mode to ${label}`;
  },
};

const spawnpoint: CommandSpec = {
  name: 'spawnpoint',
  usage: '/spawnpoint [<targets>] [<pos>]',
  run(args, src, ctx) {
    const a = splitArgs(args);
    const targets = a[0] ? requireEntities(ctx.serv, a[0], src, true) : (src.entity?.type === 'player' ? [src.entity] : []);
    if (targets.length === 0) throw new CommandError('No player was found');
    const pos = a.length >= 4 ? parseBlockPos(a.slice(1, 4), src) : src.position.floored();
    for (const t of targets) {
      t.spawnPoint = new Vec3(pos.x + 0.5, pos.y, pos.z + 0.5);
      t.findSpawnPoint = async () => { /* keep the set spawn point across respawns */ };
      t._client.write('spawn_position', { location: pos });
    }
    return `Set spawn point to ${pos.x}, ${pos.y}, ${pos.z} for ${targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} players`}`;
  },
};

export const gameCommands: CommandSpec[] = [time, weather, gameruleCmd, difficulty, gamemode, spawnpoint];
