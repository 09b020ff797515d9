/**
 * Setups that undo themselves: init commands whose result vanilla 1.16.5
 * removes or changes within the first ticks, so the scene the task relies
 * on is not the one the agent meets.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { NbtValue } from '../../../model/commands/commandTypes';
import { cellAt, cellsOf, GROUND, isSolid } from '../cells';
import { commandLine, commandRange, FeasibilityContext } from '../context';
import { cellText, contains, UNKNOWN_FRAME, Vec } from '../place';
import type { PlacedBlocks, Scene } from '../scene';
import { CommandFinding, sceneFindings } from '../sceneFindings';
import type { Registry } from '../../../vanilla/registry';
import { BURNS_IN_DAYLIGHT as BURNS, HANGING, HOSTILE, isBurningDaylight, supportNeededInState } from '../../../vanilla/settleRules';
import { hasSoilRule, soilProblem } from '../../../vanilla/plantSoil';
import { FEASIBILITY } from '../../../model/diagnosticCodes';
import { isAirBlock } from '../../../vanilla/airBlocks';

const CELL_BUDGET = 2048;
const HORIZONTAL: Vec[] = [[1, 0, 0], [-1, 0, 0], [0, 0, 1], [0, 0, -1]];
const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

export function checkUnsupported(ctx: FeasibilityContext): TaskDiagnostic[] {
  return sceneFindings(checkUnsupported, ctx, () => unsupported(ctx.scene, ctx.reg));
}

function unsupported(scene: Scene, reg: Registry): CommandFinding[] {
  const out: CommandFinding[] = [];
  const reported = new Set<number>();
  const report = (cmd: number, message: string) => {
    if (reported.has(cmd)) return;
    reported.add(cmd);
    out.push({ cmd, severity: 'warning', code: FEASIBILITY.unsupportedBlock, message });
  };
  // Each cell looks at every placement: bound the cells looked at so a hostile file stays linear.
  let budget = CELL_BUDGET;
  for (const b of scene.blocks) {
    if (budget <= 0) break;
    // Wall variants first: 'oak_wall_sign' also ends in '_sign'.
    const need = supportNeededInState(b.id, b.properties?.face);
    const soil = hasSoilRule(b.id);
    const wall = need === 'wall';
    const floor = need === 'floor' || soil;
    const frame = b.place.frame;
    if (need === 'ceiling') {
      for (const cell of cellsOf(b)) {
        if (--budget < 0) break;
        const above = cellAt(scene, frame, add(cell, [0, 1, 0]));
        if (above === undefined || isSolid(above, reg)) continue;
        report(b.cmd, `${b.id} at ${cellText(cell, frame)} hangs from the ceiling (face=ceiling) but has ${above === 'air' ? 'only air' : above} above it: vanilla drops it as an item on the next block update. Place a block above it first.`);
        break;
      }
      continue;
    }
    if (!floor && !wall) continue;
    for (const cell of cellsOf(b)) {
      if (--budget < 0) break;
      if (soil) {
        // The natural ground's blocks are unknown: only placed neighbours are judged.
        const at = (d: Vec) => {
          const id = cellAt(scene, frame, add(cell, d));
          return id === GROUND ? undefined : id;
        };
        const below = at([0, -1, 0]);
        const why = below === undefined || isAirBlock(below) ? undefined : soilProblem(b.id, at, (id) => isSolid(id, reg));
        if (why) {
          report(b.cmd, `${b.id} at ${cellText(cell, frame)} stands on ${below}, but ${why}: vanilla drops it as an item at the first block update beside it. Change what is under or beside it first.`);
          break;
        }
        if (below !== undefined && !isAirBlock(below)) continue;
      }
      if (floor) {
        const below = cellAt(scene, frame, add(cell, [0, -1, 0]));
        // A column of the same plant or a door's lower half counts as support.
        if (below === undefined || isSolid(below, reg) || below === b.id) continue;
        report(b.cmd, `${b.id} at ${cellText(cell, frame)} has ${below === 'air' ? 'only air' : below} beneath it: vanilla drops it as an item on the next block update. Place a block under it first.`);
        break;
      }
      const sides = HORIZONTAL.map((d) => cellAt(scene, frame, add(cell, d)));
      if (sides.some((s) => s === undefined || isSolid(s, reg))) continue;
      report(b.cmd, `${b.id} at ${cellText(cell, frame)} has no block beside it to hang on: vanilla drops it as an item. Place it against a block.`);
      break;
    }
  }
  for (const e of scene.entities) {
    if (!HANGING.has(e.id) || e.place.frame === UNKNOWN_FRAME || e.place.space !== 'world') continue;
    const cell = e.place.min.map(Math.floor) as Vec;
    // A fixed item frame never drops.
    if (e.nbt?.Fixed === 1 || e.nbt?.Fixed === true) continue;
    const facing = hangingFacing(e.id, e.nbt?.Facing);
    if (facing) {
      // With its Facing written, vanilla looks only at the block behind it (HangingEntity.onValidSurface).
      const behind = cellAt(scene, e.place.frame, add(cell, [-facing[0], -facing[1], -facing[2]] as Vec));
      if (behind === undefined || isSolid(behind, reg)) continue;
      report(e.cmd, `The ${e.id} at ${cellText(cell, e.place.frame)} faces ${facingName(facing)}, so it hangs on the block behind it at ${cellText(add(cell, [-facing[0], -facing[1], -facing[2]] as Vec), e.place.frame)}, which is ${behind}: vanilla drops it as an item within 100 ticks (it re-checks its wall every 5 seconds). Set Facing to point away from the wall.`);
      continue;
    }
    const around = e.id === 'painting' ? HORIZONTAL : [...HORIZONTAL, [0, 1, 0] as Vec, [0, -1, 0] as Vec];
    const cells = around.map((d) => cellAt(scene, e.place.frame, add(cell, d)));
    if (cells.some((s) => s === undefined || isSolid(s, reg))) continue;
    report(e.cmd, `The ${e.id} is summoned at ${cellText(cell, e.place.frame)} in open air: with no block to hang on it drops as an item within 100 ticks (vanilla re-checks its wall every 5 seconds). Summon it against a block (and set Facing away from it).`);
  }
  return out;
}

/**
 * The direction a hanging entity faces, from its Facing tag: an item frame's
 * is a 3D direction index (0 down, 1 up, 2 north, 3 south, 4 west, 5 east), a
 * painting's a horizontal one (0 south, 1 west, 2 north, 3 east).
 */
