/**
 * Ids that a later version renamed without changing the thing: a task
 * written for a newer game (dirt_path) names what 1.16.5 calls grass_path,
 * and the reverse for a newer target. A rename has one certain replacement
 * (unlike an id added later, which has no equivalent); ids.ts offers it.
 * Pre-1.13 names are in the registry's `legacy` table instead.
 */
export interface Rename {
  old: string;
  new: string;
  /** The version that brought the new name. */
  in: string;
}

// Minecraft Java changelogs: 1.17 (grass_path → dirt_path), 1.20.3 (grass → short_grass), 1.20.5 (scute → turtle_scute).
export const RENAMED_IDS: readonly Rename[] = [
  { old: 'grass_path', new: 'dirt_path', in: '1.17' },
  { old: 'grass', new: 'short_grass', in: '1.20.3' },
  { old: 'scute', new: 'turtle_scute', in: '1.20.5' },
];
