/**
 * Clauses that hold a mob by a boat, a lead or a fishing rod's hook: MCU's
 * trapping tasks ("put the cow in a boat", "trap a witch using a boat",
 * "lead animals", "leash the zombie", "hook a cow using a fishing rod"). No
 * statistic counts them in 1.16.5, but the world shows them (the mob seated,
 * leashed to the agent, on the bobber), so they are states the verifier
 * checks; vanilla refuses some mobs either way
 * (feasibility/checks/buildChecks.ts says which).
 */
import type { Registry } from '../../vanilla/registry';
import { namesIn } from './objects';
import { landAnimals } from '../../vanilla/mobKinds';
import { leashable } from '../../vanilla/leashRules';
import type { CarryState, GoalBase, GoalTarget } from './goalTypes';

/** Verbs that move something somewhere, at the start of the clause. */
const MOVE = /^(?:put|puts|putting|get|gets|getting|load|loads|loading|lure|lures|luring|trap|traps|trapped|trapping|catch|catches|catching|push|pushes|pushing|take|takes|taking|bring|brings|bringing|carry|carries|carrying|row|rows|rowing|transport|transports|transporting|ferry|ferries|ferrying|move|moves|moving|ship|sail|sails|sailing|seat|seats|seating|place|places|placing|lead|leads|leading)\b/;
/** The boat as where the mob ends up or how it travels: "in a boat", "into the boat", "by boat", "for a boat ride". */
const BY_BOAT = /\b(?:in|into|onto|on|aboard|by|with|using|inside|for)\s+(?:(?:a|an|the|your|its|their|this|that)\s+)?(?:\w+\s+)?boats?\b|\bboat rides?\b/;
/** "leash the wolf", "tie up the cow with a lead", "put a lead on the villager", "lead the pig on a leash". */
const LEASH_VERB = /^(?:leash|leashes|leashed|leashing)\b/;
/** MCU's "lead animals", "lead a cow": leading a mob is holding it on a lead (tying it to a fence is the tie sense, read before). */
const LEAD_VERB = /^(?:lead|leads|leading)\s+(?!(?:the |a |an |your )?(?:way|player|group|team)\b)(?!.*\bto\b)/;
/** "hook a cow using a fishing rod", "reel in the pig with a fishing rod" ("catch a cod with a rod" is fishing, the vocabulary's). */
const HOOK = /^(?:hook|hooks|hooked|hooking|reel|reels|reeled|reeling|pull|pulls|pulled|pulling)\b(?=.*\b(?:fishing rods?|rods?|bobbers?|hooks?)\b)|^(?:hook|hooks|hooked|hooking)\b/;
const LEAD_ON = /^(?:put|puts|putting|attach|attaches|attaching|tie|ties|tying|use|uses|using|fasten|fastens|fastening|place|places|placing)\s+(?:(?:a|an|the|your)\s+)?(?:lead|leash)\s+(?:on|onto|to)\b/;
const WITH_LEAD = /\b(?:with|on|using|by)\s+(?:(?:a|an|the|your)\s+)?(?:lead|leash)\b/;

/** The state a clause that holds a mob by boat, lead or hook asks for; undefined for any other clause. */
export function mobCarryGoal(clause: string, reg: Registry, base: Pick<GoalBase, 'text' | 'from'>): (GoalBase & CarryState) | undefined {
  // Tying a mob to a fence is what used:lead counts: the vocabulary's tie sense reads it.
  if (/\bfences?\b|\bfence posts?\b/.test(clause)) return undefined;
  const leash = LEASH_VERB.test(clause) || LEAD_VERB.test(clause) || LEAD_ON.test(clause) || (MOVE.test(clause) && WITH_LEAD.test(clause)) || /^(?:tie|ties|tying)\b.*\bwith\s+(?:a|the|your)\s+(?:lead|leash)\b/.test(clause);
  const boat = !leash && MOVE.test(clause) && BY_BOAT.test(clause);
  const hook = !leash && !boat && HOOK.test(clause);
  if (!leash && !boat && !hook) return undefined;
  const by: CarryState['by'] = leash ? 'lead' : boat ? 'boat' : 'hook';
  const on = mobOf(clause, reg, by);
  if (!on) return undefined;
  const items = by === 'lead' ? ['lead'] : by === 'hook' ? ['fishing_rod'] : [...reg.items.keys()].filter((id) => id.endsWith('_boat'));
  return { kind: 'carry', ...base, by, on, items };
}

/** The mob the clause names (not the boat itself); "animals" for a lead: any animal that takes one. */
function mobOf(clause: string, reg: Registry, by: CarryState['by']): GoalTarget | undefined {
  const mob = namesIn(clause, 'entity', reg).find((n) => n.kind === 'entity' && !n.ids.some((id) => id === 'boat' || id === 'leash_knot' || id === 'fishing_bobber'));
  // A group word ("mobs", "animals") on a lead means its members that take one: no member that refuses it is asked for.
  const known = mob?.ids.filter((id) => reg.entities.has(id)) ?? [];
  const ids = by === 'lead' && known.length > 1 ? known.filter(leashable) : known;
  if (!mob || !ids.length) {
    const animals = /\b(?:animals?|livestock|mobs?|creatures?)\b/.exec(clause);
    return animals ? { phrase: animals[0], kind: 'entity', ids: landAnimals(reg).filter((id) => by !== 'lead' || leashable(id)), natural: false } : undefined;
  }
  const baby = /\b(?:baby|babies|calf|calves|foal|foals|piglet|piglets|kitten|kittens|puppy|puppies|lamb|lambs|chick|chicks|cub|cubs)\b/.test(clause);
  return { phrase: mob.phrase, kind: 'entity', ids, natural: false, ...(baby ? { variant: 'baby' } : mob.variant ? { variant: mob.variant } : {}) };
}
