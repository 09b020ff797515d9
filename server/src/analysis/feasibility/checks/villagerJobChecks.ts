/**
 * The job-loss trap (vanilla 1.16.5's LoseJobOnSiteLossTask, MCP
 * ChangeJobTask): a summoned villager has no work site in memory, and one
 * whose profession is not none/nitwit, whose Xp is 0 and whose level is 1
 * becomes unemployed in its first brain ticks — losing any offers with the
 * profession — unless it finds a work site of its own within 48 blocks. MCU's
 * own style `{VillagerData:{profession:"minecraft:armorer"}}` is exactly
 * that. Reported only when the task asks for a trade and no work-site block is
 * placed or given by the commands. Information, not a warning: a village in
 * the generated world could still hold a work site within reach, which the
 * message says.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { TaskGoal } from '../../../model/goals';
import { commandRange, FeasibilityContext } from '../context';
import { livingEntities, placedBlockIds } from '../scene';
import { JOB_SITE_RANGE, JOB_SITES } from '../../../vanilla/villagerTrades';
import type { NbtValue } from '../../../model/commands/commandTypes';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

type Compound = Record<string, NbtValue>;
const compound = (v: NbtValue | undefined): Compound | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined);

const asksForTrade = (g: TaskGoal): boolean =>
  g.kind === 'stat' && g.statistic === 'custom' && g.objects.some((o) => o.replace(/^minecraft:/, '') === 'traded_with_villager');

/** The profession of a villager that loses it at once without a work site, else undefined. */
function unsettledProfession(nbt: Compound | undefined): string | undefined {
  const data = compound(nbt?.VillagerData);
  const prof = typeof data?.profession === 'string' ? data.profession.replace(/^minecraft:/, '') : undefined;
  if (!prof || !JOB_SITES[prof]) return undefined;
  const level = data?.level;
  const xp = nbt?.Xp;
  const noAI = nbt?.NoAI;
  const baby = typeof nbt?.Age === 'number' && nbt.Age < 0;
  if (baby || (noAI !== undefined && noAI !== 0 && noAI !== false)) return undefined;
  if (level !== undefined && !(typeof level === 'number' && level <= 1)) return undefined;
  if (xp !== undefined && xp !== 0) return undefined;
  return prof;
}

export function checkVillagerJobLoss(ctx: FeasibilityContext): TaskDiagnostic[] {
  const goals = [...ctx.goals.goals, ...(ctx.goals.textReading?.goals ?? [])];
  if (!goals.some(asksForTrade)) return [];
  const sites = new Set(Object.values(JOB_SITES));
  if ([...placedBlockIds(ctx.scene).keys()].some((id) => sites.has(id))) return [];
  if ([...sites].some((b) => (ctx.avail.pool.get(b) ?? 0) > 0)) return [];
  const out: TaskDiagnostic[] = [];
  for (const e of livingEntities(ctx.scene)) {
    if (e.id !== 'villager') continue;
    const prof = unsettledProfession(e.nbt as Compound | undefined);
    if (!prof) continue;
    const site = JOB_SITES[prof].replace(/_/g, ' ');
    const [start, end] = commandRange(ctx, e.cmd);
    out.push(diag(start, end, 'information', FEASIBILITY.villagerLosesJob,
      `this ${prof} is level 1 with no Xp and no work site is placed or given: vanilla's villager loses its profession (and its offers) in its first ticks ` +
      `unless a ${site} is within ${JOB_SITE_RANGE} blocks, and then has nothing to trade. Add Xp:1 to its NBT, or place a ${site} next to it.`));
  }
  return out;
}
