/**
 * /execute over the checker's parse: as, at, positioned, facing, rotated,
 * anchored, align, in, if|unless (block, blocks, entity, score; data and
 * predicate as limitations), store (score; other targets as limitations),
 * and run, which dispatches the nested parsed command. Like vanilla,
 * `as`/`at` fork the chain once per matched entity.
 */
import { Vec3 } from 'vec3';
import type { ParsedCommand } from '../../../model/commands';
import { resolveBlockPos, resolveRotation, resolveVec3 } from './coords';
import { selectEntities, requireEntities } from './selectors';
import { blockPredicateOf } from './blockCommands';
import { CommandError, CommandSource, CommandSpec } from './handlerTypes';
import type { EmbeddedContext } from '../plugins/context';
import { dispatchParsed } from './dispatcher';
import { budgetOf } from '../limits';
import { executeSteps as parsedSteps } from '../../../model/commands/executeSteps';
import { CommandArgs } from './args';
import { scoreHolders, setScore, testScore } from './scoreboardCommands';
import { blockArea, MAX_BLOCK_AREA, tooManyBlocks } from '../../../vanilla/commandLimits';

/** One execute subcommand with typed access to its nodes (args.literal(1) is the word after the head). */
interface ExecuteStep { head: string; args: CommandArgs }

function executeSteps(cmd: ParsedCommand): ExecuteStep[] {
  return parsedSteps(cmd.executeModifiers ?? []).map((s) => ({ head: s.head, args: new CommandArgs(s.nodes, 'execute') }));
}

function facingAngles(from: Vec3, to: Vec3): { yaw: number; pitch: number } {
  const d = to.minus(from);
  const horiz = Math.sqrt(d.x * d.x + d.z * d.z);
  const yaw = (Math.atan2(d.z, d.x) * 180) / Math.PI - 90;
  const pitch = -(Math.atan2(d.y, horiz) * 180) / Math.PI;
  return { yaw, pitch };
}

function eyeHeight(e: any): number {
  return e.type === 'player' ? 1.62 : (e.mcuSize?.y ?? 1.7) * 0.85;
}

/** `execute if blocks`: does the region from start..end equal the one at destination (masked: ignoring air)? */
function blocksMatch(ctx: EmbeddedContext, step: ExecuteStep, src: CommandSource): boolean {
  const a = resolveBlockPos(step.args.coords('start')!, src);
  const b = resolveBlockPos(step.args.coords('end')!, src);
  const d = resolveBlockPos(step.args.coords('destination')!, src);
  const min = new Vec3(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.min(a.z, b.z));
  const max = new Vec3(Math.max(a.x, b.x), Math.max(a.y, b.y), Math.max(a.z, b.z));
  const volume = blockArea([a.x, a.y, a.z], [b.x, b.y, b.z]);
  if (volume > MAX_BLOCK_AREA) throw new CommandError(tooManyBlocks(volume));
  const masked = step.args.has('masked');
  const air = ctx.serv.registry.blocksByName.air.defaultState;
  for (let x = min.x; x <= max.x; x++) {
    for (let y = min.y; y <= max.y; y++) {
      for (let z = min.z; z <= max.z; z++) {
        const here = src.world.sync.getBlockStateId(new Vec3(x, y, z));
        if (masked && here === air) continue;
        const there = src.world.sync.getBlockStateId(new Vec3(d.x + x - min.x, d.y + y - min.y, d.z + z - min.z));
        if (here !== there) return false;
      }
    }
  }
  return true;
}

function condition(ctx: EmbeddedContext, step: ExecuteStep, src: CommandSource): boolean {
  const kind = step.args.literal(1);
  switch (kind) {
    case 'block': {
      const pos = resolveBlockPos(step.args.coords('pos')!, src);
      return blockPredicateOf(ctx, step.args.block('block')!)(src.world.sync.getBlockStateId(pos));
    }
    case 'blocks': return blocksMatch(ctx, step, src);
    case 'entity': return selectEntities(ctx, step.args.selector('entities')!, src).length > 0;
    case 'score': return testScore(ctx, step.args, src);
    default:
      // data and predicate need block-entity NBT, storage or data packs the embedded server does not hold.
      budgetOf(ctx).limitations.push(`execute ${step.head} ${kind} is not modelled by the embedded server; the condition was taken as not met`);
      return false;
  }
}

/** Where `execute store` puts the result of the command it wraps. */
interface Store { success: boolean; step: ExecuteStep; src: CommandSource }

function applyStores(ctx: EmbeddedContext, stores: Store[], result: number, ok: boolean): void {
  for (const s of stores) {
    const value = s.success ? (ok ? 1 : 0) : ok ? result : 0;
    if (s.step.args.literal(2) === 'score') {
      for (const holder of scoreHolders(ctx, s.step.args.selector('targets')!, s.src)) setScore(ctx, holder, s.step.args.string('objective')!, value);
    } else {
      budgetOf(ctx).limitations.push(`execute store ${s.step.args.literal(1)} ${s.step.args.literal(2)} is not modelled by the embedded server; the value was not stored`);
    }
  }
}

const MAX_REPLY_LINES = 20;

interface Outcome { ok: boolean; reply: string; count: number }

