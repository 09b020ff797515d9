/**
 * "put the golden sword in the item frame" / "… in it" after placing a
 * frame: an item shown in an item frame. Vanilla 1.16.5 counts no statistic
 * for it (ItemFrame.interact awards none), so the goal is a state: a frame
 * holding one of the items. Part of the one goal reader (readText.ts).
 */
import type { Registry } from '../../vanilla/registry';
import { namedThings } from '../instruction/names';

export interface FrameReading { kind: 'frame'; items: string[] }

const PUT_IN_FRAME = /^(?:put|puts|putting|place|places|placing|set|sets|setting|display|displays|displaying|insert|inserts|inserting|hang|hangs|hanging)\s+(.+?)\s+(?:in|into|on|inside)\s+(?:it|(?:the|an?|that|this)\s+(?:item\s+)?frame)\b/;

/** The frame goal of a clause whose sense is placing; `it` stands for the frame (the clause before placed one). */
export function readFrameClause(clause: string, reg: Registry): FrameReading | undefined {
  const m = PUT_IN_FRAME.exec(clause);
  if (!m) return undefined;
  const items = namedThings(m[1], reg, true).filter((t) => t.kind === 'item' || reg.items.has(t.id)).map((t) => t.id).filter((id) => reg.items.has(id));
  return items.length ? { kind: 'frame', items: [...new Set(items)] } : undefined;
}
