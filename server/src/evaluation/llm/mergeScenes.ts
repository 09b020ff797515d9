/**
 * Merging the drafts of a composed task's parts into one scene. Each part
 * was drafted (and repaired) on its own; here their commands become one list
 * and their reward entries one set, and conflicts between parts
 * (sceneConflicts.ts) are resolved where a rule can do it without guessing:
 * - a setting another part already set differently is dropped (the first
 *   part's time, weather, difficulty or game mode stays);
 * - a /replaceitem that would overwrite another part's slot moves to a free
 *   hotbar or inventory slot;
 * - a part whose blocks land on another part's blocks moves all its
 *   relative (`~`) positions 3, then 6 blocks aside.
 * What no rule resolves is returned as a conflict for the caller to report.
 */
import type { Registry } from '../../vanilla/registry';
import { buildScene } from '../../analysis/feasibility/scene';
import { slotIndex } from '../../analysis/feasibility/inventory';
import { TaskModel } from '../../model/task/taskModel';
import { parseCommands } from '../../analysis/lint/commandCheck';
import { toYaml } from './answerParsing';
import { SceneConflict, sceneConflicts } from './sceneConflicts';

export interface PartEntry {
  list: 'reward_cfg' | 'milestone_reward_cfg';
  entry: Record<string, unknown> & { identity: string };
}

export interface ScenePart {
  commands: string[];
  entries: PartEntry[];
}

export interface MergedScene {
  commands: string[];
  /** Which part each command came from. */
  owner: number[];
  rewardCfg: Record<string, unknown>[];
  milestones: Record<string, unknown>[];
  /** Per part, the identities of its reward entries in the merged file (renamed where two parts clashed). */
  identities: string[][];
  /** What the merge changed, in words. */
  notes: string[];
  /** Conflicts left (none when the merge succeeded). */
  conflicts: SceneConflict[];
}

const SHIFTS: [number, number][] = [[0, 3], [3, 0], [0, -3], [-3, 0], [0, 6], [6, 0], [0, -6], [-6, 0]];
const FREE_SLOTS = [...Array.from({ length: 8 }, (_, i) => `hotbar.${i + 1}`), ...Array.from({ length: 27 }, (_, i) => `inventory.${i}`)];
const POSITIONAL = /^\/?(setblock|fill|summon|clone)\b/i;
const TRIPLE = /~(-?\d*\.?\d+)?(\s+)~(-?\d*\.?\d+)?(\s+)~(-?\d*\.?\d+)?/g;

/** The command moved by (dx, dz) when it places something at relative coordinates; undefined when it cannot be moved. */
export function shiftCommand(text: string, dx: number, dz: number): string | undefined {
  const runAt = text.toLowerCase().lastIndexOf(' run ');
  const head = runAt >= 0 ? text.slice(0, runAt + 5) : '';
  const leaf = runAt >= 0 ? text.slice(runAt + 5) : text;
  if (!POSITIONAL.test(leaf.trim())) return text;
  if (!leaf.match(TRIPLE)) return undefined;
  const add = (v: string | undefined, d: number) => {
    const n = (v ? Number(v) : 0) + d;
    return n === 0 ? '~' : `~${Number.isInteger(n) ? n : n.toFixed(2)}`;
  };
  return head + leaf.replace(TRIPLE, (_m, x, s1, y, s2, z) => `${add(x, dx)}${s1}${add(y, 0)}${s2}${add(z, dz)}`);
}

/** The /replaceitem command writing to `slot` instead; undefined when it is not an agent /replaceitem. */
function retarget(text: string, slot: string): string | undefined {
  const re = /(replaceitem\s+entity\s+\S+\s+)(\S+)/i;
  return re.test(text) ? text.replace(re, `$1${slot}`) : undefined;
}

function freeSlot(commands: string[], reg: Registry): string | undefined {
  const scene = buildScene(parseCommands(new TaskModel(toYaml({ custom_init_commands: commands })), reg), reg);
  return FREE_SLOTS.find((s) => {
    const i = slotIndex(s);
    return i !== undefined && !scene.inventory.slots[i];
  });
}

const sameEntry = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  a.event === b.event && JSON.stringify(a.objects) === JSON.stringify(b.objects);

export function mergeScenes(parts: ScenePart[], reg: Registry): MergedScene {
  let commands: string[] = [];
  let owner: number[] = [];
  const notes: string[] = [];
  parts.forEach((p, i) => {
    for (const c of p.commands) {
      // The same setting twice (two parts both at night) is said once.
      if (/^\/?(time set|weather|difficulty|gamemode|gamerule)\b/i.test(c.trim()) && commands.includes(c)) continue;
      commands.push(c);
      owner.push(i);
    }
  });

  // Reward entries: identical entries are shared (from-scratch parts share "mine_log"); clashing identities get a suffix.
  const rewardCfg: Record<string, unknown>[] = [];
  const milestones: Record<string, unknown>[] = [];
  const byIdentity = new Map<string, Record<string, unknown>>();
  const identities = parts.map((p) => p.entries.map(({ list, entry }) => {
    const existing = byIdentity.get(entry.identity);
    if (existing && sameEntry(existing, entry)) return entry.identity;
    let id = entry.identity;
    for (let n = 2; byIdentity.has(id); n++) id = `${entry.identity}_${n}`;
    const copy = { ...entry, identity: id };
    byIdentity.set(id, copy);
    (list === 'reward_cfg' ? rewardCfg : milestones).push(copy);
    return id;
  }));

  let conflicts = sceneConflicts(commands, owner, reg);
  for (let guard = 0; conflicts.length && guard < 16; guard++) {
    const c = conflicts[0];
    let next: string[] | undefined;
    if (c.kind === 'setting') {
      notes.push(`dropped "${commands[c.later]}": ${c.detail}`);
      next = commands.filter((_, i) => i !== c.later);
      owner = owner.filter((_, i) => i !== c.later);
    } else if (c.kind === 'slot') {
      const slot = freeSlot(commands.filter((_, i) => i !== c.later), reg);
      const moved = slot && retarget(commands[c.later], slot);
      if (moved) {
        notes.push(`moved "${commands[c.later]}" to ${slot}: ${c.detail}`);
        next = commands.map((x, i) => (i === c.later ? moved : x));
      }
    } else {
      next = shiftPart(commands, owner, owner[c.later], reg, notes, c);
    }
    if (!next) break; // no rule resolves it: report what is left
    commands = next;
    conflicts = sceneConflicts(commands, owner, reg);
  }
  return { commands, owner, rewardCfg, milestones, identities, notes, conflicts };
}

/** Moves every positional command of `part` by the first offset that clears its block conflicts. */
function shiftPart(commands: string[], owner: number[], part: number, reg: Registry, notes: string[], c: SceneConflict): string[] | undefined {
  const blockClash = (list: string[]) => sceneConflicts(list, owner, reg).some((x) => x.kind === 'block' && (owner[x.later] === part || owner[x.earlier] === part));
  for (const [dx, dz] of SHIFTS) {
    const moved = commands.map((x, i) => (owner[i] === part ? shiftCommand(x, dx, dz) : x));
    if (moved.some((x) => x === undefined)) return undefined; // absolute or local (^) positions: not ours to move
    if (!blockClash(moved as string[])) {
      notes.push(`moved the blocks of part ${part + 1} by ${dx} ${dz} (x z): ${c.detail}`);
      return moved as string[];
    }
  }
  return undefined;
}
