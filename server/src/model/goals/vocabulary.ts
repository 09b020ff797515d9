/**
 * The one vocabulary of what instructions ask: each verb sense says which
 * vanilla statistic (or state, or shape) proves it done, and what kind of
 * thing its words name. Drafting, verify and lint all read goals through this
 * table (model/goals/readText.ts); nothing else keeps a list of task verbs.
 *
 * Senses are tried in order, so the narrower ones ("open the chest", "catch a
 * fish", "light the tnt") come before the general ones ("open", "catch", "use").
 */
import type { GoalStatistic } from './goalTypes';
import { toolsOfKind } from '../../vanilla/tools';
import type { StructureShape } from '../../vanilla/shapeParts';

/** What the words after the verb name, and so which registry resolves them. */
export type ObjectKind = 'item' | 'block' | 'entity' | 'none';

export interface VerbSense {
  /** Matched at the start of a clause (after "please", "first" …), whole words, inflections included. */
  pattern: RegExp;
  /** The verb as a task author would name it (shown in reports). */
  verb: string;
  goal: 'stat' | 'have' | 'judged';
  statistic?: GoalStatistic;
  /** What the clause's words name: the objects of the statistic. */
  objects: ObjectKind;
  /** A fixed counter or item (custom statistics, "milk" → milk_bucket). */
  fixed?: string[];
  /** What must be at hand (shears to shear, an enchanting table to enchant). */
  needs?: string[];
  /** The words name what it is done to (`on`), not the statistic's objects ("shear a sheep"). */
  namesTarget?: boolean;
  /** For judged parts: the activity. */
  activity?: 'build' | 'decorate' | 'explore' | 'fight' | 'perform' | 'other';
  /** For judged parts: why no statistic or state the verifier checks can score it. */
  why?: string;
}

/** `\b(?:craft|crafts|crafted|crafting)\b` for a list of base verbs (multi-word verbs inflect their first word). */
export function verbs(...bases: string[]): string {
  const forms = bases.flatMap((b) => {
    const [head, ...rest] = b.split(' ');
    const tail = rest.length ? ' ' + rest.join(' ') : '';
    const stem = head.endsWith('e') ? head.slice(0, -1) : head;
    const doubled = /[^aeiou][aeiou][bdgmnprt]$/.test(head) && head.length <= 4 ? head + head.slice(-1) : head;
    return [head, head + 's', head + 'es', stem + 'ed', doubled + 'ed', stem + 'ing', doubled + 'ing'].map((f) => f + tail);
  });
  return `(?:${[...new Set(forms)].sort((a, b) => b.length - a.length).join('|')})`;
}

const at = (v: string, rest = '') => new RegExp(`^${v}\\b${rest}`);

