/**
 * One analysis per document version: the model, the parsed commands, the
 * scene and the insight, each computed on first use and then shared by the
 * validation, hover, completion, code lens and code actions of that version.
 * Nothing here is computed twice for one version; what may be reused across
 * versions (a command line's parse, a scene whose commands did not change) is
 * kept by content in commandCheck.ts and sceneCache.ts.
 */
import { routeLens, RouteLens } from '../planning/routeLens';
import type { Scene } from '../feasibility/scene';
import { sceneOfList } from '../feasibility/sceneCache';
import { staticPlan } from '../../model/minestudio/staticPlan';
import { getRegistry, Registry } from '../../vanilla/registry';
import { CheckedCommand, parseCommandList, ParsedCommandList } from './commandCheck';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import { TaskModel } from '../../model/task/taskModel';
import { MCU } from '../../model/diagnosticCodes';

export interface AnalysisOptions {
  /** Minecraft version whose grammar and registries apply (default: the data's default, 1.16.5). */
  version?: string;
  /** The file's path or URI: a real task file is named by its atomic task, the goal reader's hint for a vague instruction. */
  fileName?: string;
}

export class Analysis {
  readonly model: TaskModel;
  readonly registry: Registry;
  /** Set when the version is unknown (the default registry is used instead). */
  readonly versionProblem?: TaskDiagnostic;
  private parsed?: ParsedCommandList;
  private builtScene?: { scene?: Scene };
  private builtInsight?: { insight?: RouteLens };

  constructor(text: string | TaskModel, options: AnalysisOptions = {}) {
    this.model = typeof text === 'string' ? new TaskModel(text) : text;
    if (options.fileName && this.model.fileName === undefined) this.model.fileName = options.fileName;
    try {
      this.registry = getRegistry(options.version);
    } catch (e) {
      this.versionProblem = diag(0, 0, 'error', MCU.version, (e as Error).message);
      this.registry = getRegistry();
    }
  }

  /** The init commands, each parsed once. */
  get commands(): CheckedCommand[] {
    return this.commandList().checked;
  }

  private commandList(): ParsedCommandList {
    return (this.parsed ??= parseCommandList(this.model, this.registry));
  }

  /** The scene the init commands build; undefined when it cannot be built. */
  get scene(): Scene | undefined {
    if (!this.builtScene) {
      try {
        const { parsed, checked } = this.commandList();
        this.builtScene = { scene: sceneOfList(parsed, checked, this.registry, staticPlan(this.model, this.registry)) };
      } catch {
        this.builtScene = {};
      }
    }
    return this.builtScene.scene;
  }

  /** The route lens: the cheapest route to the task's goals (code lens, hover). */
  get insight(): RouteLens | undefined {
    return (this.builtInsight ??= { insight: routeLens(this.model, this.registry, this.commands, this.scene) }).insight;
  }
}

export function analyse(text: string, options?: AnalysisOptions): Analysis {
  return new Analysis(text, options);
}
