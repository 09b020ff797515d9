/** The game clock of 1.16.5: ticks per second, and the random ticks each chunk section gets. */
export const TICKS_PER_SECOND = 20;
/** The randomTickSpeed game rule's default: blocks given a random tick per 16×16×16 section, per tick. */
export const DEFAULT_RANDOM_TICK_SPEED = 3;
/** Blocks in one chunk section. */
export const SECTION_BLOCKS = 16 * 16 * 16;
/** TimeArgument's units in ticks: days, seconds, ticks (no unit = ticks). */
export const TIME_UNIT_TICKS: Readonly<Record<string, number>> = Object.freeze({ d: 24000, s: TICKS_PER_SECOND, t: 1, '': 1 });
