/**
 * The limits 1.16.5's commands enforce when they run (after Brigadier has
 * parsed the line), each with the text vanilla's en_us.json gives its
 * failure. Read from the decompiled 1.16.5 classes (official mappings):
 * FillCommand and CloneCommand (`i > 32768` → commands.fill.toobig /
 * commands.clone.toobig; CloneCommand's overlap check comes first, skipped
 * by `force` and `move`), ExecuteCommand (`if|unless blocks`,
 * commands.execute.blocks.toobig), ForceLoadCommand (`> 256L` chunks,
 * commands.forceload.toobig), ScoreboardCommand.addObjective and
 * TeamCommand.createTeam (`length() > 16` → …add.longName; lifted in 1.18,
 * which is why ViaVersion's 1.18 rewriter still carries both texts),
 * Scoreboard.getOrCreatePlayerScore (a holder name over 40 characters
 * throws IllegalArgumentException, which the dispatcher reports as
 * command.failed) and BlockPosArgument.getLoadedBlockPos (y outside 0–255
 * or x/z outside ±30,000,000 → argument.pos.outofworld), and
 * WorldBorderCommand.setSize (below 1 block fails; 1.16.5's key has a stray
 * trailing dot, so players see the bare key).
 */

/**
 * Whether these limits are the version's: they are 1.16's. Later versions
 * lift the name limits (1.18), move the build height (1.18: y −64 to 319)
 * and make the area limit a game rule, so a file written for another version
 * is not held to them.
 */
export function limitsApply(version: string): boolean {
  return version === '1.16' || version.startsWith('1.16.');
}

/** Most blocks /fill, /clone and `execute if blocks` accept in one area. */
export const MAX_BLOCK_AREA = 32768;
/** Most chunks one /forceload add|remove may name. */
export const MAX_FORCELOAD_CHUNKS = 256;
/** Longest objective name `/scoreboard objectives add` accepts (until 1.18). */
export const MAX_OBJECTIVE_NAME = 16;
/** Longest team name `/team add` accepts (until 1.18). */
export const MAX_TEAM_NAME = 16;
/** Longest plain player name a target selector accepts (EntitySelectorParser, a parse error). */
export const MAX_PLAYER_NAME = 16;
/** Longest score holder name a score can be created for (the checker reads longer ones as no holder at all). */
export const MAX_SCORE_HOLDER_NAME = 40;
/** The build height: block positions outside it are "out of this world". */
export const WORLD_MIN_Y = 0;
export const WORLD_MAX_Y = 255;
/** Block x and z must lie in [-LIMIT, LIMIT). */
export const WORLD_XZ_LIMIT = 30_000_000;
/** Smallest world border /worldborder set accepts. */
export const MIN_WORLD_BORDER = 1;

/** commands.fill.toobig, commands.clone.toobig and commands.execute.blocks.toobig (one text). */
export function tooManyBlocks(specified: number): string {
  return `Too many blocks in the specified area (maximum ${MAX_BLOCK_AREA}, specified ${specified})`;
}

/** commands.forceload.toobig. */
export function tooManyChunks(specified: number): string {
  return `Too many chunks in the specified area (maximum ${MAX_FORCELOAD_CHUNKS}, specified ${specified})`;
}

/** commands.clone.overlap. */
export const CLONE_OVERLAP = 'The source and destination areas cannot overlap';
/** argument.pos.outofworld. */
export const OUT_OF_WORLD = 'That position is out of this world!';
/** commands.scoreboard.objectives.add.longName. */
export const OBJECTIVE_NAME_TOO_LONG = `Objective names cannot be longer than ${MAX_OBJECTIVE_NAME} characters`;
/** commands.team.add.longName. */
export const TEAM_NAME_TOO_LONG = `Team names cannot be longer than ${MAX_TEAM_NAME} characters`;
/** command.failed: what a player sees when a score holder name is too long (vanilla throws inside the command). */
export const COMMAND_FAILED = 'An unexpected error occurred trying to execute that command';
/** commands.worldborder.set.failed.small. — untranslated in 1.16.5, so this is what the chat shows. */
export const WORLD_BORDER_TOO_SMALL = 'commands.worldborder.set.failed.small.';

/** Blocks in the box between two corners (inclusive), as vanilla's BoundingBox spans count them. */
export function blockArea(a: readonly number[], b: readonly number[]): number {
  let n = 1;
  for (let i = 0; i < 3; i++) n *= Math.abs(a[i] - b[i]) + 1;
  return n;
}

/** Chunks /forceload touches between two block columns (x, z). */
export function chunkArea(a: readonly number[], b: readonly number[]): number {
  let n = 1;
  for (let i = 0; i < 2; i++) n *= (Math.max(a[i], b[i]) >> 4) - (Math.min(a[i], b[i]) >> 4) + 1;
  return n;
}

/** True when a block position is inside the world (BlockPosArgument's isInWorldBounds). */
export function inWorldBounds(x: number, y: number, z: number): boolean {
  return y >= WORLD_MIN_Y && y <= WORLD_MAX_Y && x >= -WORLD_XZ_LIMIT && z >= -WORLD_XZ_LIMIT && x < WORLD_XZ_LIMIT && z < WORLD_XZ_LIMIT;
}

/** True when the clone destination box (same size as the source, starting at `dest`) meets the source box. */
export function cloneOverlaps(begin: readonly number[], end: readonly number[], dest: readonly number[]): boolean {
  for (let i = 0; i < 3; i++) {
    const lo = Math.min(begin[i], end[i]);
    const hi = Math.max(begin[i], end[i]);
    const dLo = dest[i];
    const dHi = dest[i] + (hi - lo);
    if (dHi < lo || dLo > hi) return false;
  }
  return true;
}
/** Blocks in a column, from the bottom of the world to the build limit. */
export const WORLD_HEIGHT = WORLD_MAX_Y - WORLD_MIN_Y + 1;
