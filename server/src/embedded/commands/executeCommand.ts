/**
 * /execute with as, at, positioned, facing, rotated, anchored, align, in,
 * if|unless block|entity, and run, which recurses into a new command. Like
 * vanilla, `as`/`at` fork the chain once per matched entity.
 */
import { Vec3 } from 'vec3';
import { parseBlockPos, parseVec3, parseRotation } from './coords';
import { splitArgsWithPos } from './reader';
import { selectEntities, requireEntities } from './selectors';
import { parseBlockSpec } from './blockCommands';
import { stateProperties } from '../blockState';
import { CommandError, CommandSource, CommandSpec } from './types';
import type { EmbeddedContext } from '../plugins/context';
import { dispatch } from './dispatcher';
import { budgetOf } from '../limits';

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

function blockMatches(ctx: EmbeddedContext, src: CommandSource, posTokens: string[], blockText: string): boolean {
  const pos = parseBlockPos(posTokens, src);
  const stateId = src.world.sync.getBlockStateId(pos);
  const have = ctx.serv.registry.blocksByStateId[stateId];
  const spec = parseBlockSpec(ctx.serv, blockText);
  if (have?.id !== spec.block.id) return false;
  const props = stateProperties(have, stateId);
  return Object.entries(spec.props).every(([k, v]) => props[k] === v);
}

const MAX_REPLY_LINES = 20;

interface Outcome { ok: boolean; reply: string; count: number }

async function chain(ctx: EmbeddedContext, line: string, toks: Array<{ text: string; start: number }>, i: number,
  src: CommandSource): Promise<Outcome> {
  const t = (k: number) => toks[k]?.text;
  if (i >= toks.length) return { ok: true, reply: 'Test passed', count: 1 };
  const sub = t(i);
  switch (sub) {
    case 'run': {
      if (i + 1 >= toks.length) throw new CommandError('Expected a command after run');
      const res = await dispatch(ctx, line.slice(toks[i + 1].start), src);
      return { ok: res.ok, reply: res.reply, count: res.ok ? 1 : 0 };
    }
    case 'as': {
      const ents = selectEntities(ctx.serv, t(i + 1) ?? '', src);
      return fork(ctx, line, toks, i + 2, ents.map((e) => ({ ...src, entity: e })));
    }
    case 'at': {
      const ents = selectEntities(ctx.serv, t(i + 1) ?? '', src);
      return fork(ctx, line, toks, i + 2, ents.map((e) => ({
        ...src, position: e.position.clone(), world: e.world,
        yaw: e.type === 'player' ? (e.mcuYaw ?? 0) : (e.yaw ?? 0) * 360 / 256,
        pitch: e.type === 'player' ? (e.mcuPitch ?? 0) : 0,
      })));
    }
    case 'positioned': {
      if (t(i + 1) === 'as') {
        const ents = selectEntities(ctx.serv, t(i + 2) ?? '', src);
        return fork(ctx, line, toks, i + 3, ents.map((e) => ({ ...src, position: e.position.clone() })));
      }
      const pos = parseVec3([t(i + 1)!, t(i + 2)!, t(i + 3)!], src);
      return chain(ctx, line, toks, i + 4, { ...src, position: pos });
    }
    case 'rotated': {
      if (t(i + 1) === 'as') {
        const ents = selectEntities(ctx.serv, t(i + 2) ?? '', src);
        return fork(ctx, line, toks, i + 3, ents.map((e) => ({ ...src, yaw: e.mcuYaw ?? 0, pitch: e.mcuPitch ?? 0 })));
      }
      const rot = parseRotation([t(i + 1)!, t(i + 2)!], src);
      return chain(ctx, line, toks, i + 3, { ...src, ...rot });
    }
    case 'facing': {
      if (t(i + 1) === 'entity') {
        const ents = requireEntities(ctx.serv, t(i + 2) ?? '', src);
        const anchorEyes = t(i + 3) === 'eyes';
        return fork(ctx, line, toks, i + 4, ents.map((e) => ({
          ...src, ...facingAngles(src.position, e.position.offset(0, anchorEyes ? eyeHeight(e) : 0, 0)),
        })));
      }
      const target = parseVec3([t(i + 1)!, t(i + 2)!, t(i + 3)!], src);
      return chain(ctx, line, toks, i + 4, { ...src, ...facingAngles(src.position, target) });
    }
    case 'anchored': {
      if (t(i + 1) !== 'eyes' && t(i + 1) !== 'feet') throw new CommandError('Invalid entity anchor');
      const pos = t(i + 1) === 'eyes' && src.entity ? src.position.offset(0, eyeHeight(src.entity), 0) : src.position;
      return chain(ctx, line, toks, i + 2, { ...src, position: pos });
    }
    case 'align': {
      const axes = t(i + 1) ?? '';
      if (!/^[xyz]{1,3}$/.test(axes)) throw new CommandError('Invalid swizzle, expected combination of x, y and z');
      const p = src.position.clone();
      if (axes.includes('x')) p.x = Math.floor(p.x);
      if (axes.includes('y')) p.y = Math.floor(p.y);
      if (axes.includes('z')) p.z = Math.floor(p.z);
      return chain(ctx, line, toks, i + 2, { ...src, position: p });
    }
    case 'in': {
      const dim = (t(i + 1) ?? '').replace(/^minecraft:/, '');
      if (dim === 'overworld') return chain(ctx, line, toks, i + 2, { ...src, world: ctx.serv.overworld });
      if (dim === 'the_nether') return chain(ctx, line, toks, i + 2, { ...src, world: ctx.serv.netherworld });
      throw new CommandError(`Unknown dimension '${t(i + 1)}'`);
    }
    case 'if': case 'unless': {
      const want = sub === 'if';
      const kind = t(i + 1);
      let pass: boolean;
      let next: number;
      if (kind === 'block') {
        pass = blockMatches(ctx, src, [t(i + 2)!, t(i + 3)!, t(i + 4)!], t(i + 5) ?? '');
        next = i + 6;
      } else if (kind === 'entity') {
        pass = selectEntities(ctx.serv, t(i + 2) ?? '', src).length > 0;
        next = i + 3;
      } else {
        throw new CommandError(`execute ${sub} ${kind ?? ''} is not supported by the embedded server`);
      }
      if (pass !== want) {
        if (next >= toks.length) throw new CommandError('Test failed');
        return { ok: true, reply: 'Test failed (nothing run)', count: 0 };
      }
      return chain(ctx, line, toks, next, src);
    }
    case 'store':
      throw new CommandError('execute store is not supported by the embedded server');
    default:
      throw new CommandError(`Unknown execute subcommand '${sub}'`);
  }
}

