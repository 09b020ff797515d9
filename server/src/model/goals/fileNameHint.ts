/**
 * A task file's name as words: real MCU files are named by their atomic task
 * (`combat_spiders.yaml`, `hunt_animals.yaml`, `stacking_acacia_fence.yaml`),
 * so when the instruction itself states nothing the reader can check ("Do
 * your best!"), the name is the hint the reader falls back on (index.ts).
 */

/** "tasks/combat/combat_spiders_2.yaml" → "combat spiders"; undefined when nothing word-like is left. */
export function taskNameWords(fileName: string): string | undefined {
  let base = fileName.replace(/^.*[\\/]/, '').replace(/\.(?:ya?ml|json)$/i, '');
  // An editor's URI escapes spaces and the like ("combat%20spiders").
  try { base = decodeURIComponent(base); } catch { /* a stray % is kept as it is */ }
  const words = base
    // camelCase and digits at either end ("01_", "_v2") carry no meaning.
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .replace(/^(?:\d+\s*)+|(?:\s*v?\d+)+$/gi, '')
    .trim()
    .toLowerCase();
  return /[a-z]{3,}/.test(words) ? words.slice(0, 120) : undefined;
}
