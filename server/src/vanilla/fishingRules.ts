/**
 * Fishing in vanilla 1.16.5: how long a bobber waits (FishingBobberEntity.
 * tickFishingLogic), what a catch is (loot_tables/gameplay/fishing: fish 85,
 * junk 10, treasure 5 with quality -1/-2/+2 per point of luck; treasure only
 * in open water), which catches count custom:fish_caught (the items of the
 * `minecraft:fishes` tag) and how much durability a reel-in costs
 * (FishingBobberEntity.use).
 */

/** Ticks before a fish starts to approach: nextInt(100, 600) minus 100 per level of Lure. */
export const WAIT_MIN_TICKS = 100;
export const WAIT_MAX_TICKS = 600;
export const LURE_TICKS_PER_LEVEL = 100;
/** Ticks the fish swims to the bobber: nextInt(20, 80). */
export const TRAVEL_MIN_TICKS = 20;
export const TRAVEL_MAX_TICKS = 80;
/** Ticks the fish stays on the hook (the window to reel in): nextInt(20, 40). */
export const BITE_MIN_TICKS = 20;
export const BITE_MAX_TICKS = 40;
/** Particles the bite sends: (int)(1 + width × 20) with the bobber 0.25 wide. */
export const BITE_PARTICLES = 6;

/** Items of the 1.16.5 `minecraft:fishes` item tag: catching one counts custom:fish_caught. */
export const FISHES: ReadonlySet<string> = new Set(['cod', 'salmon', 'tropical_fish', 'pufferfish', 'cooked_cod', 'cooked_salmon']);

/** Durability a reel-in costs: a catch 1, the bobber on the ground 2, a hooked item 3, a hooked mob 5, else 0. */
export const REEL_DAMAGE = { catch: 1, ground: 2, item: 3, entity: 5 } as const;

export interface LootEntry { item: string; weight: number }
export interface LootCategory { name: 'fish' | 'junk' | 'treasure'; weight: number; quality: number; entries: LootEntry[] }

export const FISHING_LOOT: readonly LootCategory[] = [
  { name: 'fish', weight: 85, quality: -1, entries: [{ item: 'cod', weight: 60 }, { item: 'salmon', weight: 25 }, { item: 'tropical_fish', weight: 2 }, { item: 'pufferfish', weight: 13 }] },
  { name: 'junk', weight: 10, quality: -2, entries: [
    { item: 'leather_boots', weight: 10 }, { item: 'leather', weight: 10 }, { item: 'bone', weight: 10 }, { item: 'potion', weight: 10 },
    { item: 'string', weight: 5 }, { item: 'fishing_rod', weight: 2 }, { item: 'bowl', weight: 10 }, { item: 'stick', weight: 5 },
    { item: 'ink_sac', weight: 1 }, { item: 'tripwire_hook', weight: 10 }, { item: 'rotten_flesh', weight: 10 }, { item: 'lily_pad', weight: 17 },
  ] },
  { name: 'treasure', weight: 5, quality: 2, entries: [
    { item: 'name_tag', weight: 1 }, { item: 'saddle', weight: 1 }, { item: 'bow', weight: 1 }, { item: 'fishing_rod', weight: 1 },
    { item: 'enchanted_book', weight: 1 }, { item: 'nautilus_shell', weight: 1 },
  ] },
];

/** Every item a fishing rod may bring up (fish, junk or treasure). */
export const FISHING_CATCHES: ReadonlySet<string> = new Set(FISHING_LOOT.flatMap((c) => c.entries.map((e) => e.item)));

/** The raw fish (the fish of the `minecraft:fishes` tag that are not cooked), in tag order. */
export const RAW_FISH: readonly string[] = [...FISHES].filter((f) => !f.startsWith('cooked_'));

/** Junk that comes as a stack (ink_sac: 10). */
export const LOOT_COUNT: Readonly<Record<string, number>> = { ink_sac: 10 };

/**
 * One catch, chosen with `random()` (a number in [0, 1)) as the loot table
 * would: a category by weight + quality × luck (floored, at least 0), then an
 * entry by weight. Treasure only when the bobber is in open water.
 */
export function chooseCatch(random: () => number, luck: number, openWater: boolean): { item: string; count: number; category: LootCategory['name'] } {
  const cats = FISHING_LOOT.filter((c) => openWater || c.name !== 'treasure')
    .map((c) => ({ c, w: Math.max(0, Math.floor(c.weight + c.quality * luck)) }))
    .filter((x) => x.w > 0);
  const cat = pick(cats, random).c;
  const entry = pick(cat.entries.map((e) => ({ e, w: e.weight })), random).e;
  return { item: entry.item, count: LOOT_COUNT[entry.item] ?? 1, category: cat.name };
}

