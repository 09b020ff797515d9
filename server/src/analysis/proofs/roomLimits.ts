/**
 * A sealed room bounds the places and states the agent can reach: it cannot
 * climb higher than the room's ceiling, travel farther than its walls, or see
 * the sky through a roof of bedrock. Only for an agent provably shut in
 * (sealed.ts: bedrock or barrier all round, no way out).
 */
import type { TaskGoal } from '../../model/goals/goalTypes';
import type { ProofContext } from './context';
import type { Sealed } from './reachable';
import { wallWords } from './sealed';
import type { GoalProof } from './proofTypes';

export function roomLimitProofs(ctx: ProofContext, goals: TaskGoal[], sealed: Sealed | undefined): GoalProof[] {
  if (!sealed) return [];
  const { room } = sealed;
  const [sx, sy, sz] = ctx.scene.agent.pos.map(Math.floor);
  let top = -Infinity;
  let farthest = 0;
  for (const key of room.cells.keys()) {
    const [x, y, z] = key.split(',').map(Number);
    top = Math.max(top, y);
    farthest = Math.max(farthest, Math.hypot(x - sx, z - sz));
  }
  const walls = wallWords(room);
  const out: GoalProof[] = [];
  goals.forEach((g, goal) => {
    // The agent is two blocks tall: its feet can get at most one below the highest cell of the room.
    const rise = top - 1 - sy;
    if (g.kind === 'climb' && rise < g.blocks) {
      out.push({ goal, cause: 'sealed-room', reason: `the agent is shut in by ${walls}: its feet can rise at most ${Math.max(0, rise)} block${Math.max(0, rise) === 1 ? '' : 's'}, and the text asks for ${g.blocks}`, command: room.wallCmd });
    }
    // A cell's centre is at most half a block farther than its corner from the start.
    if (g.kind === 'travel' && farthest + 1 < g.blocks) {
      out.push({ goal, cause: 'sealed-room', reason: `the agent is shut in by ${walls}: no cell of the room is farther than ${Math.ceil(farthest + 1)} blocks from its start, and the text asks for ${g.blocks}`, command: room.wallCmd });
    }
    // Barrier is transparent: only a room walled in bedrock alone hides the sky.
    if (g.kind === 'sky' && room.walls.size === 1 && room.walls.has('bedrock')) {
      out.push({ goal, cause: 'sealed-room', reason: `the agent is shut in by ${walls}, which hides the sky everywhere it can go`, command: room.wallCmd });
    }
  });
  return out;
}
