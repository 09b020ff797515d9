/**
 * The agent's experience as `/xp` (`/experience`) leaves it, by the vanilla
 * 1.16.5 rules (PlayerEntity and ExperienceCommand): a level and the points
 * collected towards the next one. A new player is at level 0 with 0 points.
 */
import { pointsForLevel } from '../../vanilla/experience';

export interface Experience {
  levels: number;
  /** Points towards the next level (always below pointsToNextLevel(levels)). */
  points: number;
  /** The last command that changed it; undefined while untouched. */
  cmd?: number;
}

/** Points that take a player from `level` to the next (vanilla xpBarCap): 7 at level 0. */
export function pointsToNextLevel(level: number): number {
  return pointsForLevel(level);
}

/** Total points a player at `level` with `points` has collected since level 0. */
export function totalPoints(xp: Pick<Experience, 'levels' | 'points'>): number {
  let n = xp.points;
  for (let l = 0; l < xp.levels; l++) n += pointsToNextLevel(l);
  return n;
}

/** Levels are capped so that a silly `/xp add @s 2147483647 levels` does not make loops long. */
const MAX_LEVEL = 100_000;

/**
 * The experience after one command. `add … points` may cross several
 * levels (or drop one level at most, as vanilla does for a negative amount);
 * `set … points` fails in vanilla when the amount is not below the points of
 * the current level, and then changes nothing.
 */
export function addExperience(xp: Experience, action: 'add' | 'set', amount: number, unit: 'levels' | 'points', cmd: number): Experience {
  let { levels, points } = xp;
  if (unit === 'levels') {
    levels = action === 'set' ? amount : levels + amount;
    if (levels < 0) { levels = 0; points = 0; }
    levels = Math.min(levels, MAX_LEVEL);
    // Vanilla keeps the fraction of the bar, not the points: re-measured against the new level's bar.
    points = Math.min(points, pointsToNextLevel(levels) - 1);
    return { levels, points, cmd };
  }
  if (action === 'set') {
    if (amount < 0 || amount >= pointsToNextLevel(levels)) return xp;
    return { levels, points: amount, cmd };
  }
  points += amount;
  if (points < 0) {
    // One level down at most, keeping what is left of the bar (or 0 at level 0).
    if (levels > 0) {
      levels -= 1;
      points = Math.max(0, pointsToNextLevel(levels) + points);
    } else points = 0;
  }
  while (points >= pointsToNextLevel(levels) && levels < MAX_LEVEL) {
    points -= pointsToNextLevel(levels);
    levels += 1;
  }
  return { levels, points, cmd };
}