export const SENSES: readonly VerbSense[] = [
  // Custom statistics an instruction can name (vanilla 1.16.5 minecraft:custom counters).
  { pattern: at(verbs('sleep', 'rest'), '(?=.*\\bbed\\b)|^(?:go to )?sleep\\b'), verb: 'sleep', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['sleep_in_bed'] },
  // Combining at an anvil ("enchant the sword with a book on the anvil") is anvil work, not the enchanting table's counter.
  { pattern: at(verbs('enchant'), '(?=.*\\banvils?\\b)'), verb: 'enchant at an anvil', goal: 'stat', statistic: 'custom', objects: 'item', fixed: ['interact_with_anvil'], needs: ['anvil'] },
  { pattern: at(verbs('enchant')), verb: 'enchant', goal: 'stat', statistic: 'custom', objects: 'item', fixed: ['enchant_item'], needs: ['enchanting_table'] },
  { pattern: at(verbs('trade', 'buy', 'sell', 'barter', 'purchase')), verb: 'trade', goal: 'stat', statistic: 'custom', objects: 'item', fixed: ['traded_with_villager'] },
  { pattern: at(`(?:${verbs('catch', 'fish')})`, '(?=.*\\b(?:fish|cod|salmon|fishing rod)\\b)(?!.*\\bbucket\\b)'), verb: 'fish', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['fish_caught'], needs: ['fishing_rod'] },
  { pattern: at(verbs('breed')), verb: 'breed', goal: 'stat', statistic: 'custom', objects: 'entity', fixed: ['animals_bred'], namesTarget: true },
  { pattern: at(verbs('feed'), '(?=.*\\bbreed)'), verb: 'breed', goal: 'stat', statistic: 'custom', objects: 'entity', fixed: ['animals_bred'], namesTarget: true },
  // An ender chest and a trapped chest have their own counters in 1.16.5 (open_enderchest, trigger_trapped_chest).
  { pattern: at(verbs('open'), '\\s+(?:(?:the|a|an|that|this|your)\\s+)?ender\\s+chest\\b'), verb: 'open', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['open_enderchest'] },
  { pattern: at(verbs('open'), '\\s+(?:(?:the|a|an|that|this)\\s+)?trapped\\s+chest\\b'), verb: 'open', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['trigger_trapped_chest'] },
  { pattern: at(verbs('open'), '\\s+(?:(?:the|a|an|that|this)\\s+)?(?:\\w+\\s+)?chest\\b'), verb: 'open', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['open_chest'] },
  { pattern: at(verbs('open'), '\\s+(?:(?:the|a|an)\\s+)?barrel\\b'), verb: 'open', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['open_barrel'] },
  // Blocks whose use opens a window count their own custom statistic in 1.16.5 (Stats.java).
  { pattern: at(verbs('open'), '\\s+(?:(?:the|a|an|that|this|your)\\s+)?(?:\\w+\\s+)?shulker\\s+box(?:es)?\\b'), verb: 'open', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['open_shulker_box'] },
  { pattern: at(`(?:${verbs('open', 'inspect', 'check')})`, '\\s+(?:(?:the|a|an|that|this)\\s+)?dispensers?\\b'), verb: 'inspect', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['inspect_dispenser'] },
  { pattern: at(`(?:${verbs('open', 'inspect', 'check')})`, '\\s+(?:(?:the|a|an|that|this)\\s+)?droppers?\\b'), verb: 'inspect', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['inspect_dropper'] },
  { pattern: at(`(?:${verbs('open', 'inspect', 'check')})`, '\\s+(?:(?:the|a|an|that|this)\\s+)?hoppers?\\b'), verb: 'inspect', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['inspect_hopper'] },
  { pattern: at(verbs('open'), '\\s+(?:(?:the|a|an|that|this)\\s+)?blast\\s+furnace\\b'), verb: 'open', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['interact_with_blast_furnace'] },
  { pattern: at(verbs('open'), '\\s+(?:(?:the|a|an|that|this)\\s+)?smoker\\b'), verb: 'open', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['interact_with_smoker'] },
  { pattern: at(verbs('tune'), '\\s+(?:(?:the|a|an|that|this)\\s+)?note\\s?blocks?\\b'), verb: 'tune', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['tune_noteblock'] },
  { pattern: at(`(?:${verbs('play', 'hit', 'punch')})`, '\\s+(?:(?:the|a|an|that|this)\\s+)?note\\s?blocks?\\b'), verb: 'play', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['play_noteblock'] },
  // Rowing a boat counts custom:boat_one_cm (centimetres; statGoal turns "N blocks" into them, one block when none is given).
  // "paddle around the lake": paddling is done in a boat whether or not the word is said.
  { pattern: new RegExp(`^${verbs('row', 'sail', 'steer', 'ride')}\\b(?=.*\\bboats?\\b)|^${verbs('paddle')}\\b`), verb: 'row', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['boat_one_cm'] },
  // "shoot an arrow", "fire arrows": releasing a bow (or a crossbow) is what minecraft:used counts; "shoot an arrow at the zombie" is a kill.
  { pattern: at(`(?:${verbs('shoot', 'fire', 'loose')})`, '(?=\\s+(?:(?:a|an|the|your|my|some|\\d+|one|two|three)\\s+)?arrows?\\b)(?!.*\\b(?:at|into)\\b)'), verb: 'shoot', goal: 'stat', statistic: 'used', objects: 'none', fixed: ['bow', 'crossbow'] },
  // "jump 5 times", not "jump down from the pillar" (a fall, not the jump counter).
  { pattern: at(verbs('jump'), '(?!\\s+(?:down|off|from|into|onto|over|across|out|in)\\b)'), verb: 'jump', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['jump'] },
  { pattern: at(`(?:${verbs('sneak', 'crouch')})`), verb: 'sneak', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['sneak_time'] },
  { pattern: at(verbs('ring')), verb: 'ring', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['bell_ring'] },
  { pattern: at(`(?:${verbs('block', 'deflect', 'parry')})`, '(?=.*\\b(?:shield|arrows?|attacks?|hits?)\\b)'), verb: 'block', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['damage_blocked_by_shield'], needs: ['shield'] },
  { pattern: at(`(?:${verbs('raise')})`, '(?=.*\\bshield\\b)'), verb: 'block', goal: 'stat', statistic: 'custom', objects: 'none', fixed: ['damage_blocked_by_shield'], needs: ['shield'] },
  { pattern: /^(?:put|puts|putting|plant|plants|planting|place|places|placing)\b(?!\s+(?:a|an|the|your)\s+(?:empty\s+)?flower ?pot\b).*\b(?:in|into)\s+(?:the |a |an |your )?(?:flower ?pot|pot)\b|^pot\b/, verb: 'pot', goal: 'stat', statistic: 'custom', objects: 'item', fixed: ['pot_flower'] },
  { pattern: at(verbs('rename', 'name')), verb: 'rename', goal: 'stat', statistic: 'custom', objects: 'item', fixed: ['interact_with_anvil'], needs: ['anvil'] },
  // Things done to a mob or block with an item: the item's use is the statistic.
  { pattern: at(verbs('shear')), verb: 'shear', goal: 'stat', statistic: 'used', objects: 'entity', fixed: ['shears'], namesTarget: true },
  { pattern: at(verbs('till', 'hoe')), verb: 'till', goal: 'stat', statistic: 'used', objects: 'block', get fixed() { return [...toolsOfKind('hoe')]; }, namesTarget: true },
  { pattern: /^(?:light|ignite|detonate)\b.*\btnt\b/, verb: 'light', goal: 'stat', statistic: 'used', objects: 'block', fixed: ['flint_and_steel', 'fire_charge'], namesTarget: true },
  // Fire lit with flint and steel on a block (FlintAndSteelItem.useOnBlock counts used:flint_and_steel); "light the tnt" is the sense above.
  { pattern: /^(?:light|lights|lit|lighting|start|starts|started|starting|make|makes|made|making|set|sets|setting|kindle|kindles|kindled|kindling)\s+(?:a\s+|the\s+|some\s+|small\s+)*fires?\b|^(?:set|sets|setting|light|lights|lit|lighting)\b(?=.*\b(?:on fire|alight|ablaze)\b)|^(?:ignite|ignites|ignited|igniting)\b(?!.*\btnt\b)/, verb: 'ignite', goal: 'stat', statistic: 'used', objects: 'block', fixed: ['flint_and_steel', 'fire_charge'], namesTarget: true },
  // Bone meal on a crop (BoneMealItem.useOnBlock counts used:bone_meal when the crop grows).
  // Only crops: bone meal on saplings, grass or flowers is not modelled by the embedded server (those readings stay as before).
  { pattern: /^(?:fertili[sz](?:e|es|ed|ing)|grow|grows|grew|growing|apply|applies|applied|applying|spread|spreads|sprinkle|sprinkles|sprinkled|sprinkling)\b(?=.*\bbone ?meal\b)(?=.*\b(?:wheat|carrots?|potato(?:es)?|beetroots?|crops?)\b)|^fertili[sz](?:e|es|ed|ing)\b(?=\s+(?:the\s+|your\s+|some\s+)?(?:wheat|carrots?|potato(?:es)?|beetroots?|crops?)\b)/, verb: 'fertilize', goal: 'stat', statistic: 'used', objects: 'block', fixed: ['bone_meal'], namesTarget: true },
  // Carving a pumpkin with shears counts no statistic in 1.16.5: the carved pumpkin is broken and picked up.
  { pattern: at(verbs('carve'), '(?=.*\\bpumpkins?\\b)'), verb: 'carve', goal: 'stat', statistic: 'picked_up', objects: 'none', fixed: ['carved_pumpkin'], needs: ['shears'] },
  { pattern: at(verbs('milk')), verb: 'milk', goal: 'have', objects: 'entity', fixed: ['milk_bucket'], needs: ['bucket'], namesTarget: true },
  { pattern: /^(?:catch|scoop|collect|capture|get)\b.*\b(cod|salmon|pufferfish|tropical fish)\b.*\bbucket\b/, verb: 'bucket', goal: 'have', objects: 'entity', namesTarget: true },
  { pattern: /^(?:fill|collect|scoop|get)\b.*\bwater\b.*\bbucket\b|^fill\b.*\bbucket\b.*\bwater\b|^fill (?:a |the |your )?bucket\b(?!.*\blava\b)/, verb: 'fill', goal: 'have', objects: 'none', fixed: ['water_bucket'], needs: ['bucket'] },
  { pattern: /^(?:fill|collect|scoop|get)\b.*\blava\b.*\bbucket\b|^fill\b.*\bbucket\b.*\blava\b/, verb: 'fill', goal: 'have', objects: 'none', fixed: ['lava_bucket'], needs: ['bucket'] },
  // GlassBottleItem.fill counts used:glass_bottle when a bottle is filled at water (the water bottle is a potion item).
  { pattern: /^(?:fill|collect|scoop|get)\b(?=.*\bbottles?\b.*\bwater\b|.*\bwater\b.*\bbottles?\b)|^fill\b(?=(?: up)? (?:a |an |the |your |\d+ |two |three )?(?:empty )?(?:glass )?bottles?\b)/, verb: 'fill', goal: 'stat', statistic: 'used', objects: 'none', fixed: ['glass_bottle'], needs: ['glass_bottle'] },
  // No statistic counts a brew: the potion must end up in the inventory (model/goals/potions.ts).
  { pattern: new RegExp(`^${verbs('brew')}\\b|^(?:${verbs('make', 'craft', 'create', 'prepare')})\\b(?=\\s+(?:[\\w']+\\s+){0,3}potions?\\b)`), verb: 'brew', goal: 'have', objects: 'none', needs: ['brewing_stand', 'blaze_powder'] },
  // Tying leashed mobs to a fence is the one thing a lead's minecraft:used counts (LeadItem on a fence); leashing a mob is not counted.
  { pattern: /^(?:tie|ties|tied|tying|tether|tethers|tethered|hitch|hitches|hitched|attach|attaches|attached|fasten|fastens|fastened|leash|leashes|leashed)\b.*\bfence(?:s| posts?)?\b/, verb: 'tie', goal: 'stat', statistic: 'used', objects: 'none', fixed: ['lead'], needs: ['lead'] },
  { pattern: at(`(?:${verbs('leash', 'tether')})`), verb: 'leash', goal: 'judged', objects: 'item', activity: 'other', why: 'the words name no mob to put on the lead' },
  // Obsidian, cobblestone, stone and basalt come from lava meeting water (or blue ice): no recipe makes them, and no crafting is asked.
  { pattern: /^(?:make|makes|making|made|create|creates|creating|created|form|forms|forming|formed|generate|generates|generating|generated|produce|produces|producing|produced)\b.*\b(?:from|with|using|by|out of|pour|pouring|mix|mixing)\b.*\b(?:water|lava|blue ice)\b/, verb: 'fluids', goal: 'judged', objects: 'item', activity: 'other', why: 'lava meeting water leaves a block no statistic counts' },
  // Doors, gates, trapdoors, buttons and levers are worked by hand; no statistic counts it (placing one is minecraft:used).
  { pattern: /^(?:open|opens|opened|opening|close|closes|closed|closing|press|presses|pressed|pressing|push|pushes|pushed|pushing|flip|flips|flipped|flipping|pull|pulls|pulled|pulling|toggle|toggles|toggled|toggling)\b.*\b(?:door|doors|gate|gates|trapdoor|trapdoors|button|buttons|lever|levers)\b/, verb: 'operate', goal: 'judged', objects: 'item', activity: 'other', why: 'no statistic counts working a door, gate, button or lever by hand' },
  // Statistics named by the thing.
  { pattern: at(`(?:${verbs('craft', 'make', 'create', 'assemble')})`), verb: 'craft', goal: 'stat', statistic: 'crafted', objects: 'item' },
  { pattern: at(`(?:${verbs('smelt', 'cook', 'roast', 'bake')})`), verb: 'smelt', goal: 'stat', statistic: 'crafted', objects: 'item' },
  { pattern: at(`(?:${verbs('mine', 'dig', 'chop', 'harvest', 'quarry', 'excavate')}|${verbs('break')}|broke|broken|cut down|${verbs('chop')} down)`), verb: 'mine', goal: 'stat', statistic: 'mined', objects: 'block' },
  // "shoot the crossbow" (no target named right after the verb) is using it; "shoot the zombie with a crossbow" is a kill.
  { pattern: at(`(?:${verbs('shoot', 'fire')})`, '(?=\\s+(?:(?:a|an|the|your|my)\\s+)?(?:cross)?bows?\\b)'), verb: 'shoot', goal: 'stat', statistic: 'used', objects: 'item' },
  { pattern: at(`(?:${verbs('kill', 'slay', 'defeat', 'hunt', 'combat', 'fight', 'attack', 'destroy', 'eliminate', 'shoot')}|slain)`), verb: 'kill', goal: 'stat', statistic: 'killed', objects: 'entity' },
  { pattern: at(`(?:${verbs('collect', 'gather', 'obtain', 'acquire', 'get', 'pick up', 'pick', 'grab')}|got|gotten)`), verb: 'collect', goal: 'stat', statistic: 'picked_up', objects: 'item' },
  { pattern: at(`(?:${verbs('eat', 'drink', 'consume')}|ate|drank)`), verb: 'eat', goal: 'stat', statistic: 'used', objects: 'item' },
  { pattern: at(`(?:${verbs('drop', 'toss', 'discard')})`), verb: 'drop', goal: 'stat', statistic: 'dropped', objects: 'item' },
  { pattern: at(`(?:${verbs('throw')}|threw|thrown)`), verb: 'throw', goal: 'stat', statistic: 'used', objects: 'item' },
  { pattern: at(`(?:${verbs('place', 'put', 'plant', 'hang', 'set down', 'lay down', 'sow')})`), verb: 'place', goal: 'stat', statistic: 'used', objects: 'item' },
  { pattern: at(verbs('use')), verb: 'use', goal: 'stat', statistic: 'used', objects: 'item' },
  // Open-ended parts: only a judge can score them.
  { pattern: at(`(?:${verbs('decorate', 'furnish', 'beautify', 'adorn', 'light up')})`), verb: 'decorate', goal: 'judged', objects: 'item', activity: 'decorate', why: 'decorating is scored by how the place looks' },
  { pattern: at(`(?:${verbs('build', 'construct', 'design', 'create')})`), verb: 'build', goal: 'judged', objects: 'item', activity: 'build', why: 'an open-ended build has no shape the verifier can check' },
  { pattern: at(`(?:${verbs('explore', 'discover', 'wander', 'roam')})`), verb: 'explore', goal: 'judged', objects: 'none', activity: 'explore', why: 'exploring has no end state: how well the world was searched is seen on video' },
  { pattern: at(`(?:${verbs('show', 'perform', 'demonstrate', 'showcase')}|show off)`), verb: 'show', goal: 'judged', objects: 'none', activity: 'perform', why: 'a performance is scored by how it looks' },
  { pattern: at(`(?:${verbs('survive', 'defend', 'protect')})`), verb: 'survive', goal: 'judged', objects: 'none', activity: 'fight', why: 'surviving or defending has no end the verifier can reach within a run' },
  // A tamed mob's owner is the agent (TameableEntity's data), but no statistic counts it and the verifier does not read owners yet.
  { pattern: at(verbs('tame')), verb: 'tame', goal: 'judged', objects: 'item', activity: 'other', why: 'no statistic counts taming, and the verifier does not yet read who owns a mob' },
  { pattern: at(`(?:${verbs('trap', 'lure', 'leash', 'hook', 'ride', 'paddle', 'swim', 'dive', 'glide', 'fly', 'sprint', 'haggle')})`), verb: 'other', goal: 'judged', objects: 'item', activity: 'other', why: 'no statistic or state of 1.16.5 that the verifier checks shows it done' },
];

