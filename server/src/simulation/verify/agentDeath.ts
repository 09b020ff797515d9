/**
 * Deaths of the agent and what they mean for a verification. A death during
 * the setup (an init command, or while the scene settles: a fall, the void,
 * lava) means the task cannot start in vanilla either: the agent is not
 * run and the verdict is false. A death while the agent works ends the run:
 * the verifier does not play on after a respawn.
 */
import type { Incident } from './verifyReport';
import type { WorldSession } from './session';

/** The note of a skipped agent phase after a setup death. */
export const SETUP_DEATH_NOTE = 'the agent died during the setup';

/** How many deaths the server has seen (0 for a server that does not say). */
export function deathCount(s: WorldSession): number {
  return s.agentDeaths?.().length ?? 0;
}

/** The cause of the death number `index` (0-based), when the server knows it. */
export function deathCause(s: WorldSession, index: number): string | undefined {
  return s.agentDeaths?.()[index]?.cause;
}

/**
 * Why the agent cannot start: the first death of the setup. A death while the
 * scene settled (after death number `seenAfterInit`) is recorded as an incident here.
 */
export function setupDeath(s: WorldSession, incidents: Incident[], seenAfterInit: number, t0: number): string | undefined {
  const during = incidents.find((i) => i.kind === 'died');
  if (during) return during.detail;
  const late = s.agentDeaths?.()[seenAfterInit];
  if (!late) return undefined;
  const detail = `the agent died while the scene settled, before it could act: ${late.cause}`;
  incidents.push({ kind: 'died', time: Math.max(0, late.time - t0), detail });
  return detail;
}
