/** What the static proofs report: goals that cannot be done, and what the refused init commands were for. */

export type ProofCause = 'no-recipe' | 'no-experience' | 'never-given' | 'cannot-harvest' | 'impossible-scene' | 'absent-target' | 'no-trade' | 'sealed-room';

export interface GoalProof {
  /** Index into the goals array. */
  goal: number;
  cause: ProofCause;
  /** One sentence a task author understands, naming the fact. */
  reason: string;
  /** The init command (0-based index in the command list) the proof rests on, if any. */
  command?: number;
}

export interface RejectedRelevance {
  /** 0-based index of a command lint rejects with an error. */
  command: number;
  text: string;
  /** Ids it was meant to give, place or summon (old names read as their current ids); empty if unknown. */
  provides: string[];
  /** The first goal that depends on one of them when nothing else in the scene provides it. */
  neededBy?: number;
  note: string;
}