/** Words that open a clause without being its verb. */
export const LEAD_IN = /^(?:(?:please|now|first|firstly|next|finally|lastly|then|also|try to|you (?:must|should|need to|have to)|go and|quickly|carefully)\s+)+/;

/**
 * Clauses that advise or describe rather than ask ("watch out for its arrows",
 * "the cows are not your target", "note that it will not take charcoal"):
 * they state no goal, and are not listed as unread.
 */
export const ADVICE = /^(?:watch out|careful|be careful|beware|note|notice|remember|mind|avoid|don'?t|do not|never|you (?:need|will|can|may|might)|there (?:is|are)|it (?:is|will|does)|they (?:are|will|do)|this|that is|if|when|while|make sure|keep (?:an eye|away|clear)|stay (?:away|clear|safe)|good luck|have fun|leave (?:it|them))\b|\b(?:are|is|do|does) not (?:your|the|a|an|part)\b|\bnot (?:your target|part of the task)\b|\b(?:do|does) not count\b|^(?:the|a|an|those|these)\b[^]*\b(?:are|is|will|do|does|can|looks?|seems?)\b/;

/**
 * Shapes a building verb can name (checked as structures, not judged).
 * @notGameFact English phrases mapped to the verifier's shape names, some of which are spelled like ids
 */
export const SHAPES: Array<[RegExp, StructureShape]> = [
  [/\bsnow ?golems?\b|\bsnowm[ae]n\b/, 'snow_golem'],
  [/\biron ?golems?\b/, 'iron_golem'],
  // "build golems to protect your area": either kind, whichever the materials at hand make.
  [/\bgolems?\b/, 'golem'],
  [/\bnether portal\b|\bportal\b/, 'nether_portal'],
  [/\bbeacon\b/, 'beacon'],
  [/\bwaterfall\b/, 'waterfall'],
  [/\b(?:pillar|tower|column)\b/, 'pillar'],
  [/\b(?:pit|hole|trench)\b/, 'pit'],
];

/** Verbs that bring a named thing into being without a statistic for it (lint does not ask the scene to provide it). */
export const BRINGS_ABOUT = new RegExp(`\\b${verbs('grow', 'plant', 'brew', 'breed', 'dye', 'tame', 'summon', 'spawn', 'hatch')}\\s+(?:\\S+\\s+){0,3}$`);
