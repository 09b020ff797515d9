/**
 * Which harness reads which top-level key. A task file is run by one of a few
 * loaders, and each reads a different subset of the keys; a project names the
 * one it targets (setting `mcu.harness`, CLI `--harness`) and then hears, as
 * information at the key, about each key that loader never looks at.
 *
 * The facts, from CraftJarvis/MineStudio:
 * - minestudio/benchmark/utility/read_conf.py `convert_yaml_to_callbacks`
 *   (the benchmark's file loader) takes `custom_init_commands` (not its alias
 *   `commands`) and `text`, nothing else.
 * - minestudio/simulator/callbacks/__init__.py `load_callbacks_from_config`
 *   asks every registered callback to build itself from the config. Given a
 *   file path, commands.py, summon_mobs.py, init_inventory.py, hard_reset.py
 *   and demonstration.py load the file, but fast_reset.py (biomes,
 *   random_tp_range, start_time, start_weather), judgereset.py (time_limit)
 *   and prev_action.py (use_prev_action) test `'key' in source` on the path
 *   string itself, so they never see the file's keys. Given the loaded
 *   mapping instead, all of them read their keys; fast_reset.py builds
 *   nothing unless both `biomes` and `random_tp_range` are there, so
 *   `start_time` and `start_weather` alone are ignored. task.py builds its task
 *   list in code (no create_from_conf), so `text` is read by neither.
 * - AgentBeats' MCU evaluation reads the scene, the instruction and the
 *   reward lists (`reward_cfg`, `milestone_reward_cfg`).
 * Nothing reads `defaults` or `thinking`; `category`, `task_tree` and
 * `from_scratch` are read by this project's own tools only.
 */
import { diag, TaskDiagnostic } from '../task/diagnostic';
import { TaskModel } from '../task/taskModel';
import { ownValue } from '../../util/ownTable';
import { MINESTUDIO_KEYS } from './taskKeys';
import { MINESTUDIO } from '../diagnosticCodes';

export const HARNESSES = ['any', 'minestudio-file', 'minestudio-callbacks', 'minestudio-dict', 'agentbeats'] as const;
export type Harness = (typeof HARNESSES)[number];

export function isHarness(v: unknown): v is Harness {
  return typeof v === 'string' && (HARNESSES as readonly string[]).includes(v);
}

/** One line per harness, for the setting's and the option's help. */
export const HARNESS_WORDS: Readonly<Record<Harness, string>> = {
  any: 'no particular harness: no "ignored by this harness" findings',
  'minestudio-file': "MineStudio's benchmark file loader (read_conf.py convert_yaml_to_callbacks): custom_init_commands and text only",
  'minestudio-callbacks': "MineStudio's load_callbacks_from_config given the file's path: the callbacks that load the file (commands, summon_mobs, init_inventory, spawn_positions, reference_video, reward_cfg)",
  'minestudio-dict': "MineStudio's load_callbacks_from_config given the loaded mapping: every callback key",
  agentbeats: 'AgentBeats: custom_init_commands, text, reward_cfg and milestone_reward_cfg',
};

/** Keys whose callback, given a file path, tests `'key' in path` on the path string (files from MINESTUDIO_KEYS). */
const PATH_TESTED: Record<string, string> = Object.fromEntries(
  ['biomes', 'random_tp_range', 'start_time', 'start_weather', 'time_limit', 'use_prev_action'].map((k) => [k, MINESTUDIO_KEYS[k]]),
);

const CALLBACK_FILE_KEYS = ['custom_init_commands', 'commands', 'summon_mobs', 'init_inventory', 'spawn_positions', 'reference_video', 'reward_cfg'];

/** The keys each harness reads (a key absent here is ignored by it). */
const READS: Record<Exclude<Harness, 'any'>, string[]> = {
  'minestudio-file': ['custom_init_commands', 'text'],
  'minestudio-callbacks': CALLBACK_FILE_KEYS,
  'minestudio-dict': [...CALLBACK_FILE_KEYS, ...Object.keys(PATH_TESTED)],
  agentbeats: ['custom_init_commands', 'text', 'reward_cfg', 'milestone_reward_cfg'],
};

/** Why a harness skips a key, in words, when there is more to say than "it does not read it". */
function why(harness: Exclude<Harness, 'any'>, key: string): string {
  const file = ownValue(PATH_TESTED, key);
  if (harness === 'minestudio-callbacks' && file) return `given a file path, ${file} tests \`'${key}' in path\` on the path string, never on the file's keys`;
  if (harness === 'minestudio-file' && key === 'commands') return 'convert_yaml_to_callbacks reads only `custom_init_commands`, not its alias `commands`';
  if (harness === 'minestudio-file') return 'convert_yaml_to_callbacks reads only `custom_init_commands` and `text`';
  if ((harness === 'minestudio-callbacks' || harness === 'minestudio-dict') && key === 'text') return "MineStudio's TaskCallback takes its task list in code, not from the file";
  if (key === 'defaults' || key === 'thinking') return 'no harness reads it';
  if (key === 'category' || key === 'task_tree' || key === 'from_scratch') return "only this project's tools read it";
  return 'it does not read this key';
}

/** Keys fast_reset.py needs before it builds anything (fast_reset.py create_from_conf). */
const FAST_RESET_NEEDS = ['biomes', 'random_tp_range'];

/**
 * Information at each known key the chosen harness does not read. Unknown keys
 * are left to schema/unknown-key, and `any` reports nothing.
 */
export function harnessFindings(model: TaskModel, harness: Harness | undefined, knownKeys: readonly string[]): TaskDiagnostic[] {
  if (!harness || harness === 'any') return [];
  const reads = READS[harness];
  const out: TaskDiagnostic[] = [];
  for (const [key, e] of model.topLevel) {
    if (!knownKeys.includes(key)) continue;
    let reason: string | undefined;
    if (!reads.includes(key)) reason = why(harness, key);
    else if (harness === 'minestudio-dict' && (key === 'start_time' || key === 'start_weather') && FAST_RESET_NEEDS.some((k) => !model.topLevel.has(k))) {
      reason = 'fast_reset.py builds nothing without both `biomes` and `random_tp_range`';
    }
    if (reason) out.push(diag(e.keyStart, e.keyEnd, 'information', MINESTUDIO.harnessIgnores, `\`${key}\` is ignored by ${harness}: ${reason}.`));
  }
  return out;
}
