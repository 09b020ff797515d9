/**
 * Clauses that move a mob by a boat or a lead ("put the cow in a boat",
 * "row the horse across the river", "leash the zombie", "put a lead on the
 * villager"). No statistic counts them, so they are judged parts; the reader
 * keeps the mob and the means, because vanilla refuses some mobs either way
 * (feasibility/checks/buildChecks.ts says which).
 */
import type { Registry } from '../../mc/registry';
import { namesIn } from './objects';
import type { GoalTarget, JudgedGoal } from './types';

/** Verbs that move something somewhere, at the start of the clause. */
const MOVE = /^(?:put|puts|putting|get|gets|getting|load|loads|loading|lure|lures|luring|push|pushes|pushing|take|takes|taking|bring|brings|bringing|carry|carries|carrying|row|rows|rowing|transport|transports|transporting|ferry|ferries|ferrying|move|moves|moving|ship|sail|sails|sailing|seat|seats|seating|place|places|placing|lead|leads|leading)\b/;
/** The boat as where the mob ends up or how it travels: "in a boat", "into the boat", "by boat", "for a boat ride". */
const BY_BOAT = /\b(?:in|into|onto|on|aboard|by|with|inside|for)\s+(?:(?:a|an|the|your|its|their|this|that)\s+)?(?:\w+\s+)?boats?\b|\bboat rides?\b/;
/** "leash the wolf", "tie up the cow with a lead", "put a lead on the villager", "lead the pig on a leash". */
const LEASH_VERB = /^(?:leash|leashes|leashed|leashing)\b/;
const LEAD_ON = /^(?:put|puts|putting|attach|attaches|attaching|tie|ties|tying|use|uses|using|fasten|fastens|fastening|place|places|placing)\s+(?:(?:a|an|the|your)\s+)?(?:lead|leash)\s+(?:on|onto|to)\b/;
const WITH_LEAD = /\b(?:with|on|using|by)\s+(?:(?:a|an|the|your)\s+)?(?:lead|leash)\b/;

/** The judged goal of a clause that moves a mob by boat or lead; undefined for any other clause. */
export function mobCarryGoal(clause: string, reg: Registry, base: Pick<JudgedGoal, 'text' | 'from'>): JudgedGoal | undefined {
  const leash = LEASH_VERB.test(clause) || LEAD_ON.test(clause) || (MOVE.test(clause) && WITH_LEAD.test(clause)) || /^(?:tie|ties|tying)\b.*\bwith\s+(?:a|the|your)\s+(?:lead|leash)\b/.test(clause);
  const boat = !leash && MOVE.test(clause) && BY_BOAT.test(clause);
  if (!leash && !boat) return undefined;
  // The mob: the first living thing the words name that is not the boat itself.
  const mob = namesIn(clause, 'entity', reg).find((n) => n.kind === 'entity' && !n.ids.some((id) => id === 'boat' || id === 'leash_knot'));
  if (!mob) return undefined;
  const ids = mob.ids.filter((id) => reg.entities.has(id));
  if (!ids.length) return undefined;
  const on: GoalTarget = { phrase: mob.phrase, kind: 'entity', ids, natural: false, ...(/\b(?:baby|babies|calf|calves|foal|foals|piglet|piglets|kitten|kittens|puppy|puppies|lamb|lambs|chick|chicks|cub|cubs)\b/.test(clause) ? { variant: 'baby' } : mob.variant ? { variant: mob.variant } : {}) };
  const materials = leash ? ['lead'] : ['oak_boat'];
  return { kind: 'judged', ...base, activity: 'other', verb: leash ? 'leash' : 'boat', materials, choices: [leash ? ['lead'] : [...reg.items.keys()].filter((id) => id.endsWith('_boat'))], on, by: leash ? 'lead' : 'boat' };
}
