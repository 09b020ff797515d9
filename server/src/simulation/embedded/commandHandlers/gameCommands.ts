/** /time, /weather, /gamerule, /difficulty, /gamemode, /spawnpoint. */
import { Vec3 } from 'vec3';
import { resolveBlockPos } from './coords';
import { requireEntities, entityDisplayName } from './selectors';
import { CommandError, CommandSpec } from './handlerTypes';
import type { EmbeddedContext } from '../plugins/context';
import { ownTable } from '../../../util/ownTable';
import { NAMED_TIMES } from '../../../vanilla/namedTimes';

export function setTime(ctx: EmbeddedContext, t: number): void {
  const serv = ctx.serv;
  serv.time = ((t % 24000) + 24000) % 24000;
  serv.mcuWorldAge = serv.mcuWorldAge ?? 0;
  const time = serv.doDaylightCycle === false ? -Math.max(serv.time, 1) : serv.time;
  serv._writeAll('update_time', { age: [0, serv.mcuWorldAge], time: [time < 0 ? -1 : 0, time] });
}

const time: CommandSpec = {
  name: 'time',
  run(args, _src, ctx) {
    const serv = ctx.serv;
    const v = args.value('time');
    const ticks = v?.type === 'time' ? v.ticks : NAMED_TIMES[args.literal(2) ?? ''];
    if (args.has('set')) { setTime(ctx, ticks); return { reply: `Set the time to ${serv.time}`, result: serv.time }; }
    if (args.has('add')) { setTime(ctx, serv.time + ticks); return { reply: `Set the time to ${serv.time}`, result: serv.time }; }
    const which = args.literal(2);
    const value = which === 'daytime' ? serv.time : which === 'gametime' ? (serv.tickCount ?? 0) : 0;
    return { reply: `The time is ${value}`, result: value };
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
  run(args, _src, ctx) {
    const kind = args.literal(1) as 'clear' | 'rain' | 'thunder';
    setWeather(ctx, kind);
    return kind === 'clear' ? 'Set the weather to clear' : kind === 'rain' ? 'Set the weather to rain' : 'Set the weather to rain & thunder';
  },
};

/** 1.16 game rules with their kind; values are stored, a few are honoured. */
const GAMERULES: Record<string, 'bool' | 'int'> = ownTable({
  announceAdvancements: 'bool', commandBlockOutput: 'bool', disableElytraMovementCheck: 'bool', disableRaids: 'bool',
  doDaylightCycle: 'bool', doEntityDrops: 'bool', doFireTick: 'bool', doImmediateRespawn: 'bool', doInsomnia: 'bool',
  doLimitedCrafting: 'bool', doMobLoot: 'bool', doMobSpawning: 'bool', doPatrolSpawning: 'bool', doTileDrops: 'bool',
  doTraderSpawning: 'bool', doWeatherCycle: 'bool', drowningDamage: 'bool', fallDamage: 'bool', fireDamage: 'bool',
  forgiveDeadPlayers: 'bool', keepInventory: 'bool', logAdminCommands: 'bool', maxCommandChainLength: 'int',
  maxEntityCramming: 'int', mobGriefing: 'bool', naturalRegeneration: 'bool', randomTickSpeed: 'int',
  reducedDebugInfo: 'bool', sendCommandFeedback: 'bool', showDeathMessages: 'bool', spawnRadius: 'int',
  spectatorsGenerateChunks: 'bool', universalAnger: 'bool',
});

export function gamerule(ctx: EmbeddedContext, name: string): string | undefined {
  return ctx.gamerules?.get(name);
}

const gameruleCmd: CommandSpec = {
  name: 'gamerule',
  run(args, _src, ctx) {
    // The rule is the literal after /gamerule; its value (bool or integer) the checker already read.
    const rule = args.literal(1) ?? '';
    if (!GAMERULES[rule]) throw new CommandError(`Incorrect argument for command: unknown game rule '${rule}'`);
    ctx.gamerules = ctx.gamerules ?? new Map();
    const v = args.value('value');
    if (!v) return `Gamerule ${rule} is currently set to: ${ctx.gamerules.get(rule) ?? (rule === 'doDaylightCycle' ? 'true' : 'default')}`;
    const value = String(v.type === 'bool' || v.type === 'number' ? v.value : args.string('value'));
    ctx.gamerules.set(rule, value);
    if (rule === 'doDaylightCycle') { ctx.serv.doDaylightCycle = value === 'true'; setTime(ctx, ctx.serv.time); }
    return `Gamerule ${rule} is now set to: ${value}`;
  },
};

const DIFFICULTIES = ['peaceful', 'easy', 'normal', 'hard'];
const difficulty: CommandSpec = {
  name: 'difficulty',
  run(args, _src, ctx) {
    const word = args.literal(1);
    if (!word) return `The difficulty is ${DIFFICULTIES[ctx.serv.difficulty ?? 2]}`;
    const d = DIFFICULTIES.indexOf(word);
    if (ctx.serv.difficulty === d) throw new CommandError(`The difficulty did not change; it is already set to ${DIFFICULTIES[d]}`);
    ctx.serv.difficulty = d;
    ctx.serv._writeAll('difficulty', { difficulty: d, difficultyLocked: false });
    return `The difficulty has been set to ${DIFFICULTIES[d]}`;
  },
};

const MODES = ['survival', 'creative', 'adventure', 'spectator'];
const gamemode: CommandSpec = {
  name: 'gamemode',
  run(args, src, ctx) {
    const mode = MODES.indexOf(args.literal(1) ?? '');
    const targets = requireEntities(ctx, args.selector('target'), src, true);
    for (const t of targets) t.setGameMode(mode);
    const label = `${MODES[mode][0].toUpperCase()}${MODES[mode].slice(1)} Mode`;
    return targets.length === 1 && targets[0] === src.entity ? `Set own game mode to ${label}` : `Set ${entityDisplayName(ctx.serv, targets[0])}'s game mode to ${label}`;
  },
};

const spawnpoint: CommandSpec = {
  name: 'spawnpoint',
  run(args, src, ctx) {
    const targets = requireEntities(ctx, args.selector('targets'), src, true);
    const coords = args.coords('pos');
    const pos = coords ? resolveBlockPos(coords, src) : src.position.floored();
    for (const t of targets) {
      t.spawnPoint = new Vec3(pos.x + 0.5, pos.y, pos.z + 0.5);
      t.findSpawnPoint = async () => { /* keep the set spawn point across respawns */ };
      t._client.write('spawn_position', { location: pos });
    }
    return `Set spawn point to ${pos.x}, ${pos.y}, ${pos.z} for ${targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} players`}`;
  },
};

export const gameCommands: CommandSpec[] = [time, weather, gameruleCmd, difficulty, gamemode, spawnpoint];