function hangingFacing(id: string, facing: NbtValue | undefined): Vec | undefined {
  if (typeof facing !== 'number' || !Number.isInteger(facing)) return undefined;
  const frame: Vec[] = [[0, -1, 0], [0, 1, 0], [0, 0, -1], [0, 0, 1], [-1, 0, 0], [1, 0, 0]];
  const painting: Vec[] = [[0, 0, 1], [-1, 0, 0], [0, 0, -1], [1, 0, 0]];
  if (id === 'item_frame') return frame[facing];
  if (id === 'painting') return painting[facing];
  return undefined;
}

function facingName(v: Vec): string {
  return v[1] < 0 ? 'down' : v[1] > 0 ? 'up' : v[2] < 0 ? 'north' : v[2] > 0 ? 'south' : v[0] < 0 ? 'west' : 'east';
}

/** Placing a carved pumpkin or jack o'lantern on a golem body spawns the golem and removes the blocks. */
export function checkGolemPattern(ctx: FeasibilityContext): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  const { scene } = ctx;
  for (const b of scene.blocks) {
    if (b.id !== 'carved_pumpkin' && b.id !== 'jack_o_lantern') continue;
    for (const head of cellsOf(b, 8)) {
      const at = (d: Vec) => cellAt(scene, b.place.frame, add(head, d), b.cmd);
      let golem: string | undefined;
      if (at([0, -1, 0]) === 'snow_block' && at([0, -2, 0]) === 'snow_block') golem = 'a snow golem';
      else if (at([0, -1, 0]) === 'iron_block' && at([0, -2, 0]) === 'iron_block' &&
        ((at([1, -1, 0]) === 'iron_block' && at([-1, -1, 0]) === 'iron_block') || (at([0, -1, 1]) === 'iron_block' && at([0, -1, -1]) === 'iron_block'))) golem = 'an iron golem';
      if (!golem) continue;
      const [start, end] = commandRange(ctx, b.cmd);
      out.push(diag(start, end, 'warning', FEASIBILITY.golemPattern,
        `This ${b.id} completes ${golem} pattern at ${cellText(head, b.place.frame)}: vanilla turns the blocks into ${golem} at once, so they are gone when the task starts. Place the head before the body, or leave it out.`));
      break;
    }
  }
  return out;
}

