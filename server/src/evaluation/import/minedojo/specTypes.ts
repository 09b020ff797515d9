/**
 * The shapes of MineDojo's task descriptions (MineDojo/MineDojo
 * minedojo/tasks/description_files/*.yaml and `minedojo.tasks.ALL_TASKS_SPECS`),
 * as plain data. A spec is kept as read: the mapping (mapSpec.ts) looks at
 * each field it knows and names every other one as dropped.
 */

/** One filled task spec: `__cls__` and the constructor arguments of its meta task. */
export type MineDojoSpec = Record<string, unknown>;

/** The prompt and guidance MineDojo shows at run time (programmatic_tasks.yaml, creative_tasks.yaml). */
export interface Instruction {
  prompt: string;
  guidance?: string;
}

/** Everything read from a source, whatever its form. */
export interface MineDojoSource {
  /**
   * Task id → filled spec (programmatic tasks, survival and playthrough included), in order. A
   * templated source fills them as they are iterated (fillTemplates.ts), so the import holds one.
   */
  specs: Iterable<[string, MineDojoSpec]>;
  /** Task id → the run-time prompt and guidance (programmatic_tasks.yaml). */
  programmatic: Map<string, Instruction>;
  /** `creative:N` → prompt and guidance (creative_tasks.yaml). */
  creative: Map<string, Instruction>;
  /** What was read, for the summary ("tasks_specs.yaml (templated) + …"). */
  describe: string;
}

/** The meta-task classes of `minedojo.tasks.MetaTaskName2Class` a spec's `__cls__` names. */
export const META_CLASSES = ['harvest', 'combat', 'techtree', 'survival', 'playthrough'] as const;
export type MetaClass = (typeof META_CLASSES)[number];

/** What `--only` selects: the programmatic classes and the creative tasks. */
export const IMPORT_KINDS = ['harvest', 'combat', 'techtree', 'survival', 'playthrough', 'creative'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
