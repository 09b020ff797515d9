/**
 * The embedded server's own limits. Vanilla has few (32,768 blocks per fill,
 * 65,536 commands per function chain); a task file or an LLM draft can still
 * ask for scenes that would take minutes and gigabytes to build (an
 * `execute as @e` chain six deep over 20 entities, thousands of fills). These
 * bounds stop such scenes with a plain reply. Reaching one is a limitation of
 * the verification, not a mistake in the task: the report says so.
 */
import { CommandError } from './commandHandlers/handlerTypes';
import type { EmbeddedContext } from './plugins/context';

/** @notGameFact our embedded server's bounds on the work one init line may cause */
export const LIMITS = {
  /** Commands one init line may run in total, `execute` forks included. */
  executionsPerCommand: 10_000,
  /** Nested `execute … run` levels. */
  runDepth: 64,
  /** Entities alive in the world (mobs, dropped items, armour stands…). */
  entities: 1_000,
  /** Blocks all init commands together may change (four maximum-size fills). */
  blocksChanged: 131_072,
  /** Item stacks one /give may drop at the player's feet when the inventory is full. */
  droppedStacksPerGive: 64,
} as const;

/** A runaway command stopped by one of LIMITS or by the setup deadline. */
export class LimitReached extends CommandError {
  readonly limitation = true;
}

/** Counters of one verification's setup phase (shared by every command it runs). */
export class SceneBudget {
  blocksChanged = 0;
  /** Absolute time (Date.now()) after which commands stop; Infinity when none. */
  deadline = Infinity;
  /** Executions of the top-level command running now. */
  executions = 0;
  depth = 0;
  /** Limitations met by the top-level command running now. */
  limitations: string[] = [];
  /** Told where each counted block is (the verify session records per command what it changed). */
  onBlock?: (x: number, y: number, z: number) => void;

  /** Counts `n` changed blocks (at `pos` when one); throws when the scene would exceed its block budget. */
  addBlocks(n: number, pos?: { x: number; y: number; z: number }): void {
    if (this.blocksChanged + n > LIMITS.blocksChanged) {
      throw new LimitReached(`The embedded server stops at ${LIMITS.blocksChanged} changed blocks per task (a verification limit, not a vanilla one)`);
    }
    this.blocksChanged += n;
    if (pos) this.onBlock?.(pos.x, pos.y, pos.z);
  }

  /** Counts one command execution (an `execute` fork or a `run`). */
  addExecution(): void {
    if (++this.executions > LIMITS.executionsPerCommand) {
      throw new LimitReached(`This command fans out to more than ${LIMITS.executionsPerCommand} executions; the embedded server stops there (a verification limit)`);
    }
  }

  /** Throws once the setup deadline has passed. */
  checkTime(): void {
    if (Date.now() > this.deadline) throw new LimitReached('The setup time budget ran out while this command was running');
  }
}

/** The setup budget of a server's context, created on first use. */
export function budgetOf(ctx: EmbeddedContext): SceneBudget {
  ctx.budget ??= new SceneBudget();
  return ctx.budget;
}

/** Throws LimitReached when the world already holds LIMITS.entities entities (before spawning one more). */
export function checkEntityRoom(serv: any): void {
  if (Object.keys(serv.entities).length >= LIMITS.entities) {
    throw new LimitReached(`The embedded server holds at most ${LIMITS.entities} entities (a verification limit)`);
  }
}