/** A teleport of the agent into blocks: it suffocates or is stuck. */
export function checkTeleportInto(ctx: FeasibilityContext): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  const { scene, reg } = ctx;
  // Only where the agent ends up matters: an earlier teleport is undone by the next one.
  const last = scene.teleports[scene.teleports.length - 1];
  for (const t of last && last.frame === scene.agent.frame ? [last] : []) {
    const feet = cellAt(scene, t.frame, t.pos);
    const head = cellAt(scene, t.frame, add(t.pos, [0, 1, 0]));
    const solid = [feet, head].filter((c) => isSolid(c, reg));
    if (!solid.length) continue;
    const what = solid.every((c) => c === GROUND) ? 'the ground (below the spawn surface)' : solid.filter((c) => c !== GROUND).join(' and ');
    const [start, end] = commandRange(ctx, t.cmd);
    out.push(diag(start, end, 'warning', FEASIBILITY.tpIntoBlocks,
      `This puts the agent's ${isSolid(feet, reg) ? 'feet' : 'head'} inside ${what}: it takes suffocation damage and may not move. Teleport it to free cells.`));
  }
  return out;
}

export function checkUndeadBurns(ctx: FeasibilityContext): TaskDiagnostic[] {
  const { scene } = ctx;
  const t = scene.time?.value;
  if (t === undefined) return [];
  if (!isBurningDaylight(t)) return [];
  // Rain and thunder stop undead from burning.
  if (scene.weather && scene.weather.value !== 'clear') return [];
  const out: TaskDiagnostic[] = [];
  // A helmet may come later: /replaceitem entity @e[type=zombie] armor.head ….
  const helmetedLater = (id: string) => ctx.commands.some(({ item }) =>
    new RegExp(`replaceitem\\s+entity\\s+@e\\[[^\\]]*type=(minecraft:)?${id}\\b[^\\]]*\\]\\s+armor\\.head\\s`).test(item.text));
  for (const e of scene.entities) {
    if (!BURNS.has(e.id) || e.killedBy !== undefined || hasHelmet(e.nbt) || fireResistant(e.nbt) || roofed(ctx, e.place) || helmetedLater(e.id)) continue;
    const [start, end] = commandRange(ctx, e.cmd);
    // summon_mobs writes no NBT but {Age:0}: no helmet can be given there.
    const fromKey = ctx.scene.keySources.has(e.cmd);
    out.push(diag(start, end, 'warning', FEASIBILITY.undeadBurns,
      `line ${line(ctx, scene.time!.cmd)} sets daytime, and a ${e.id} without a helmet burns in sunlight within seconds, so the agent may find none. ` +
      (fromKey
        ? 'summon_mobs cannot give it a helmet (MineStudio summons with {Age:0} only): set the time to night, or summon it with an init command and ArmorItems.'
        : 'Give it a helmet (ArmorItems:[{},{},{},{id:"minecraft:leather_helmet",Count:1b}]), set the time to night, or put a roof over it.')));
  }
  return out;
}

/** Hostile mobs in a scene set to peaceful: vanilla removes them on the next tick, before or after the summon. */
export function checkPeacefulHostiles(ctx: FeasibilityContext): TaskDiagnostic[] {
  // The first `/difficulty peaceful` anywhere in the init commands (also after `execute … run`).
  const peaceful = ctx.scene.settings.find((s) => s.key === 'difficulty' && s.value === 'peaceful')?.cmd;
  if (peaceful === undefined) return [];
  const out: TaskDiagnostic[] = [];
  const reported = new Set<number>();
  for (const e of ctx.scene.entities) {
    if (!HOSTILE.has(e.id) || reported.has(e.cmd)) continue;
    reported.add(e.cmd);
    const [start, end] = commandRange(ctx, e.cmd);
    out.push(diag(start, end, 'warning', FEASIBILITY.peacefulDespawn,
      `line ${line(ctx, peaceful)} sets the difficulty to peaceful, and vanilla removes every hostile mob at once: this ${e.id} will not be there. Use easy or higher, or leave out the /difficulty command.`));
  }
  return out;
}

function hasHelmet(nbt: Record<string, NbtValue> | undefined): boolean {
  const armor = nbt?.ArmorItems;
  if (!Array.isArray(armor)) return false;
  const head = armor[3];
  return !!head && typeof head === 'object' && !Array.isArray(head) && typeof head.id === 'string' && !/air$/.test(head.id);
}

function fireResistant(nbt: Record<string, NbtValue> | undefined): boolean {
  const effects = nbt?.ActiveEffects;
  return Array.isArray(effects) && effects.some((x) => !!x && typeof x === 'object' && !Array.isArray(x) && x.Id === 12);
}

