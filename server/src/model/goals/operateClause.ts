/**
 * "open the door", "close the trapdoor", "pull the lever", "press the
 * button": a door, trapdoor, fence gate, lever or button worked by hand.
 * Vanilla 1.16.5 counts no statistic for it (Stats has no such counter), so
 * the goal is a state: the block's `open` (or `powered`) property, changed by
 * the agent's own use. Part of the one goal reader (stateClauses.ts).
 */
import type { Registry } from '../../vanilla/registry';
import type { GoalTarget, OperateTo } from './goalTypes';

export interface OperateReading { kind: 'operate'; target: GoalTarget; to: OperateTo }

/** Kinds of hand-worked blocks, by the word naming them (the longer words first), and the id suffix of their blocks. */
const KINDS: Array<[RegExp, (id: string) => boolean]> = [
  [/\btrap\s?doors?\b/, (id) => id.endsWith('_trapdoor')],
  [/\b(?:fence\s+)?gates?\b/, (id) => id.endsWith('_fence_gate')],
  [/\bdoors?\b/, (id) => id.endsWith('_door')],
  [/\blevers?\b/, (id) => id === 'lever'],
  [/\bbuttons?\b/, (id) => id.endsWith('_button')],
];
const MATERIALS = /\b(oak|spruce|birch|jungle|acacia|dark oak|crimson|warped|iron|stone|polished blackstone)\b/;

const OPEN = /^(?:open|opens|opened|opening)\b/;
const CLOSE = /^(?:close|closes|closed|closing|shut|shuts|shutting)\b/;
const WORK = /^(?:press|presses|pressed|pressing|push|pushes|pushed|pushing|flip|flips|flipped|flipping|pull|pulls|pulled|pulling|toggle|toggles|toggled|toggling|switch|switches|switched|switching|activate|activates|activated|activating|use|uses|used|using|hit|hits|click|clicks|clicked|clicking)\b/;

export function readOperate(clause: string, reg: Registry): OperateReading | undefined {
  const to: OperateTo | undefined = OPEN.test(clause) ? 'open' : CLOSE.test(clause) ? 'closed' : WORK.test(clause) ? 'toggled' : undefined;
  if (!to) return undefined;
  for (const [word, fits] of KINDS) {
    const m = word.exec(clause);
    if (!m) continue;
    // Levers and buttons have no open state: "open the lever" is no reading.
    if (to !== 'toggled' && (m[0].startsWith('lever') || m[0].startsWith('button'))) return undefined;
    const material = MATERIALS.exec(clause.slice(0, m.index))?.[1]?.replace(' ', '_');
    const ids = [...reg.blocks.keys()].filter((id) => fits(id) && (!material || id.startsWith(`${material}_`) || (material === 'stone' && id === 'stone_button')));
    if (!ids.length) return undefined;
    const phrase = clause.slice(0, m.index + m[0].length).replace(/^\w+\s+(?:up\s+)?/, '').trim();
    return { kind: 'operate', target: { phrase, kind: 'block', ids, natural: false }, to };
  }
  return undefined;
}
