/**
 * What a task asks, read once (from its reward entries, else from its
 * instruction) and shared by verify, lint, insight, drafting and the editor.
 * Every goal keeps the range of the words it came from, so the editor can
 * point at them and a report can quote them.
 */

import type { StructureShape } from '../../vanilla/shapeParts';

/** Offsets into the instruction as written (`text`'s value), end exclusive. */
export interface TextSpan {
  start: number;
  end: number;
}

/** The vanilla statistic categories a goal can be counted by (`minecraft:<category>`). */
export type GoalStatistic = 'crafted' | 'mined' | 'picked_up' | 'used' | 'killed' | 'broken' | 'dropped' | 'custom';

/** What a goal's words name: a registry thing ("the pigs" → pig), or a place only a generated world has. */
export interface GoalTarget {
  /** The words of the instruction ("the pigs", "a blue bed"). */
  phrase: string;
  /** block / entity: look for it in the scene; place: a structure or biome. */
  kind: 'block' | 'entity' | 'place';
  /** Registry ids that satisfy it (any one). Empty for places. */
  ids: string[];
  /** Only a generated world has it (ores, villages, biomes, caves): absence on superflat proves nothing. */
  natural: boolean;
  /** A narrower reading the words add: a villager profession ("librarian"), a colour ("blue" sheep). */
  variant?: string;
}

export interface GoalBase {
  /** The clause of the instruction it was read from ("hunt pigs with an iron sword"), or the reward entry's identity. */
  text: string;
  /** Where it came from: the reward entry, or the span of the clause in the instruction. */
  from: { source: 'reward'; list: 'reward_cfg' | 'milestone_reward_cfg'; index: number } | ({ source: 'text' } & TextSpan);
}

/**
 * A game statistic that must grow: `objects` are ids of the category's registry
 * (any one counts; custom counters by name), `count` how much in total.
 */
export interface StatGoal extends GoalBase {
  kind: 'stat';
  statistic: GoalStatistic;
  objects: string[];
  count: number;
  /** The verb as written ("hunt", "shear", "sleep"). */
  verb: string;
  /** A tool the text fixes ("with an iron sword", "using your wooden pickaxe", "bare hands" → []): any one of these ids. */
  tool?: string[];
  /**
   * What must be at hand for the statistic to move, beyond the objects: the item used on
   * something (shears for wool), the block to work at (enchanting_table), a fuel.
   */
  needs?: string[];
  /** The mob or block it is done to or at ("the librarian", "a sheep", "the farmland", "the grass"). */
  on?: GoalTarget;
  /** What doing it must yield into the inventory, when the text says ("for a name tag", "collect the wool it drops"): the goal is reached only when some arrives. */
  product?: string[];
  /** What the agent hands over, when the text says ("sell coal", "trade rotten flesh"). */
  payment?: string[];
  /** Set when the thing is made by a special recipe minecraft-data does not list (firework_rocket): not proof of "no recipe". */
  specialRecipe?: boolean;
}

/** Items the agent must end up holding (a milk bucket, a bucket of cod): checked in its inventory. */
export interface HaveGoal extends GoalBase {
  kind: 'have';
  items: string[];
  count: number;
  verb: string;
  needs?: string[];
  /**
   * A brewed potion: the vanilla Potion id the words name ("swiftness"), or "" when they name
   * none. The item id alone cannot tell it from a water bottle, so verify leaves it undecided.
   */
  potion?: string;
}

/** A place or state to reach, as verify/goals checks it. */
export type StateGoal = GoalBase & (
  | { kind: 'reach'; target: GoalTarget }
  | { kind: 'sky' }
  | { kind: 'climb'; blocks: number }
  | { kind: 'travel'; blocks: number }
  | { kind: 'stay'; seconds: number; target?: GoalTarget }
  | { kind: 'operate'; target: GoalTarget; to: OperateTo }
  | { kind: 'frame'; items: string[] }
  | CarryState
  | DigState
);

/**
 * A mob held by the agent's means (MCU's "lead animals", "trap a witch in a boat", "hook a cow with a
 * fishing rod"): no statistic counts it in 1.16.5, but the world shows it — the mob on the agent's lead,
 * seated in a boat, on the bobber of the agent's rod.
 */
export interface CarryState {
  kind: 'carry';
  by: 'lead' | 'boat' | 'hook';
  on: GoalTarget;
  /** The items that do it, any one (a lead; any boat; a fishing rod). */
  items: string[];
}

/** A shaft or tunnel the agent digs ("dig three blocks down", "mine horizontally"): how far it moved through the ground. */
export interface DigState {
  kind: 'dig';
  direction: 'down' | 'horizontal';
  blocks: number;
  /** "…and fill one up": after a shaft, blocks placed back under the agent's feet (fewer than `blocks`). */
  refill?: number;
}

/** What working a door, trapdoor, fence gate, lever or button by hand must leave it as (no statistic counts it in 1.16.5). */
export type OperateTo = 'open' | 'closed' | 'toggled';

/** A built shape that can be checked in the world (and whose materials can be checked before). */
export interface StructureGoal extends GoalBase {
  kind: 'structure';
  /** `golem`: either golem ("build golems"), whichever the materials at hand make. */
  shape: StructureShape;
  /** Blocks the shape is made of, any one (a cobblestone pillar); empty when any block will do. */
  materials: string[];
  /** Height or depth in blocks, when the text gives one. */
  size?: number;
  /** A pit's width and length in blocks, when the text gives them (3 each when it does not). */
  width?: number;
  length?: number;
}

/**
 * A part only a judge can score (open-ended building, decorating, exploring,
 * fighting in style), with what can still be confirmed about it.
 */
export interface JudgedGoal extends GoalBase {
  kind: 'judged';
  activity: 'build' | 'decorate' | 'explore' | 'fight' | 'perform' | 'other';
  /** The verb as the vocabulary names it ("leash", "build", "fluids"): what lint's wording checks ask of a judged part. */
  verb?: string;
  /** Blocks and items the text says it uses ("with lanterns and flowers"): their presence is confirmable. */
  materials: string[];
  /** Each material's alternatives as the words name them ("flowers": any flower); `materials` holds the first of each. */
  choices?: string[][];
  /** Why only a judge can score it ("an open-ended build has no shape the verifier checks"): shown wherever the part is undecided. */
  reason: string;
}

export type TaskGoal = StatGoal | HaveGoal | StateGoal | StructureGoal | JudgedGoal;

/** A clause the reader did not understand: listed for the author, never fatal. */
export interface UnreadClause extends TextSpan {
  text: string;
}

export interface TaskGoals {
  /** Where the goals were read from: the reward entries when the task has any, else its instruction. */
  source: 'rewards' | 'text' | 'none';
  goals: TaskGoal[];
  /** True when the text joins its goals with "or": one done goal is enough. */
  anyOf: boolean;
  /** Clauses that state no goal the reader knows. Advice and warnings ("watch out for arrows") are not listed. */
  unread: UnreadClause[];
  /** Where an ambiguous instruction was read one way, which way ("'get wool' read as picking up wool"). */
  readings: string[];
}
