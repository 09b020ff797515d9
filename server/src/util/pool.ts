/**
 * At most `jobs` async jobs at a time over a list, in order, the results kept
 * in the list's order: `mcu-task verify --jobs` and the editor's Testing view
 * run their verifications through it.
 */
export async function pool<T, R>(items: readonly T[], jobs: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, worker));
  return out;
}
