/**
 * `kill_entity` targets that are not summoned: might they spawn by
 * themselves? Assumptions (natural.ts): hostile overworld mobs spawn in the
 * dark (at night on the surface); common passive mobs live on grass near the
 * spawn; some mobs only in particular biomes or structures; others (nether,
 * end, bosses) never in the overworld.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import { commandRange, FeasibilityContext } from '../context';
import { addCommandsFix } from '../fixes';
import { spawnClass } from '../../../vanilla/naturalWorld';
import { isNight, livingEntities } from '../scene';
import { perObject } from './targets';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

export function checkEntityAbsent(ctx: FeasibilityContext): TaskDiagnostic[] {
  const alive = new Set(livingEntities(ctx.scene).map((e) => e.id));
  const night = isNight(ctx.scene);
  // The time may come from an init command or from start_time (keyScene.ts): commandRange knows both.
  const timeLine = ctx.scene.time ? ctx.model.lines.positionAt(commandRange(ctx, ctx.scene.time.cmd)[0]).line + 1 : undefined;
  return perObject(ctx, 'kill_entity', (o) => {
    const id = o.id;
    if (!ctx.reg.entities.has(id) || id === 'player' || alive.has(id)) return [];
    const killed = ctx.scene.entities.find((e) => e.id === id && e.killedBy !== undefined);
    const fix = [addCommandsFix(ctx.model, `Summon ${id} 3 blocks away`, [`/summon minecraft:${id} ~3 ~ ~`])];
    const not = killed ? `${id} is summoned but killed again by a later /kill` : `No init command (nor summon_mobs) summons ${id}`;
    const cls = spawnClass(id, ctx.reg);
    const d = (severity: 'warning' | 'information', text: string) => [diag(o.start, o.end, severity, FEASIBILITY.entityAbsent, `${not}; ${text}`, fix)];
    switch (cls) {
      case 'dark-hostile':
        return night
          ? d('information', `assuming it spawns by itself in the dark (the time is set to night on line ${timeLine}). Summon one within 4 blocks to be sure.`)
          : d('warning', `it spawns only in the dark, and the task starts by day (${ctx.scene.time ? `line ${timeLine} sets the time` : 'no /time set night'}), so the agent may not meet one in a short episode. Summon one within 4 blocks.`);
      case 'common-passive':
        return d('information', `assuming the world has some on grass near the spawn. Summon one within 4 blocks to be sure.`);
      case 'rare':
        return d('information', `it appears only in particular biomes or structures, which the world may not have near the agent. Summon one within 4 blocks.`);
      default:
        return d('warning', `it does not spawn by itself in the overworld. Summon it within 4 blocks.`);
    }
  }, { text: true, rank: (id) => SPAWN_RANK.indexOf(spawnClass(id, ctx.reg)) + 1 || SPAWN_RANK.length + 1 });
}

/** For a group of mobs ("various enemies"): the finding about the likeliest to be met is the one shown. */
const SPAWN_RANK = ['common-passive', 'dark-hostile', 'rare'];
