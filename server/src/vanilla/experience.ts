/**
 * A player's experience as vanilla 1.16.5's PlayerEntity keeps it: a level,
 * the progress into the next level (a float 0..1) and the total points ever
 * gained (totalExperience, what the experience packet sends as "total" and
 * mineflayer shows as bot.experience.points). Levels cost points by
 * getNextLevelExperience (7 + 2·level below 15, 37 + 5·(level−15) below 30,
 * 112 + 9·(level−30) above). Every change is sent to the client with the
 * `experience` packet (vanilla resends whenever it changes).
 *
 * Fields on the flying-squid player: mcuXpLevel, mcuXpProgress, mcuXpTotal,
 * and mcuXpPoints (the points into the current level, floor(progress·next),
 * what `/xp query … points` prints).
 */

/** Points needed to go from `level` to the next (vanilla's PlayerEntity.getNextLevelExperience). */
export function pointsForLevel(level: number): number {
  return level >= 30 ? 112 + (level - 30) * 9 : level >= 15 ? 37 + (level - 15) * 5 : 7 + level * 2;
}

export interface PlayerXp { level: number; progress: number; total: number }

export function xpOf(player: any): PlayerXp {
  return { level: player.mcuXpLevel ?? 0, progress: player.mcuXpProgress ?? 0, total: player.mcuXpTotal ?? 0 };
}

function store(player: any, xp: PlayerXp): void {
  player.mcuXpLevel = xp.level;
  player.mcuXpProgress = xp.progress;
  player.mcuXpTotal = xp.total;
  player.mcuXpPoints = Math.floor(xp.progress * pointsForLevel(xp.level));
}

/** Sends the experience bar (vanilla's ExperienceBarUpdateS2CPacket). */
export function sendExperience(player: any): void {
  const xp = xpOf(player);
  player._client?.write?.('experience', { experienceBar: xp.progress, level: xp.level, totalExperience: xp.total });
}

/** vanilla's addExperienceLevels: below 0 everything resets to 0. */
function addLevelsTo(xp: PlayerXp, levels: number): void {
  xp.level += levels;
  if (xp.level < 0) { xp.level = 0; xp.progress = 0; xp.total = 0; }
}

/** Adds (or removes) whole levels, total points unchanged (vanilla's addExperienceLevels; `/xp add … levels`). */
export function addExperienceLevels(player: any, levels: number): void {
  const xp = xpOf(player);
  addLevelsTo(xp, Math.trunc(levels));
  store(player, xp);
  sendExperience(player);
}

/** Adds experience points (an orb, `/xp add … points`), crossing levels as vanilla's addExperience does. */
export function addExperiencePoints(player: any, points: number): void {
  points = Math.trunc(points);
  if (!Number.isFinite(points) || points === 0) return;
  const xp = xpOf(player);
  const f = Math.fround;
  xp.progress = f(xp.progress + f(points / pointsForLevel(xp.level)));
  xp.total = Math.min(0x7fffffff, Math.max(0, xp.total + points));
  for (let guard = 0; xp.progress < 0 && guard < 100000; guard++) {
    const lost = f(xp.progress * pointsForLevel(xp.level));
    if (xp.level > 0) { addLevelsTo(xp, -1); xp.progress = f(1 + f(lost / pointsForLevel(xp.level))); }
    else { addLevelsTo(xp, -1); xp.progress = 0; }
  }
  for (let guard = 0; xp.progress >= 1 && guard < 100000; guard++) {
    xp.progress = f(f(xp.progress - 1) * pointsForLevel(xp.level));
    addLevelsTo(xp, 1);
    xp.progress = f(xp.progress / pointsForLevel(xp.level));
  }
  store(player, xp);
  sendExperience(player);
}

/** `/xp set … levels` (vanilla's setExperienceLevel: progress and total kept). */
export function setExperienceLevel(player: any, level: number): void {
  const xp = xpOf(player);
  xp.level = Math.max(0, Math.trunc(level));
  store(player, xp);
  sendExperience(player);
}

/**
 * `/xp set … points` (vanilla's ServerPlayerEntity.setExperiencePoints): the progress into the current
 * level, below one level's worth. False when `points` reaches the next level (vanilla refuses the command).
 */
export function setExperiencePoints(player: any, points: number): boolean {
  const xp = xpOf(player);
  const next = pointsForLevel(xp.level);
  if (points >= next) return false;
  const f = Math.fround;
  xp.progress = Math.min(Math.max(f(points / next), 0), f(f(next - 1) / next));
  store(player, xp);
  sendExperience(player);
  return true;
}

/** Spending levels on an enchantment (vanilla's applyEnchantmentCosts) or an anvil result. */
export function spendLevels(player: any, levels: number): void {
  addExperienceLevels(player, -levels);
}
