/** /setblock and /fill with block states, default states and all 1.16 modes. */
import { noteBrewingStand } from '../plugins/brewingStand';
import { Vec3 } from 'vec3';
import { getRegistry } from '../../../vanilla/registry';
import { stateIdFor, stateProperties } from '../blockState';
import { breakBlockWithDrops, spawnDestroyDrops } from '../plugins/blockDrops';
import { resolveBlockPos } from './coords';
import type { BlockValue } from './args';
import { CommandError, CommandSource, CommandSpec } from './handlerTypes';
import type { EmbeddedContext } from '../plugins/context';
import { isLoaded } from '../loadedArea';
import { budgetOf } from '../limits';
import { noteCommandBlock } from '../commandBlocks';
import { isCommandBlock } from '../../../vanilla/commandBlockRules';
import { blockArea, inWorldBounds, MAX_BLOCK_AREA, OUT_OF_WORLD, tooManyBlocks } from '../../../vanilla/commandLimits';
import { isAirBlock } from '../../../vanilla/airBlocks';

export interface BlockSpec { block: any; stateId: number; props: Record<string, string> }

/** The state the checker's block argument names (its properties over the block's defaults). */
export function blockSpecOf(serv: any, v: BlockValue): BlockSpec {
  const block = serv.registry.blocksByName[v.id];
  if (!block) throw new CommandError(`Unknown block type '${v.id}'`);
  let stateId: number;
  try { stateId = stateIdFor(block, v.properties); } catch (err) { throw new CommandError((err as Error).message); }
  return { block, stateId, props: v.properties };
}

/** A block predicate (`/fill … replace <filter>`, `execute if block`): a block with the states it names, or a #tag. */
export function blockPredicateOf(ctx: EmbeddedContext, v: BlockValue): (stateId: number) => boolean {
  const serv = ctx.serv;
  if (v.tag) {
    const names = getRegistry('1.16.5').blockTags.get(v.id);
    if (!names) {
      // The checker knows every vanilla tag's name, but the bundled data lists the members of only some.
      budgetOf(ctx).limitations.push(`The embedded server does not know the members of block tag #${v.id}; it matched no block`);
      return () => false;
    }
    const set = new Set(names.map((n) => n.replace(/^minecraft:/, '')));
    return (s) => set.has(serv.registry.blocksByStateId[s]?.name);
  }
  const block = serv.registry.blocksByName[v.id];
  if (!block) throw new CommandError(`Unknown block type '${v.id}'`);
  const wanted = Object.entries(v.properties);
  return (s) => {
    const b = serv.registry.blocksByStateId[s];
    if (b?.id !== block.id) return false;
    if (!wanted.length) return true;
    const have = stateProperties(b, s);
    return wanted.every(([k, val]) => have[k] === val);
  };
}

function getState(world: any, pos: Vec3): number {
  return world.sync.getBlockStateId(pos);
}

/** Vanilla's BlockPosArgument.getLoadedBlockPos: the chunk must be loaded, then the position inside the world. */
export function requireLoadedPos(ctx: EmbeddedContext, src: CommandSource, pos: Vec3): Vec3 {
  if (!isLoaded(ctx.serv, src.world, pos)) throw new CommandError('That position is not loaded');
  if (!inWorldBounds(pos.x, pos.y, pos.z)) throw new CommandError(OUT_OF_WORLD);
  return pos;
}

async function place(ctx: EmbeddedContext, src: CommandSource, pos: Vec3, stateId: number, destroy: boolean): Promise<void> {
  if (destroy) await breakBlockWithDrops(ctx, src.world, pos, null);
  await ctx.serv.setBlock(src.world, pos, stateId);
}

const setblock: CommandSpec = {
  name: 'setblock',
  async run(args, src, ctx) {
    const pos = requireLoadedPos(ctx, src, resolveBlockPos(args.coords('pos')!, src));
    const spec = blockSpecOf(ctx.serv, args.block('block')!);
    const current = getState(src.world, pos);
    if (args.has('keep') && current !== 0 && !isAir(ctx, current)) throw new CommandError('Could not set the block');
    if (current === spec.stateId) throw new CommandError('Could not set the block');
    budgetOf(ctx).addBlocks(1, pos);
    await place(ctx, src, pos, spec.stateId, args.has('destroy'));
    noteCommandBlock(ctx, src.world, pos, spec.block.name, spec.stateId, args.block('block')!.nbt);
    noteBrewingStand(ctx, src.world, pos, spec.block.name, args.block('block')!.nbt);
    return `Changed the block at ${pos.x}, ${pos.y}, ${pos.z}`;
  },
};

function isAir(ctx: EmbeddedContext, stateId: number): boolean {
  const name = ctx.serv.registry.blocksByStateId[stateId]?.name;
  return isAirBlock(name);
}

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
  async run(args, src, ctx) {
    const p1 = requireLoadedPos(ctx, src, resolveBlockPos(args.coords('from')!, src));
    const p2 = requireLoadedPos(ctx, src, resolveBlockPos(args.coords('to')!, src));
    const spec = blockSpecOf(ctx.serv, args.block('block')!);
    const mode = ['destroy', 'hollow', 'keep', 'outline'].find((m) => args.has(m)) ?? 'replace';
    const filterArg = args.block('filter');
    const filter = filterArg ? blockPredicateOf(ctx, filterArg) : null;
    const min = new Vec3(Math.min(p1.x, p2.x), Math.min(p1.y, p2.y), Math.min(p1.z, p2.z));
    const max = new Vec3(Math.max(p1.x, p2.x), Math.max(p1.y, p2.y), Math.max(p1.z, p2.z));
    // Vanilla resolves both corners first (loaded, inside the world; the loaded area is a square, so they suffice), then measures.
    const volume = blockArea([p1.x, p1.y, p1.z], [p2.x, p2.y, p2.z]);
    if (volume > MAX_BLOCK_AREA) throw new CommandError(tooManyBlocks(volume));
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
          budget.addBlocks(1, pos);
          if ((changed & 255) === 0) budget.checkTime();
          if (mode === 'destroy') spawnDestroyDrops(ctx, src.world, pos, null);
          await src.world.setBlockStateId(pos, target);
          written.push([pos, target]);
          changed++;
        }
      }
    }
    await publish(ctx, src.world, written);
    if (isCommandBlock(spec.block.name)) for (const [pos] of written) noteCommandBlock(ctx, src.world, pos, spec.block.name, spec.stateId, args.block('block')!.nbt);
    if (changed === 0) throw new CommandError('No blocks were filled');
    return `Successfully filled ${changed} blocks`;
  },
};

export const blockCommands: CommandSpec[] = [setblock, fill];
