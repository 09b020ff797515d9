import { excerpt } from '../util/excerpt';
import { availableVersions } from './registry';

/**
 * Versions are folder names under the data directory, so only the ones the
 * build shipped (versions.json) may ever reach a path: a setting such as
 * `../../x` would otherwise load a "registry" from anywhere on disk.
 */
export function isKnownVersion(v: unknown): v is string {
  return typeof v === 'string' && availableVersions().versions.includes(v);
}

/** The version a setting asks for when it is a known one; otherwise the default, with a message to `warn`. */
export function knownVersionOrDefault(raw: unknown, warn: (message: string) => void): string {
  const fallback = availableVersions().default;
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (isKnownVersion(raw)) return raw;
  const shown = typeof raw === 'string' ? JSON.stringify(excerpt(raw)) : typeof raw;
  warn(`mcu.minecraftVersion ${shown} is not a known version (${availableVersions().versions.join(', ')}); using ${fallback}.`);
  return fallback;
}
