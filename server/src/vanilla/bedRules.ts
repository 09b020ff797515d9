/**
 * Facts of vanilla 1.16.5's beds (BedBlock, ServerPlayer.startSleepInBed,
 * ServerLevel's night skip): when sleeping is possible, which monsters keep
 * a player awake and how far, the refusal messages (translation keys).
 */

/** Monster subclasses: they keep a player from sleeping (a zombified piglin only when angry, so not here). */
export const PREVENTS_REST = new Set([
  'blaze', 'cave_spider', 'creeper', 'drowned', 'elder_guardian', 'enderman', 'endermite', 'evoker', 'giant', 'guardian',
  'husk', 'illusioner', 'piglin', 'piglin_brute', 'pillager', 'ravager', 'silverfish', 'skeleton', 'spider', 'stray',
  'vex', 'vindicator', 'witch', 'wither', 'wither_skeleton', 'zoglin', 'zombie', 'zombie_villager',
]);

/** The box around the bed's bottom centre searched for monsters: ±8 horizontally, ±5 vertically. */
export const MONSTER_RANGE = { horizontal: 8, vertical: 5 };

/** A bed is in reach within 3 blocks horizontally and 2 vertically of either half's bottom centre. */
export const BED_REACH = { horizontal: 3, vertical: 2 };

/** Ticks asleep before the night can be skipped (Player.isSleepingLongEnough). */
export const SLEEP_LONG_ENOUGH = 100;

/**
 * Whether it is day for sleeping (Level.isDay: the sky darkening below 4):
 * night is 12541–23458 in clear weather (mineflayer's bot.sleep uses the
 * same window), 12010–23991 in rain, and a thunderstorm is never day.
 */
export function isDayForSleep(timeOfDay: number, weather: 'clear' | 'rain' | 'thunder'): boolean {
  const t = ((timeOfDay % 24000) + 24000) % 24000;
  if (weather === 'thunder') return false;
  if (weather === 'rain') return t < 12010 || t > 23991;
  return t < 12541 || t > 23458;
}

export const BED_MESSAGES = {
  noSleep: 'block.minecraft.bed.no_sleep',
  notSafe: 'block.minecraft.bed.not_safe',
  tooFar: 'block.minecraft.bed.too_far_away',
  obstructed: 'block.minecraft.bed.obstructed',
  occupied: 'block.minecraft.bed.occupied',
  setSpawn: 'block.minecraft.set_spawn',
} as const;

/** Blocks a bed's head may replace (Material.isReplaceable). */
export const REPLACEABLE = new Set([
  'air', 'cave_air', 'void_air', 'water', 'lava', 'grass', 'tall_grass', 'fern', 'large_fern', 'dead_bush', 'snow', 'vine',
  'fire', 'soul_fire', 'seagrass', 'tall_seagrass', 'crimson_roots', 'warped_roots', 'nether_sprouts', 'structure_void',
]);

/** Direction.fromYRot: the horizontal direction a player with this yaw faces, as a 3D data value (south 3, west 4, north 2, east 5). */
export function facingOfYaw(yaw: number): number {
  return [3, 4, 2, 5][Math.floor(yaw / 90 + 0.5) & 3];
}