/** Is any placed block above the mob's column (a roof shades it)? */
function roofed(ctx: FeasibilityContext, place: { frame: number; space: string; min: Vec }): boolean {
  if (place.frame === UNKNOWN_FRAME || place.space !== 'world') return false;
  const [x, y, z] = place.min.map(Math.floor);
  return ctx.scene.blocks.some((b) => !/air$/.test(b.id) && Array.from({ length: 30 }, (_, i) => i + 2).some((dy) => contains(b.place, place.frame, [x, y + dy, z])));
}

/** A later command that replaces a block an earlier /setblock put there on purpose. */
/** Boxes up to this volume are looked up cell by cell; larger ones scan the single blocks. */
const CELL_LOOKUP_MAX = 4096;
/** Comparisons the scans may make in one file (the check is advice; a hostile file must not make it slow). */
const SCAN_BUDGET = 2_000_000;

/** One overwrite: command `later` replaces the block `id` that command `earlier` placed at `cell`. */
export interface BlockOverwrite {
  later: number;
  laterId: string;
  earlier: number;
  id: string;
  cell: Vec;
  /** The frame the cell is in (an agent frame, or ABSOLUTE_FRAME). */
  frame: number;
}

/**
 * The overwrites of a scene. They depend on the scene alone (commands by
 * index), and scenes are shared by versions whose commands did not change,
 * so they are found once per scene; the diagnostics (ranges, line numbers)
 * are made per version from them.
 */
const overwritesByScene = new WeakMap<Scene, BlockOverwrite[]>();

export function checkBlockOverwritten(ctx: FeasibilityContext): TaskDiagnostic[] {
  let found = overwritesByScene.get(ctx.scene);
  if (!found) overwritesByScene.set(ctx.scene, (found = blockOverwrites(ctx.scene)));
  return found.map((o) => {
    const [start, end] = commandRange(ctx, o.later);
    return diag(start, end, 'warning', FEASIBILITY.blockOverwritten,
      `This replaces the ${o.id} that line ${line(ctx, o.earlier)} placed at ${cellText(o.cell, o.frame)} with ${o.laterId}: the ${o.id} is gone when the task starts. Use another position, or drop one of the two commands.`);
  });
}

export function blockOverwrites(scene: Scene): BlockOverwrite[] {
  const out: BlockOverwrite[] = [];
  const singles = scene.blocks.filter((b) => b.count === 1 && b.place.frame !== UNKNOWN_FRAME && b.place.space === 'world' && !/air$/.test(b.id));
  // Single blocks by frame and cell, so a later /setblock finds what it overwrites without a scan.
  const order = new Map(singles.map((a, i) => [a, i]));
  const byCell = new Map<string, PlacedBlocks[]>();
  const key = (frame: number, c: Vec) => `${frame}|${c[0]},${c[1]},${c[2]}`;
  for (const a of singles) {
    const k = key(a.place.frame, a.place.min.map(Math.floor) as Vec);
    const list = byCell.get(k);
    if (list) list.push(a); else byCell.set(k, [a]);
  }
  let budget = SCAN_BUDGET;
  for (const later of scene.blocks) {
    let candidates: PlacedBlocks[];
    if (later.place.space === 'world' && later.place.frame !== UNKNOWN_FRAME && later.count <= CELL_LOOKUP_MAX) {
      candidates = cellsOf(later, CELL_LOOKUP_MAX).flatMap((c) => byCell.get(key(later.place.frame, c)) ?? []);
      candidates.sort((x, y) => order.get(x)! - order.get(y)!);
    } else {
      if (budget <= 0) continue;
      budget -= singles.length;
      candidates = singles;
    }
    for (const a of candidates) {
      if (a.cmd >= later.cmd || a.id === later.id) continue;
      const cell = a.place.min.map(Math.floor) as Vec;
      if (!contains(later.place, a.place.frame, cell)) continue;
      if (later.mode === 'keep' || (later.filter !== undefined && later.filter !== a.id)) continue;
      if ((later.mode === 'outline') && cellsOf(later).every((c) => c.join() !== cell.join())) continue;
      // Only overwrites that were not part of the earlier block's own clean-up: the earlier block was placed alone.
      out.push({ later: later.cmd, laterId: later.id, earlier: a.cmd, id: a.id, cell, frame: a.place.frame });
      break;
    }
  }
  return out;
}

function line(ctx: FeasibilityContext, cmd: number): number {
  return commandLine(ctx, cmd);
}

