/**
 * A setTimeout that cannot overflow. Node keeps a timer's delay in a signed
 * 32-bit number: any delay above 2^31-1 ms (24.8 days) is replaced by 1 ms
 * with only a TimeoutOverflowWarning, so a limit of "1e10 s" would fire at
 * once. This timer re-arms itself in steps of at most 2^31-1 ms until the
 * whole delay has passed. Every timer fed by a user's number goes through it.
 */

/** The longest delay one Node timer can hold. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export interface LongTimer {
  /** Stops the timer; safe to call more than once and after it fired. */
  clear(): void;
}

/**
 * Calls `fn` once after `ms` milliseconds. A negative delay fires as soon as
 * possible; Infinity never fires (a wait without a limit). NaN is a
 * programming error and throws: a limit that silently became "now" is the
 * bug this helper exists to prevent.
 */
export function setLongTimeout(fn: () => void, ms: number): LongTimer {
  if (Number.isNaN(ms)) throw new RangeError('a timer delay must be a number of milliseconds, not NaN');
  // Counted down step by step (not read from a clock), so a mocked clock in tests sees the same steps.
  let left = Math.max(0, ms);
  let handle: NodeJS.Timeout | undefined;
  let cleared = false;
  const arm = () => {
    const step = Math.min(left, MAX_TIMER_DELAY_MS);
    left -= step;
    handle = setTimeout(() => {
      if (cleared) return;
      if (left > 0) arm();
      else { cleared = true; fn(); }
    }, step);
  };
  arm();
  return {
    clear() {
      cleared = true;
      if (handle) clearTimeout(handle);
    },
  };
}

/** clear() for an optional timer. */
export function clearLongTimeout(t: LongTimer | undefined): void {
  t?.clear();
}
