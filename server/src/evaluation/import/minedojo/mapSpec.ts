/**
 * One MineDojo task → one MCU task file (and its criteria). Field by field,
 * as documented in README's "MineDojo import" table:
 *
 * - prompt (programmatic_tasks.yaml's, else the spec's) → `text`;
 * - target_names / target_quantities / reward_weights → `reward_cfg`, the
 *   event per target from targetEvent.ts, `max_reward_times` = the quantity,
 *   `reward` = the weight;
 * - tech_item → craft_item and use_item entries (MineDojo's tech-tree success
 *   is using the item once) and `milestone_reward_cfg` from our dependency
 *   graph (feasibility/scratchMilestones.ts), starting from the inventory;
 * - initial_inventory → `/replaceitem entity @s <slot> minecraft:<id> <n>`;
 * - initial_mobs in [low, high] → `/summon` at offsets drawn from the task id
 *   (so re-imports are stable), relative to the agent as MineDojo spawns them;
 * - start_at_night / always_night / allow_time_passage / initial_weather /
 *   allow_mob_spawn → /time, /gamerule, /weather (with MineDojo's per-class
 *   defaults: a combat task starts at night unless told not to);
 * - specified_biome → `biomes` + `random_tp_range` (and `start_time` /
 *   `start_weather` so the fast reset keeps the time and weather);
 * - guidance → criteria_files/<task>.txt.
 * Every other field is dropped with a comment naming it; a name that cannot
 * be mapped is a problem, written into the file as an ERROR comment.
 */
import { Document } from 'yaml';
import { oneLine, plainText } from '../../../util/terminalText';
import { criteriaFromGuidance } from './guidanceCriteria';
import { render } from './renderTask';
import { mapTargets, mapTech } from './rewardFields';
import { mapBiome, mapInventory, mapMobs, mapPosition, mapTime } from './setupFields';
import type { ImportKind, Instruction, MineDojoSpec } from './specTypes';
import { Builder } from './taskBuilder';
import type { MapContext } from './taskBuilder';

export type { MapContext, RewardEntry } from './taskBuilder';

export interface ImportedTask {
  id: string;
  kind: ImportKind;
  /** `<task_id>.yaml`, or `creative_<N>.yaml`. */
  fileName: string;
  yaml: string;
  criteria?: string;
  /** Spec fields carried into the file (as a key, command, entry or criteria). */
  mapped: string[];
  /** Spec fields with no MCU counterpart, each named in a comment. */
  dropped: string[];
  /** Names that could not be mapped (errors; each also a comment in the file). */
  problems: string[];
}

/** Why a field has no counterpart in an MCU task file. */
const DROP_REASONS: Readonly<Record<string, string>> = Object.freeze({
  use_voxel: 'voxel observations are MineDojo\'s; MCU agents see pixels only',
  voxel_size: 'voxel observations are MineDojo\'s; MCU agents see pixels only',
  use_lidar: 'lidar observations are MineDojo\'s; MCU agents see pixels only',
  lidar_rays: 'lidar observations are MineDojo\'s; MCU agents see pixels only',
  start_health: 'no task-file key or command sets the agent\'s starting health exactly',
  start_food: 'no task-file key or command sets the agent\'s starting food exactly',
  break_speed_multiplier: 'block-breaking speed is a MineDojo simulator setting',
  target_days: 'surviving N days is MineDojo\'s success check; no statistic of MCU counts days survived',
  world_seed: 'the world is MineStudio\'s (spawn_positions needs a position too)',
  seed: 'the simulator\'s random seed',
  spawn_rate: 'MineDojo\'s extra spawning during the episode has no MCU counterpart',
  spawn_range_low: 'MineDojo\'s extra spawning during the episode has no MCU counterpart',
  spawn_range_high: 'MineDojo\'s extra spawning during the episode has no MCU counterpart',
  fast_reset: 'a simulator setting',
  fast_reset_random_teleport_range: 'a simulator setting',
  image_size: 'an observation setting',
  event_level_control: 'an action-space setting',
  sim_name: 'a simulator name',
  drawing_str: 'Malmo drawing decorators are not imported',
  tech: 'a whole tech level (several items) is not imported; tech_item is',
});

