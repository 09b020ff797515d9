/**
 * Command blocks, run as MineStudio runs them (vanilla/commandBlockRules.ts: its
 * single-player world has command blocks on). /setblock and /fill note every
 * command block they place with a `Command`; after each command line the
 * blocks that are due run their command, with the block as the source (no
 * entity, positioned at the block), as on the tick after vanilla placed or
 * powered them:
 *
 * - an impulse block with `auto:1b` or a powering block beside it runs once;
 * - a repeating one runs once here, and since vanilla runs it every tick,
 *   the rest of its runs are reported as a limitation (unless the command
 *   only chats or displays);
 * - a chain block is a limitation (the chain is not followed).
 *
 * A command a command block runs can kill the agent (/kill @a): the death
 * names the block (ctx.commandBlockRun).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './plugins/context';
import { CommandBlockKind, commandBlockRuns, commandOf, isAuto, isCommandBlock, powersNeighbour } from '../../vanilla/commandBlockRules';
import { stateProperties } from './blockState';
import type { CommandSource } from './commandHandlers/handlerTypes';

interface PlacedCommandBlock {
  world: any;
  pos: Vec3;
  kind: CommandBlockKind;
  stateId: number;
  command: string;
  auto: boolean;
  ran: boolean;
}

/** Command blocks one world may hold notes of (a /fill of command blocks notes the first ones). */
const MAX_NOTED = 256;
/** A command block's command may place more command blocks: passes over the list, at most. */
const MAX_PASSES = 8;
const SIDES = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 1, 0), new Vec3(0, -1, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1)];
/** Commands whose only effect is chat, sound or display: running them again changes nothing measured. */
const COSMETIC = /^(say|me|msg|tell|w|tellraw|title|playsound|stopsound|particle|list|seed|help|teammsg|tm)$/;

const noted = new WeakMap<EmbeddedContext, Map<string, PlacedCommandBlock>>();

function notesOf(ctx: EmbeddedContext): Map<string, PlacedCommandBlock> {
  let m = noted.get(ctx);
  if (!m) noted.set(ctx, (m = new Map()));
  return m;
}

/** Called for each block /setblock or /fill placed with NBT; notes command blocks that hold a command. */
export function noteCommandBlock(ctx: EmbeddedContext, world: any, pos: Vec3, blockName: string, stateId: number, nbt: Record<string, unknown> | undefined): void {
  if (!isCommandBlock(blockName)) return;
  const command = commandOf(nbt);
  const notes = notesOf(ctx);
  const key = `${pos.x},${pos.y},${pos.z}`;
  if (!command) { notes.delete(key); return; }
  if (notes.size >= MAX_NOTED && !notes.has(key)) return;
  notes.set(key, { world, pos: pos.clone(), kind: blockName, stateId, command, auto: isAuto(nbt), ran: false });
}

function powered(ctx: EmbeddedContext, b: PlacedCommandBlock): boolean {
  const reg = ctx.serv.registry;
  return SIDES.some((d) => {
    const s = b.world.sync.getBlockStateId(b.pos.plus(d));
    const block = reg.blocksByStateId[s];
    return !!block && powersNeighbour(block.name, stateProperties(block, s));
  });
}

function sourceAt(b: PlacedCommandBlock): CommandSource {
  return { player: null, entity: null, position: b.pos.offset(0.5, 0.5, 0.5), yaw: 0, pitch: 0, world: b.world };
}

const where = (b: PlacedCommandBlock) => `${b.pos.x} ${b.pos.y} ${b.pos.z}`;

/**
 * Runs the noted command blocks that are due (placed or powered since the
 * last call). Returns the first limitation met, if any.
 */
export async function runDueCommandBlocks(ctx: EmbeddedContext): Promise<string | undefined> {
  const notes = noted.get(ctx);
  if (!notes?.size) return undefined;
  // Loaded here: the dispatcher imports the command handlers, which import this module.
  const { dispatch } = require('./commandHandlers/dispatcher') as typeof import('./commandHandlers/dispatcher');
  let limitation: string | undefined;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let ran = false;
    for (const [key, b] of [...notes]) {
      if (b.world.sync.getBlockStateId(b.pos) !== b.stateId) { notes.delete(key); continue; }
      if (b.ran) continue;
      const runs = commandBlockRuns(b.kind, b.auto, powered(ctx, b));
      if (!runs) continue;
      b.ran = true;
      ran = true;
      const root = b.command.split(/\s+/)[0].replace(/^minecraft:/, '');
      if (COSMETIC.test(root)) continue;
      if (runs === 'chain') {
        limitation ??= `the chain command block at ${where(b)} runs "${b.command.slice(0, 80)}" when the block behind it does; the embedded server does not follow command block chains`;
        continue;
      }
      ctx.commandBlockRun = `the ${b.kind.replace(/_/g, ' ')} at ${where(b)} running "${b.command.slice(0, 80)}"`;
      let res;
      try {
        res = await dispatch(ctx, b.command, sourceAt(b));
      } finally {
        ctx.commandBlockRun = undefined;
      }
      ctx.log(`command block at ${where(b)}: ${b.command} → ${res.reply}`);
      limitation ??= res.limitation;
      if (runs === 'every tick') {
        limitation ??= `the repeating command block at ${where(b)} runs "${b.command.slice(0, 80)}" every tick in vanilla; the embedded server ran it once`;
      }
    }
    if (!ran) break;
  }
  return limitation;
}