async function chain(ctx: EmbeddedContext, steps: ExecuteStep[], i: number, run: ParsedCommand | undefined,
  src: CommandSource, stores: Store[]): Promise<Outcome> {
  if (i >= steps.length) {
    if (!run) { applyStores(ctx, stores, 1, true); return { ok: true, reply: 'Test passed', count: 1 }; }
    const res = await dispatchParsed(ctx, run, src);
    applyStores(ctx, stores, res.result ?? 1, res.ok);
    return { ok: res.ok, reply: res.reply, count: res.ok ? 1 : 0 };
  }
  const step = steps[i];
  const a = step.args;
  const next = (s: CommandSource) => chain(ctx, steps, i + 1, run, s, stores);
  const forkTo = (sources: CommandSource[]) => fork(ctx, steps, i + 1, run, sources, stores);
  switch (step.head) {
    case 'as':
      return forkTo(selectEntities(ctx, a.selector('targets')!, src).map((e) => ({ ...src, entity: e })));
    case 'at':
      return forkTo(selectEntities(ctx, a.selector('targets')!, src).map((e) => ({
        ...src, position: e.position.clone(), world: e.world,
        yaw: e.type === 'player' ? (e.mcuYaw ?? 0) : (e.yaw ?? 0) * 360 / 256,
        pitch: e.type === 'player' ? (e.mcuPitch ?? 0) : 0,
      })));
    case 'positioned':
      if (a.has('as')) return forkTo(selectEntities(ctx, a.selector('targets')!, src).map((e) => ({ ...src, position: e.position.clone() })));
      return next({ ...src, position: resolveVec3(a.coords('pos')!, src) });
    case 'rotated':
      if (a.has('as')) return forkTo(selectEntities(ctx, a.selector('targets')!, src).map((e) => ({ ...src, yaw: e.mcuYaw ?? 0, pitch: e.mcuPitch ?? 0 })));
      return next({ ...src, ...resolveRotation(a.coords('rot')!, src) });
    case 'facing': {
      if (a.has('entity')) {
        const eyes = a.string('anchor') === 'eyes';
        return forkTo(requireEntities(ctx, a.selector('targets'), src).map((e) => ({
          ...src, ...facingAngles(src.position, e.position.offset(0, eyes ? eyeHeight(e) : 0, 0)),
        })));
      }
      return next({ ...src, ...facingAngles(src.position, resolveVec3(a.coords('pos')!, src)) });
    }
    case 'anchored': {
      const eyes = a.string('anchor') === 'eyes' && src.entity;
      return next({ ...src, position: eyes ? src.position.offset(0, eyeHeight(src.entity), 0) : src.position });
    }
    case 'align': {
      const axes = a.string('axes') ?? '';
      const p = src.position.clone();
      if (axes.includes('x')) p.x = Math.floor(p.x);
      if (axes.includes('y')) p.y = Math.floor(p.y);
      if (axes.includes('z')) p.z = Math.floor(p.z);
      return next({ ...src, position: p });
    }
    case 'in': {
      const dim = a.id('dimension');
      if (dim === 'overworld') return next({ ...src, world: ctx.serv.overworld });
      if (dim === 'the_nether' && ctx.serv.netherworld) return next({ ...src, world: ctx.serv.netherworld });
      budgetOf(ctx).limitations.push(`The embedded server has no ${dim} dimension; execute in ${dim} ran in the overworld`);
      return next(src);
    }
    case 'if': case 'unless': {
      const pass = condition(ctx, step, src) === (step.head === 'if');
      if (!pass) {
        if (i + 1 >= steps.length && !run) throw new CommandError('Test failed');
        return { ok: true, reply: 'Test failed (nothing run)', count: 0 };
      }
      return next(src);
    }
    case 'store':
      return chain(ctx, steps, i + 1, run, src, [...stores, { success: a.literal(1) === 'success', step, src }]);
    default:
      throw new CommandError(`Unknown execute subcommand '${step.head}'`);
  }
}

async function fork(ctx: EmbeddedContext, steps: ExecuteStep[], i: number, run: ParsedCommand | undefined,
  sources: CommandSource[], stores: Store[]): Promise<Outcome> {
  if (sources.length === 0) throw new CommandError('No entity was found');
  const replies: string[] = [];
  let count = 0;
  let firstError = '';
  const budget = budgetOf(ctx);
  for (const s of sources) {
    // Each fork counts: `execute as @e as @e …` multiplies before any `run` is reached.
    budget.addExecution();
    const r = await chain(ctx, steps, i, run, s, stores);
    if (r.ok) { count += r.count; replies.push(r.reply); } else if (!firstError) firstError = r.reply;
  }
  if (count === 0 && firstError) return { ok: false, reply: firstError, count: 0 };
  // Vanilla sends every reply to chat; the report keeps a readable number of them.
  const shown = replies.length > MAX_REPLY_LINES ? [...replies.slice(0, MAX_REPLY_LINES), `… and ${replies.length - MAX_REPLY_LINES} more`] : replies;
  return { ok: true, reply: shown.join('\n'), count };
}

/** /execute runs over the parsed command itself (its modifiers and `run`), not over the arguments. */
export function executeParsed(ctx: EmbeddedContext, cmd: ParsedCommand, src: CommandSource): Promise<Outcome> {
  return chain(ctx, executeSteps(cmd), 0, cmd.run, src, []);
}

export const executeCommand: CommandSpec = {
  name: 'execute',
  async run(args, src, ctx) {
    const cmd = args.command;
    if (!cmd) throw new CommandError('execute needs its parsed command');
    const r = await executeParsed(ctx, cmd, src);
    if (!r.ok) throw new CommandError(r.reply);
    return { reply: r.reply, result: r.count };
  },
};
