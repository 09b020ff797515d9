/**
 * What each refused init line was meant to provide, and whether a goal needs
 * it: a refused `/give @s spyglass` that no goal needs is harmless, a refused
 * `/give @s raw_beef` in a task that smelts beef (with no other beef in the
 * scene) is why the task fails.
 */
import type { TaskGoal } from '../../model/goals/goalTypes';
import { Closure, slotGroups } from '../feasibility/craft';
import { livingEntities, placedBlockIds } from '../feasibility/scene';
import type { Registry } from '../../vanilla/registry';
import type { ProofContext } from './context';
import { levelsGiven, needsLevels } from './noExperience';
import { counterBlocks } from '../../vanilla/blockCounters';
import { orList } from './goalIds';
import { intentOf } from './intended';
import { requiredGroups } from './neverGiven';
import type { Sealed } from './reachable';
import type { RejectedRelevance } from './proofTypes';

const strip = (id: string): string => id.replace(/^minecraft:/, '');
const XP_LINE = /^\s*\/?(execute .* run \/?)?(xp|experience)\b/i;

/** Every id a goal depends on: items it needs, what its crafts take, the mobs and blocks it is done to. */
export function goalDependencies(g: TaskGoal, reg: Registry): Set<string> {
  const out = new Set<string>(requiredGroups(g, reg).flat());
  if (g.kind === 'stat') {
    const objects = g.objects.map(strip);
    if (g.statistic === 'crafted') {
      for (const o of objects) {
        for (const r of reg.recipes.get(o) ?? []) for (const grp of slotGroups(r)) grp.options.forEach((x) => out.add(x));
        for (const i of reg.smelting.get(o) ?? []) out.add(i);
      }
    }
    if (g.statistic === 'killed' || g.statistic === 'mined') objects.forEach((o) => out.add(o));
    g.on?.ids.forEach((i) => out.add(strip(i)));
    if (g.statistic === 'custom') for (const o of objects) counterBlocks(o, reg)?.forEach((b) => out.add(b));
  }
  if (g.kind === 'reach') g.target.ids.forEach((i) => out.add(strip(i)));
  if (g.kind === 'carry') [...g.on.ids, ...g.items].forEach((i) => out.add(strip(i)));
  if (g.kind === 'structure' || g.kind === 'judged') g.materials.forEach((m) => out.add(strip(m)));
  return out;
}

/** Does anything the accepted commands set up provide this id (as an item, a placed block or a living mob)? */
function providedElsewhere(ctx: ProofContext, id: string, items: Closure): boolean {
  return items.has(id) || placedBlockIds(ctx.scene).has(id) || livingEntities(ctx.scene).some((e) => e.id === id);
}

export function rejectedRelevance(ctx: ProofContext, goals: TaskGoal[], sealed: Sealed | undefined): RejectedRelevance[] {
  const { reg } = ctx;
  const items = sealed?.reach.items ?? new Closure({ reg, table: true, smelt: true }, [...ctx.avail.pool.keys()]);
  const deps = goals.map((g) => goalDependencies(g, reg));
  return ctx.refused.map((line) => {
    const base = { command: line.index, text: line.text };
    if (XP_LINE.test(line.text)) {
      const goal = levelsGiven(ctx) ? -1 : goals.findIndex(needsLevels);
      return goal >= 0
        ? { ...base, provides: [], neededBy: goal, note: `meant to give experience, which '${goals[goal].text}' needs; no other command gives levels` }
        : { ...base, provides: [], note: 'meant to give experience; no goal needs it (or other levels are given)' };
    }
    const intent = intentOf(line.text, reg);
    const provides = intent?.ids ?? [];
    if (!provides.length) {
      const providing = /^\s*\/?(execute .* run \/?)?(give|summon|setblock|fill|replaceitem|item)\b/i.test(line.text);
      const unknown = providing ? 'what it was meant to provide is not known' : 'it gives, places or summons nothing';
      return { ...base, provides, note: intent ? `meant to provide '${intent.written}', which no ${intent.kind} id of ${reg.version} matches` : unknown };
    }
    const what = orList(provides.slice(0, 3)) + (intent?.later ? ` (an id only versions after ${reg.version} have)` : '');
    const goal = deps.findIndex((d) => provides.some((p) => d.has(p) && !providedElsewhere(ctx, p, items)));
    if (goal < 0) {
      const used = deps.some((d) => provides.some((p) => d.has(p)));
      return { ...base, provides, note: used ? `meant to provide ${what}; the goals need it, but the scene provides it otherwise` : `meant to provide ${what}; no goal needs it` };
    }
    return { ...base, provides, neededBy: goal, note: `meant to provide ${what}, which '${goals[goal].text}' needs; nothing else in the scene provides it` };
  });
}
