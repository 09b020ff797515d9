/** /setblock and /fill with block states, default states and all 1.16 modes. */
import { Vec3 } from 'vec3';
import { getRegistry } from '../../mc/registry';
import { stateIdFor } from '../blockState';
import { breakBlockWithDrops, spawnDestroyDrops } from '../plugins/blockDrops';
import { parseBlockPos } from './coords';
import { bareId, splitArgs } from './reader';
import { CommandError, CommandSource, CommandSpec } from './types';
import type { EmbeddedContext } from '../plugins/context';
import { isLoaded } from '../loadedArea';
import { budgetOf } from '../limits';

export interface BlockSpec { block: any; stateId: number; props: Record<string, string> }

/** Parses `minecraft:oak_log[axis=y]` (NBT after it is accepted and ignored). */
export function parseBlockSpec(serv: any, text: string): BlockSpec {
  const m = /^([#a-z0-9_:./-]+)(\[[^\]]*\])?(\{.*\})?$/i.exec(text);
  if (!m) throw new CommandError(`Invalid block '${text}'`);
  const id = bareId(m[1]);
  if (id.startsWith('#')) throw new CommandError(`Tags aren't allowed here, only actual blocks: ${text}`);
  const block = serv.registry.blocksByName[id];
  if (!block) throw new CommandError(`Unknown block type '${m[1]}'`);
  const props: Record<string, string> = {};
  if (m[2]) {
    for (const part of m[2].slice(1, -1).split(',').map((s) => s.trim()).filter(Boolean)) {
      const [k, v] = part.split('=').map((s) => s.trim());
      if (!k || v === undefined) throw new CommandError(`Expected value for property '${k}' on block ${id}`);
      props[k] = v;
    }
  }
  let stateId: number;
  try { stateId = stateIdFor(block, props); } catch (err) { throw new CommandError((err as Error).message); }
  return { block, stateId, props };
}

/** A filter for `/fill ... replace <filter>`: a block (with optional states) or a #tag. */
function parseBlockFilter(serv: any, text: string): (stateId: number) => boolean {
  if (text.startsWith('#')) {
    const tag = bareId(text.slice(1));
    const names = getRegistry('1.16.5').blockTags.get(tag);
    if (!names) throw new CommandError(`Unknown block tag '${text}'`);
    const set = new Set(names);
    return (s) => set.has(serv.registry.blocksByStateId[s]?.name);
  }
  const spec = parseBlockSpec(serv, text);
  if (Object.keys(spec.props).length === 0) return (s) => serv.registry.blocksByStateId[s]?.id === spec.block.id;
  const wanted = spec.props;
  const { stateProperties } = require('../blockState');
  return (s) => {
    const b = serv.registry.blocksByStateId[s];
    if (b?.id !== spec.block.id) return false;
    const have = stateProperties(b, s);
    return Object.entries(wanted).every(([k, v]) => have[k] === v);
  };
}

function getState(world: any, pos: Vec3): number {
  return world.sync.getBlockStateId(pos);
}

function checkLoadedY(pos: Vec3): void {
  if (pos.y < 0 || pos.y > 255) throw new CommandError('Cannot place blocks outside the world');
}

async function place(ctx: EmbeddedContext, src: CommandSource, pos: Vec3, stateId: number, destroy: boolean): Promise<void> {
  if (destroy) await breakBlockWithDrops(ctx, src.world, pos, null);
  await ctx.serv.setBlock(src.world, pos, stateId);
}

const setblock: CommandSpec = {
  name: 'setblock',
  usage: '/setblock <pos> <block> [destroy|keep|replace]',
  async run(args, src, ctx) {
    const a = splitArgs(args);
    if (a.length < 4 || a.length > 5) throw new CommandError(`Usage: ${setblock.usage}`);
    const pos = parseBlockPos(a.slice(0, 3), src);
    checkLoadedY(pos);
    if (!isLoaded(ctx.serv, src.world, pos)) throw new CommandError('That position is not loaded');
    const spec = parseBlockSpec(ctx.serv, a[3]);
    const mode = a[4] ?? 'replace';
    if (!['destroy', 'keep', 'replace'].includes(mode)) throw new CommandError(`Usage: ${setblock.usage}`);
    const current = getState(src.world, pos);
    if (mode === 'keep' && current !== 0 && !isAir(ctx, current)) throw new CommandError('Could not set the block');
    if (current === spec.stateId) throw new CommandError('Could not set the block');
    budgetOf(ctx).addBlocks(1);
    await place(ctx, src, pos, spec.stateId, mode === 'destroy');
    return `Changed the block at ${pos.x}, ${pos.y}, ${pos.z}`;
  },
};

function isAir(ctx: EmbeddedContext, stateId: number): boolean {
  const name = ctx.serv.registry.blocksByStateId[stateId]?.name;
  return name === 'air' || name === 'cave_air' || name === 'void_air';
}

const FILL_LIMIT = 32768;
/** Above this many changed blocks, players get whole chunks again instead of one packet per block. */
const BLOCK_PACKETS_MAX = 512;

/**
 * Shows blocks a fill wrote straight into the world to the players. The fill
 * bypasses serv.setBlock: flying-squid re-sorts its whole block-update queue
 * on every insert, which made a 32,768-block fill take half a minute.
 */
async function publish(ctx: EmbeddedContext, world: any, written: Array<[Vec3, number]>): Promise<void> {
  const serv = ctx.serv;
  if (written.length <= BLOCK_PACKETS_MAX) {
    for (const p of serv.players) if (p.world === world) for (const [pos, id] of written) p.sendBlock(pos, id);
    return;
  }
  const chunks = new Map<string, { chunkX: number; chunkZ: number }>();
  for (const [pos] of written) {
    const chunkX = Math.floor(pos.x / 16);
    const chunkZ = Math.floor(pos.z / 16);
    chunks.set(`${chunkX},${chunkZ}`, { chunkX, chunkZ });
  }
  for (const p of serv.players) {
    if (p.world !== world) continue;
    for (const [key, { chunkX, chunkZ }] of chunks) {
      if (p.loadedChunks?.[key] === undefined) continue;
      p.sendChunk(chunkX, chunkZ, await world.getColumn(chunkX, chunkZ));
    }
  }
}

const fill: CommandSpec = {
  name: 'fill',
  usage: '/fill <from> <to> <block> [destroy|hollow|keep|outline|replace [<filter>]]',
  async run(args, src, ctx) {
    const a = splitArgs(args);
    if (a.length < 7) throw new CommandError(`Usage: ${fill.usage}`);
    const p1 = parseBlockPos(a.slice(0, 3), src);
    const p2 = parseBlockPos(a.slice(3, 6), src);
    const spec = parseBlockSpec(ctx.serv, a[6]);
    const mode = a[7] ?? 'replace';
    if (!['destroy', 'hollow', 'keep', 'outline', 'replace'].includes(mode)) throw new CommandError(`Usage: ${fill.usage}`);
    if (mode !== 'replace' && a.length > 8) throw new CommandError(`Usage: ${fill.usage}`);
    const filter = mode === 'replace' && a[8] ? parseBlockFilter(ctx.serv, a[8]) : null;
    const min = new Vec3(Math.min(p1.x, p2.x), Math.min(p1.y, p2.y), Math.min(p1.z, p2.z));
    const max = new Vec3(Math.max(p1.x, p2.x), Math.max(p1.y, p2.y), Math.max(p1.z, p2.z));
    const volume = (max.x - min.x + 1) * (max.y - min.y + 1) * (max.z - min.z + 1);
    if (volume > FILL_LIMIT) throw new CommandError(`Too many blocks in the specified area (maximum ${FILL_LIMIT}, specified ${volume})`);
    if (min.y < 0 || max.y > 255) throw new CommandError('That position is out of this world!');
    // Vanilla checks every chunk the box touches; the loaded area is a square, so two corners suffice.
    if (!isLoaded(ctx.serv, src.world, min) || !isLoaded(ctx.serv, src.world, max)) throw new CommandError('That position is not loaded');
    const budget = budgetOf(ctx);
    const air = ctx.serv.registry.blocksByName.air.defaultState;
    let changed = 0;
    const written: Array<[Vec3, number]> = [];
    for (let x = min.x; x <= max.x; x++) {
      for (let y = min.y; y <= max.y; y++) {
        for (let z = min.z; z <= max.z; z++) {
          const pos = new Vec3(x, y, z);
          const edge = x === min.x || x === max.x || y === min.y || y === max.y || z === min.z || z === max.z;
          const current = getState(src.world, pos);
          let target: number | null = spec.stateId;
          if (mode === 'hollow' && !edge) target = air;
          if (mode === 'outline' && !edge) target = null;
          if (mode === 'keep' && !isAir(ctx, current)) target = null;
          if (filter && !filter(current)) target = null;
          if (target === null || target === current) continue;
          budget.addBlocks(1);
          if ((changed & 255) === 0) budget.checkTime();
          if (mode === 'destroy') spawnDestroyDrops(ctx, src.world, pos, null);
          await src.world.setBlockStateId(pos, target);
          written.push([pos, target]);
          changed++;
        }
      }
    }
    await publish(ctx, src.world, written);
    if (changed === 0) throw new CommandError('No blocks were filled');
    return `Successfully filled ${changed} blocks`;
  },
};

export const blockCommands: CommandSpec[] = [setblock, fill];
