/**
 * Which command lines may reach the embedded server, decided by their root
 * name: an allow-list built from the configured version's command tree, not
 * a deny-list of what we know to be dangerous. flying-squid's own commands
 * (`stop` calls process.exit, `modpe`, `changeworld`, `summonMany`, `pile`…)
 * are never run; only our implementations are.
 */
import { getRegistry } from '../../../vanilla/registry';
import { isAdminCommand } from '../../../model/commands/adminCommands';
import { excerpt } from '../../../util/excerpt';

export type Admission =
  /** Ours to run. */
  | { kind: 'run' }
  /** Not a command of this version: vanilla's unknown-command reply. */
  | { kind: 'unknown'; reply: string }
  /** An administration command: refused, it has no place in a task. */
  | { kind: 'admin'; reply: string }
  /** Chat, sound and display commands: accepted, nothing the verification measures changes. */
  | { kind: 'cosmetic'; reply: string }
  /** A real command the embedded server does not model: accepted, reported as a limitation. */
  | { kind: 'unmodelled'; reply: string; limitation: string };

/** Commands whose only effects are messages, sounds, particles or display (none reaches the statistics or the scene). */
const COSMETIC = new Set([
  'say', 'me', 'msg', 'tell', 'w', 'teammsg', 'tm', 'tellraw', 'title', 'playsound', 'stopsound',
  'particle', 'list', 'seed', 'help', 'locate', 'locatebiome', 'bossbar',
]);

let rootNames: Set<string> | undefined;

function versionRoots(): Set<string> {
  // The embedded server speaks 1.16.5 only; its allow-list is that version's tree.
  rootNames ??= new Set(getRegistry('1.16.5').commandRoot.children.map((c) => c.name));
  return rootNames;
}

export function admit(name: string, ours: (n: string) => boolean): Admission {
  const bare = name.replace(/^minecraft:/, '');
  if (!versionRoots().has(bare)) return { kind: 'unknown', reply: `Unknown or incomplete command: ${excerpt(name)}` };
  if (isAdminCommand(bare)) {
    return { kind: 'admin', reply: `/${bare} is a server administration command; the embedded server refuses it, and it has no place in a task file` };
  }
  if (ours(bare)) return { kind: 'run' };
  if (COSMETIC.has(bare)) return { kind: 'cosmetic', reply: `(/${bare}: no effect on what the verification measures)` };
  return {
    kind: 'unmodelled',
    reply: `(/${bare} is not modelled by the embedded server; the command was skipped)`,
    limitation: `/${bare} is not modelled by the embedded server, so its effect is missing from the verification`,
  };
}