/** What `--only` calls a spec: its `__cls__`, lower-cased as MineDojo does. */
export function kindOfSpec(spec: MineDojoSpec): ImportKind | undefined {
  const c = String(spec.__cls__ ?? '').toLowerCase();
  return (['harvest', 'combat', 'techtree', 'survival', 'playthrough'] as const).find((k) => k === c);
}

/** Maps one programmatic spec. `instruction` is programmatic_tasks.yaml's entry when known. */
export function mapSpec(id: string, spec: MineDojoSpec, instruction: Instruction | undefined, ctx: MapContext): ImportedTask {
  const kind = kindOfSpec(spec) ?? 'harvest';
  const b = new Builder();
  b.mapped.add('__cls__');
  const prompt = instruction?.prompt ?? (typeof spec.prompt === 'string' ? spec.prompt : id.replace(/_/g, ' '));
  if ('prompt' in spec || instruction) b.mapped.add('prompt');
  mapInventory(spec, ctx, b);
  mapMobs(id, spec, ctx, b);
  mapTime(kind, spec, b);
  mapPosition(spec, b);
  mapBiome(spec, ctx, b);
  if (kind === 'techtree') mapTech(spec, ctx, b);
  else if (kind === 'playthrough') {
    b.rewards.push({ entry: { event: 'kill_entity', identity: 'kill_ender_dragon', objects: ['ender_dragon'], reward: 1, max_reward_times: 1 } });
    b.rewards.push({ entry: { event: 'pickup', identity: 'obtain_dragon_egg', objects: ['dragon_egg'], reward: 1, max_reward_times: 1 }, note: 'the dragon egg is picked up once knocked off its pedestal' });
    b.goals.push('kill the ender dragon', 'obtain the dragon egg');
  } else mapTargets(kind, spec, prompt, ctx, b);
  if (kind === 'survival') b.header.push('survival: MineDojo counts days survived; no MCU statistic does, so the file has no reward_cfg (judged from the video by its criteria)');
  for (const [k, v] of Object.entries(spec)) {
    if (b.mapped.has(k) || v === undefined) continue;
    b.dropped.push(`${k}: ${DROP_REASONS[k] ?? 'no MCU counterpart'}`);
  }
  if (instruction?.guidance) b.mapped.add('guidance');
  const category = kind === 'combat' ? 'combat' : kind === 'techtree' ? 'crafting' : kind === 'harvest' ? (b.rewards.some((r) => r.entry.event === 'craft_item') ? 'crafting' : 'mining_and_collecting') : undefined;
  const yaml = render(id, kind, prompt, b, category);
  const criteria = criteriaFromGuidance({ prompt, guidance: instruction?.guidance, startsWith: b.startsWith, goals: b.goals });
  return { id, kind, fileName: `${id}.yaml`, yaml, criteria, mapped: [...b.mapped], dropped: b.dropped.map((d) => d.split(':')[0]), problems: b.problems };
}

/** A creative task (`creative:N`): its prompt as `text` and its guidance as criteria; no reward (no programmatic success). */
export function mapCreative(id: string, instruction: Instruction): ImportedTask {
  const n = id.replace(/^creative:/, '');
  const doc = new Document({ custom_init_commands: [], text: plainText(instruction.prompt) });
  doc.commentBefore = [
    ` Imported from MineDojo creative task ${oneLine(id)} by mcu-task import minedojo.`,
    ' Creative tasks have no programmatic success check in MineDojo: no reward_cfg; the criteria file judges the video.',
  ].join('\n');
  const criteria = criteriaFromGuidance({ prompt: instruction.prompt, guidance: instruction.guidance, startsWith: [], goals: [] });
  return {
    id, kind: 'creative', fileName: `creative_${n}.yaml`, yaml: doc.toString({ lineWidth: 0 }), criteria,
    mapped: ['prompt', ...(instruction.guidance ? ['guidance'] : [])], dropped: [], problems: [],
  };
}
