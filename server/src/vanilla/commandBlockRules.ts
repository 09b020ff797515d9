/**
 * When a command block runs, in vanilla 1.16.5 as MineStudio plays it. The
 * embedded server (embedded/commandBlocks.ts) runs command blocks by these
 * rules and the static checks (feasibility/checks/harmChecks.ts) judge what
 * they would do with them.
 *
 * Whether command blocks run at all: a dedicated server reads
 * `enable-command-block` from server.properties (default false), but
 * MineStudio's simulator is MineRL's Minecraft client playing a single-player
 * world, and vanilla's IntegratedServer#isCommandBlockEnabled returns true.
 * So in an MCU rollout a command block runs.
 *
 * Which ones run (CommandBlockEntity, CommandBlock#tick): an impulse block
 * runs once when it becomes powered or is placed with `auto:1b`; a repeating
 * block runs every tick while powered or `auto`; a chain block runs only when
 * the block pointing into it ran, which the embedded server does not follow.
 */
export const COMMAND_BLOCKS_RUN = true;

export type CommandBlockKind = 'command_block' | 'repeating_command_block' | 'chain_command_block';

export function isCommandBlock(id: string): id is CommandBlockKind {
  return id === 'command_block' || id === 'repeating_command_block' || id === 'chain_command_block';
}

/**
 * Blocks that power a command block beside them. Only sources that are on as
 * placed count (a lever or button is off unless its state says powered).
 */
export function powersNeighbour(id: string, state: Record<string, string> = {}): boolean {
  if (id === 'redstone_block') return true;
  if (id === 'redstone_torch' || id === 'redstone_wall_torch') return state.lit !== 'false';
  if (id === 'lever' || /_button$/.test(id) || /_pressure_plate$/.test(id)) return state.powered === 'true';
  return false;
}

/** How often a command block runs: 'once' (impulse), 'every tick' (repeating), 'chain' (when triggered), or undefined (idle). */
export function commandBlockRuns(kind: CommandBlockKind, auto: boolean, powered: boolean): 'once' | 'every tick' | 'chain' | undefined {
  if (kind === 'chain_command_block') return auto || powered ? 'chain' : undefined;
  if (!auto && !powered) return undefined;
  return kind === 'repeating_command_block' ? 'every tick' : 'once';
}

/** The command a command block's NBT holds (`Command`), without its leading '/', or undefined when empty. */
export function commandOf(nbt: Record<string, unknown> | undefined): string | undefined {
  const c = nbt?.Command;
  if (typeof c !== 'string') return undefined;
  const text = c.trim().replace(/^\//, '').trim();
  return text || undefined;
}

/** Is the `auto` flag set (auto:1b)? */
export function isAuto(nbt: Record<string, unknown> | undefined): boolean {
  const v = nbt?.auto;
  return v === true || (typeof v === 'number' && v !== 0);
}