function pick<T extends { w: number }>(options: T[], random: () => number): T {
  const total = options.reduce((s, o) => s + o.w, 0);
  let r = Math.floor(random() * total);
  for (const o of options) { if (r < o.w) return o; r -= o.w; }
  return options[options.length - 1];
}

/** A small seeded generator (mulberry32): the same server start draws the same waits and catches. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The bobber's flight: gravity 0.03 a tick out of water, then its speed × 0.92 (FishingBobberEntity.tick). */
export const BOBBER_GRAVITY = 0.03;
export const BOBBER_DRAG = 0.92;
/** Entering water the bobber keeps 0.3 of its horizontal speed; bobbing, its speed × 0.9 × 0.92 a tick. */
export const WATER_ENTRY_SLOWDOWN = 0.3;
export const BOBBING_DRAG = 0.9 * BOBBER_DRAG;
/** The bobber is removed when its owner is farther than 32 blocks (removeIfInvalid: squared distance 1024). */
export const BOBBER_MAX_DISTANCE = 32;

/**
 * Where a cast starts and how fast (blocks per tick), from the thrower's
 * position and vanilla yaw/pitch in degrees (the FishingBobberEntity
 * constructor; its tiny Gaussian spread is left out). `eyeY` is the eye height.
 */
export function castStart(x: number, eyeY: number, z: number, yawDeg: number, pitchDeg: number): { pos: [number, number, number]; vel: [number, number, number] } {
  const r = Math.PI / 180;
  const h = Math.cos(-yawDeg * r - Math.PI);
  const i = Math.sin(-yawDeg * r - Math.PI);
  const j = -Math.cos(-pitchDeg * r);
  const k = Math.sin(-pitchDeg * r);
  const vx = -i;
  const vy = Math.max(-5, Math.min(5, -(k / j)));
  const vz = -h;
  const m = Math.sqrt(vx * vx + vy * vy + vz * vz);
  const f = 0.6 / m + 0.5;
  return { pos: [x - i * 0.3, eyeY, z - h * 0.3], vel: [vx * f, vy * f, vz * f] };
}

export type CellKind = 'solid' | 'water' | 'air';

/**
 * Where a cast comes down, following the bobber's flight (gravity, drag;
 * it stops in water or on a block): the point and what it met, or null when
 * it flies longer than `maxTicks`. `cellAt` tells what fills a block cell.
 */
export function castLanding(x: number, eyeY: number, z: number, yawDeg: number, pitchDeg: number,
  cellAt: (x: number, y: number, z: number) => CellKind, maxTicks = 100): { at: [number, number, number]; kind: 'water' | 'solid' } | null {
  const s = castStart(x, eyeY, z, yawDeg, pitchDeg);
  let [px, py, pz] = s.pos;
  let [vx, vy, vz] = s.vel;
  for (let t = 0; t < maxTicks; t++) {
    const steps = Math.max(1, Math.ceil(Math.sqrt(vx * vx + vy * vy + vz * vz) / 0.2));
    for (let i = 1; i <= steps; i++) {
      const nx = px + vx / steps, ny = py + vy / steps, nz = pz + vz / steps;
      const kind = cellAt(Math.floor(nx), Math.floor(ny), Math.floor(nz));
      if (kind === 'solid') return { at: [nx, ny, nz], kind };
      if (kind === 'water') return drift(nx, ny, nz, vx * WATER_ENTRY_SLOWDOWN, vz * WATER_ENTRY_SLOWDOWN, cellAt);
      px = nx; py = ny; pz = nz;
    }
    vy -= BOBBER_GRAVITY;
    vx *= BOBBER_DRAG; vy *= BOBBER_DRAG; vz *= BOBBER_DRAG;
  }
  return null;
}

/** The bobber drifting on from where it entered the water until it stops (a wall stops it at once). */
function drift(x: number, y: number, z: number, vx: number, vz: number, cellAt: (x: number, y: number, z: number) => CellKind): { at: [number, number, number]; kind: 'water' | 'solid' } {
  for (let t = 0; t < 200 && Math.abs(vx) + Math.abs(vz) > 1e-3; t++) {
    if (cellAt(Math.floor(x + vx), Math.floor(y), Math.floor(z + vz)) === 'solid') break;
    x += vx; z += vz;
    vx *= BOBBING_DRAG; vz *= BOBBING_DRAG;
  }
  const kind = cellAt(Math.floor(x), Math.floor(y), Math.floor(z)) === 'water' ? 'water' : 'solid';
  return { at: [x, y, z], kind };
}
