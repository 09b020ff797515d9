/** What building a shape ends with: the shape stands (detail says where), the task is impossible (a proof), or we cannot tell (why). */
export interface StructureOutcome {
  outcome: 'reached' | 'failed' | 'undecided';
  reason?: string;
  detail?: string;
}

export const reached = (detail: string): StructureOutcome => ({ outcome: 'reached', detail });
export const failed = (reason: string): StructureOutcome => ({ outcome: 'failed', reason });
export const undecided = (reason: string): StructureOutcome => ({ outcome: 'undecided', reason });