async function fork(ctx: EmbeddedContext, line: string, toks: Array<{ text: string; start: number }>, i: number,
  sources: CommandSource[]): Promise<Outcome> {
  if (sources.length === 0) throw new CommandError('No entity was found');
  const replies: string[] = [];
  let count = 0;
  let firstError = '';
  const budget = budgetOf(ctx);
  for (const s of sources) {
    // Each fork counts: `execute as @e as @e …` multiplies before any `run` is reached.
    budget.addExecution();
    const r = await chain(ctx, line, toks, i, s);
    if (r.ok) { count += r.count; replies.push(r.reply); } else if (!firstError) firstError = r.reply;
  }
  if (count === 0 && firstError) return { ok: false, reply: firstError, count: 0 };
  // Vanilla sends every reply to chat; the report keeps a readable number of them.
  const shown = replies.length > MAX_REPLY_LINES ? [...replies.slice(0, MAX_REPLY_LINES), `… and ${replies.length - MAX_REPLY_LINES} more`] : replies;
  return { ok: true, reply: shown.join('\n'), count };
}

export const executeCommand: CommandSpec = {
  name: 'execute',
  usage: '/execute <subcommand> ... run <command>',
  async run(args, src, ctx) {
    const toks = splitArgsWithPos(args);
    if (toks.length === 0) throw new CommandError(`Usage: ${executeCommand.usage}`);
    const r = await chain(ctx, args, toks, 0, src);
    if (!r.ok) throw new CommandError(r.reply);
    return r.reply;
  },
};
