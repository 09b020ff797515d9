/**
 * Scenes that rule a goal out in any world: hostile targets on peaceful
 * (vanilla removes every hostile mob at once and spawns none), and sleeping
 * when the time is frozen in daylight with the weather frozen too (a player
 * may sleep only at night or in a thunderstorm).
 */
import type { TaskGoal } from '../../model/goals/goalTypes';
import { HOSTILE } from '../../vanilla/settleRules';
import { KEPT_ON_PEACEFUL } from '../../vanilla/peacefulRules';
import { difficulty, gamerule, listIndex, ProofContext } from './context';
import { countsCustom, isStat, orList } from './goalIds';
import type { GoalProof } from './proofTypes';

// Hostile mobs that peaceful removes: minecraft-data's hostile category and the project's hostile list
// agree, less those peaceful may keep (vanilla/peacefulRules.ts).

/** Ticks of the day in which a player may sleep in clear weather (1.16.5: 12541–23458). */
const canSleepAt = (t: number): boolean => {
  const d = ((t % 24000) + 24000) % 24000;
  return d >= 12541 && d <= 23458;
};

function hostileTargets(g: TaskGoal): string[] | undefined {
  if (isStat(g, 'killed')) return g.objects;
  if (g.kind === 'reach' && g.target.kind === 'entity') return g.target.ids;
  return undefined;
}

export function sceneRuleProofs(ctx: ProofContext, goals: TaskGoal[]): GoalProof[] {
  const { reg, scene } = ctx;
  const out: GoalProof[] = [];
  const diff = difficulty(ctx);
  goals.forEach((g, goal) => {
    const targets = hostileTargets(g)?.map((o) => o.replace(/^minecraft:/, ''));
    if (diff?.value === 'peaceful' && targets?.length &&
        targets.every((id) => reg.entities.get(id)?.category === 'Hostile mobs' && HOSTILE.has(id) && !KEPT_ON_PEACEFUL.has(id))) {
      out.push({
        goal, cause: 'impossible-scene', command: listIndex(ctx, diff.cmd),
        reason: `The difficulty is set to peaceful, and on peaceful Minecraft removes every ${orList(targets)} at once and spawns none.`,
      });
    }
  });
  const daylight = gamerule(ctx, 'doDaylightCycle');
  const weatherCycle = gamerule(ctx, 'doWeatherCycle');
  const time = scene.time?.value;
  const thunder = scene.settings.some((s) => s.key === 'weather' && s.value === 'thunder');
  const frozenDay = daylight?.value === 'false' && weatherCycle?.value === 'false' && time !== undefined && !canSleepAt(time) && !thunder &&
    scene.weather !== undefined;
  if (frozenDay) {
    goals.forEach((g, goal) => {
      if (!countsCustom(g, 'sleep_in_bed')) return;
      out.push({
        goal, cause: 'impossible-scene', command: listIndex(ctx, daylight!.cmd),
        reason: `The time is fixed at ${time} ticks (daylight) with the day cycle and weather cycle off, and a player can sleep only at night or in a thunderstorm.`,
      });
    });
  }
  return out;
}
