/**
 * Reads the goals an instruction states, clause by clause, through the one
 * vocabulary (vocabulary.ts): a statistic with its objects, count and tool;
 * items to end up holding; a place or state to reach; a shape to build; or a
 * part only a judge can score. Advice ("watch out for its arrows") is
 * skipped; a clause nothing here understands is listed as unread, never fatal.
 */
import type { Registry } from '../../vanilla/registry';
import { Lru } from '../../util/lru';
import { madeOutsideRecipeList } from '../../vanilla/specialRecipes';
import { inWorldWays } from '../../vanilla/inWorldWays';
import { clauseSpans, ClauseSpan } from './clauseSpans';
import { namedThings } from '../instruction/names';
import { countIn, namesIn, Named, PHRASE_END, smeltedFrom, sourceBlocks, toolIn } from './objects';
import { readRefill, readStateClause, readTarget, verblessTarget } from './stateClauses';
import { readFrameClause } from './frameClause';
import { mobCarryGoal } from './mobCarry';
import type { GoalTarget, HaveGoal, StatGoal, TaskGoal, TaskGoals, TextSpan } from './goalTypes';
import { potionIn, potionItemIn } from './potions';
import { ADVICE, LEAD_IN, SENSES, SHAPES, VerbSense } from './vocabulary';
import { atomicPhrase } from './atomicPhrases';
import { counterOfBlock } from '../../vanilla/blockCounters';

/** Instructions are a sentence or two; a pasted essay is read up to here. */
const MAX_TEXT = 2000;
const CONDITIONAL = /\b(?:if|unless|in case|whenever)\b/;
const BUILD_VERB = /^(?:build|builds|building|built|construct|constructs|constructing|make|makes|making|create|creates|creating|dig|digs|digging|set up|erect|raise)\b/;

function senseOf(clause: string): VerbSense | undefined {
  return SENSES.find((s) => s.pattern.test(clause));
}

/** The clause without its lead-in words, and where it now starts. */
function stripLead(c: ClauseSpan): { text: string; start: number } {
  const m = LEAD_IN.exec(c.text);
  return m ? { text: c.text.slice(m[0].length), start: c.start + m[0].length } : { text: c.text, start: c.start };
}

/** The words after the verb, up to the first preposition that ends the object. */
function objectPhrase(clause: string, sense: VerbSense, reg?: Registry): string {
  const verb = sense.pattern.exec(clause);
  // "dig through the obsidian wall", "dig up the dirt": the particle belongs to the verb.
  const rest = (verb ? clause.slice(verb.index + verb[0].length) : clause).replace(/^\s*(?:through|up|out)\b/, '');
  const end = PHRASE_END.exec(rest);
  if (!end) return rest;
  // "carrot on a stick", "minecart with chest": a name that runs through the preposition is one thing.
  const through = reg ? namedThings(rest, reg, true).find((t) => t.start < end.index && t.end > end.index) : undefined;
  if (through) {
    const after = PHRASE_END.exec(rest.slice(through.end));
    return after ? rest.slice(0, through.end + after.index) : rest;
  }
  return rest.slice(0, end.index);
}

/** After a preposition: "for a name tag", "to get a diamond", "to collect some wheat seeds". */
function afterWord(clause: string, re: RegExp, reg: Registry, kind: 'item' | 'block' | 'entity'): Named[] {
  const m = re.exec(clause);
  if (!m) return [];
  const rest = clause.slice(m.index + m[0].length);
  const end = /\b(?:from|with|using|by|in|on|at|to|into|while|until|so|before|after|then)\b/.exec(rest);
  return namesIn(end ? rest.slice(0, end.index) : rest, kind, reg).filter((n) => n.kind === kind);
}

interface Context {
  reg: Registry;
  /** The last thing a clause named, for "it" and "them" ("find the redstone ore and mine it"). */
  previous?: { target?: GoalTarget; named?: Named };
  /** A tool a clause of its own fixed for the next one ("using only your bare hands, mine the stone"). */
  pendingTool?: string[];
}

function targetOf(n: Named, reg: Registry): GoalTarget {
  const ids = n.kind === 'entity' ? n.ids.filter((id) => reg.entities.has(id)) : n.ids.filter((id) => reg.blocks.has(id));
  return { phrase: n.phrase, kind: n.kind === 'entity' ? 'entity' : 'block', ids: ids.length ? ids : n.ids, natural: false, ...(n.variant ? { variant: n.variant } : {}) };
}

/** A statistic or have goal from a vocabulary sense; undefined when its objects cannot be read. */
function statGoal(clause: string, sense: VerbSense, ctx: Context, base: Pick<StatGoal, 'text' | 'from'>, readings: string[]): TaskGoal | undefined {
  const { reg } = ctx;
  const phrase = objectPhrase(clause, sense, reg);
  const pronoun = /^\s*(?:it|them|one of them|that|this)\b/.test(phrase);
  let named = namesIn(phrase, sense.objects === 'none' ? 'none' : sense.objects, reg);
  if (!named.length && pronoun && ctx.previous?.named) named = [ctx.previous.named];
  else if (!named.length && pronoun && ctx.previous?.target && ctx.previous.target.kind !== 'place') {
    const t = ctx.previous.target;
    named = [{ ids: t.ids, phrase: t.phrase, at: 0, kind: t.kind === 'entity' ? 'entity' : 'block', ...(t.variant ? { variant: t.variant } : {}) }];
  }
  // Distance counters are centimetres: "row a boat 20 blocks" is 2000 of them, one block when no distance is given.
  const centimetres = sense.fixed?.[0]?.endsWith('_one_cm');
  const distance = centimetres ? /\b(\d{1,4}|[a-z]+)\s+blocks?\b/.exec(clause) : undefined;
  const count = sense.fixed?.[0] === 'animals_bred' ? 1 : centimetres ? 100 * (distance ? countIn(distance[1]) : 1) : countIn(phrase);
  const tool = toolIn(clause, reg) ?? ctx.pendingTool;
  const needs = sense.needs ? [...sense.needs] : undefined;
  if (sense.goal === 'have') {
    let items = sense.fixed ?? [];
    if (sense.verb === 'bucket') {
      const fish = /\b(cod|salmon|pufferfish|tropical fish)\b/.exec(clause);
      items = fish ? [`${fish[1].replace(' ', '_')}_bucket`] : [];
      if (items.length) return { kind: 'have', ...base, verb: 'catch in a bucket', items, count: 1, needs: ['water_bucket'] };
      return undefined;
    }
    if (sense.verb === 'brew') return brewGoal(clause, base);
    const on = named.find((n) => n.kind === 'entity');
    return { kind: 'have', ...base, verb: sense.verb, items, count: 1, ...(needs ? { needs } : {}), ...(on ? { /* the mob it is done to */ } : {}) };
  }
  const statistic = sense.statistic!;
  const goal: StatGoal = { kind: 'stat', ...base, statistic, objects: [], count, verb: sense.verb, ...(tool ? { tool } : {}), ...(needs ? { needs } : {}) };
  if (sense.namesTarget || sense.fixed) {
    const target = named.find((n) => (sense.objects === 'none' ? true : n.kind === sense.objects));
    if (sense.verb === 'trade') return tradeGoal(clause, goal, ctx);
    goal.objects = sense.fixed ?? [];
    if (target && sense.namesTarget) goal.on = targetOf(target, reg);
    // "till the grass": players mean the grass block (a hoe does nothing to the plant, which is the id `grass`).
    if (sense.verb === 'till' && goal.on?.ids.includes('grass')) goal.on = { ...goal.on, ids: [...new Set(goal.on.ids.map((id) => (id === 'grass' ? 'grass_block' : id)))] };
    else if (!target && sense.namesTarget && !pronoun && sense.verb !== 'light') {
      // "shear a sheep" with no mob we know: the sense still holds, the target is unread.
      if (sense.verb === 'till') goal.on = { phrase: 'grass', kind: 'block', ids: ['grass_block', 'dirt'], natural: false };
    }
    if (sense.verb === 'light') goal.on = { phrase: 'tnt', kind: 'block', ids: ['tnt'], natural: false };
    // "light a fire on the netherrack", "apply bone meal to the wheat": the block after the preposition.
    if (!goal.on && (sense.verb === 'ignite' || sense.verb === 'fertilize')) {
      const onBlock = afterWord(clause, /\b(?:on|to)\b/, reg, 'block');
      if (onBlock.length) goal.on = targetOf(onBlock[0], reg);
    }
    // What the action is done with: the item to enchant, the flower to pot (used up, not gained).
    if (sense.fixed?.[0] === 'enchant_item' && named.length) goal.needs = [...(goal.needs ?? []), ...named[0].ids.filter((id) => reg.items.has(id)).slice(0, 1)];
    if (sense.fixed?.[0] === 'pot_flower') {
      const plants = named.filter((n) => n.kind === 'item' && n.ids.some((id) => reg.blocks.has(`potted_${id}`)));
      if (plants.length) goal.needs = plants[0].ids.filter((id) => reg.blocks.has(`potted_${id}`));
    }
    // "shear the leaves", "shear the pumpkin": shears used on a block, no wool.
    const shearedBlock = sense.verb === 'shear' && !target ? namesIn(phrase, 'block', reg).find((n) => n.kind === 'block') : undefined;
    if (shearedBlock) goal.on = targetOf(shearedBlock, reg);
    else if (sense.verb === 'shear') goal.product = [...reg.items.keys()].filter((id) => id.endsWith('_wool'));
    if (target) ctx.previous = { target: goal.on, named: target };
    return goal;
  }
  // An item names what is mined through the blocks that drop it ("mine diamond" → diamond_ore).
  const objects = named.filter((n) => n.kind === sense.objects || (sense.objects === 'item' && n.kind === 'block') || (sense.objects === 'block' && n.kind === 'item'));
  if (sense.verb === 'use') {
    // "use shears on the sheep", else a block: "use bone meal on the wheat", "use flint and steel on the netherrack".
    const onWhat = afterWord(clause, /\bon\b/, reg, 'entity');
    const onBlock = onWhat.length ? [] : afterWord(clause, /\bon\b/, reg, 'block');
    if (onWhat.length) goal.on = targetOf(onWhat[0], reg);
    else if (onBlock.length) goal.on = targetOf(onBlock[0], reg);
  }
  const first = objects[0];
  if (!first && sense.verb === 'drop' && /\b(?:an? item|something|anything|any item)\b/.test(phrase)) return goal;
  if (!first) return undefined;
  let ids = first.ids;
  if (statistic === 'crafted') {
    ids = ids.filter((id) => reg.items.has(id));
    if (sense.verb === 'smelt') {
      // "smelt beef", "smelt iron ore into iron ingots": the furnace's output is what is crafted.
      const into = afterWord(clause, /\binto\b/, reg, 'item');
      const output = into[0]?.ids.filter((id) => reg.smelting.has(id)) ?? [];
      const fromInput = ids.map((id) => (reg.smelting.has(id) ? id : smeltedFrom(id, reg))).filter((x): x is string => !!x);
      ids = output.length ? output : [...new Set(fromInput)];
      if (!output.length && fromInput.length) readings.push(`"${first.phrase}" read as smelting it into ${fromInput.join(' or ')}`);
    }
    if (ids.some(madeOutsideRecipeList)) goal.specialRecipe = true;
    // "create a carved pumpkin", "make obsidian": no recipe makes it, the world does (shears on a pumpkin, water on
    // lava; vanilla/inWorldWays.ts). The words ask for the thing, which the crafted statistic never counts: the goal is
    // to end up holding it.
    const inWorld = ids.length && ids.every((id) => !reg.recipes.has(id) && !reg.smelting.has(id) && inWorldWays(id).length) ? ids : [];
    if (inWorld.length && sense.verb === 'craft') {
      const ways = inWorld.flatMap((id) => inWorldWays(id));
      readings.push(`"${first.phrase}" has no recipe: read as getting it by ${ways.map((w) => w.how).join(' or ')}`);
      ctx.previous = { named: first };
      // A tool the only way needs ("shears"): at hand before the agent starts.
      const tools = ways.length === 1 && ways[0].using.length === 1 ? [...ways[0].using] : [];
      return { kind: 'have', text: goal.text, from: goal.from, verb: sense.verb, items: inWorld, count, ...(tools.length ? { needs: tools } : {}) };
    }
  } else if (statistic === 'mined') {
    const blocks = ids.filter((id) => reg.blocks.has(id));
    ids = blocks.length ? blocks : ids.flatMap((id) => sourceBlocks(id, reg));
    // "chop a tree": its logs.
    if (/\btrees?\b/.test(first.phrase)) {
      ids = ids.filter((id) => reg.blocks.has(id));
      readings.push(`"${first.phrase}" read as any log block`);
    }
  } else if (statistic === 'killed') {
    // "shoot an arrow", "throw a snowball at …": a projectile is what is shot, never what is killed.
    ids = ids.filter((id) => reg.entities.has(id) && reg.entities.get(id)?.category !== 'Projectiles');
    if (first.variant) goal.on = targetOf(first, reg);
  } else {
    ids = ids.filter((id) => reg.items.has(id));
  }
  if (!ids.length) return undefined;
  goal.objects = ids;
  // "break the grass to collect some wheat seeds": what it should yield.
  const yields = afterWord(clause, /\bto (?:collect|get|obtain|gather)\b/, reg, 'item');
  if (yields.length) goal.product = yields[0].ids;
  ctx.previous = { named: first, ...(statistic === 'killed' || statistic === 'mined' ? { target: targetOf(first, reg) } : {}) };
  return goal;
}

/**
 * "brew a potion of swiftness", "make two splash potions of healing": the potion in the inventory, with
 * what the stand needs for it (blaze powder as fuel, nether wart for an awkward base, the effect's ingredient).
 */
function brewGoal(clause: string, base: Pick<StatGoal, 'text' | 'from'>): HaveGoal {
  const potion = potionIn(clause);
  const { item, extra } = potionItemIn(clause);
  const needs = ['brewing_stand', 'blaze_powder', ...(potion?.awkward ? ['nether_wart'] : []), ...(potion?.ingredients ?? []), ...extra];
  return { kind: 'have', ...base, verb: 'brew', items: [item], count: countIn(clause.replace(/\b\d+\s+(?:seconds?|minutes?)\b/g, '')), needs: [...new Set(needs)], potion: potion?.id ?? '' };
}

/** "buy a bookshelf from the librarian", "sell coal to the armorer for an emerald", "trade emeralds with the toolsmith to get a diamond". */
function tradeGoal(clause: string, goal: StatGoal, ctx: Context): StatGoal {
  const { reg } = ctx;
  const all = namesIn(clause, 'none', reg);
  const trader = all.find((n) => n.kind === 'entity' && (n.ids.includes('villager') || n.ids.includes('wandering_trader')));
  goal.objects = ['traded_with_villager'];
  if (trader) goal.on = targetOf(trader, reg);
  else if (ctx.previous?.target?.ids.some((id) => id === 'villager' || id === 'wandering_trader')) goal.on = ctx.previous.target;
  const items = (ns: Named[]) => ns.filter((n) => n.kind !== 'entity').flatMap((n) => n.ids.filter((id) => reg.items.has(id)));
  const verbWord = /^(\w+)/.exec(clause)?.[1] ?? '';
  const direct = items(namesIn(objectPhrase(clause, SENSES.find((s) => s.verb === 'trade')!), 'item', reg));
  const forWhat = items(afterWord(clause, /\b(?:for|to get|to obtain|to receive)\b/, reg, 'item'));
  if (/^(?:buy|bought|purchase)/.test(verbWord)) {
    if (direct.length) goal.product = direct;
    if (forWhat.length) goal.payment = forWhat;
  } else if (/^(?:sell|sold)/.test(verbWord)) {
    if (direct.length) goal.payment = direct;
    if (forWhat.length) goal.product = forWhat;
  } else {
    if (direct.length) goal.payment = direct;
    if (forWhat.length) goal.product = forWhat;
  }
  return goal;
}

/** A shape a building verb names ("build a pillar of cobblestone at least five blocks high"). */
function structureGoal(clause: string, reg: Registry, base: Pick<StatGoal, 'text' | 'from'>): TaskGoal | undefined {
  if (!BUILD_VERB.test(clause)) return undefined;
  const shape = SHAPES.find(([re]) => re.test(clause))?.[1];
  if (!shape) return undefined;
  if (shape === 'pit' && !/^dig/.test(clause)) return undefined;
  const materials = namesIn(clause, 'block', reg).filter((n) => n.kind === 'block' && !/golem|portal|beacon/.test(n.phrase)).flatMap((n) => n.ids.filter((id) => reg.blocks.has(id)));
  const measure = (words: string) => new RegExp(`\\b(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\\s+blocks?\\s+(?:${words})\\b`).exec(clause);
  const size = measure('high|tall|deep');
  const width = shape === 'pit' ? measure('wide|across') : null;
  const length = shape === 'pit' ? measure('long') : null;
  return {
    kind: 'structure', ...base, shape, materials: shape === 'pillar' || shape === 'waterfall' ? materials : [],
    ...(size ? { size: countIn(size[1]) } : {}), ...(width ? { width: countIn(width[1]) } : {}), ...(length ? { length: countIn(length[1]) } : {}),
  };
}

function judgedGoal(clause: string, sense: VerbSense, reg: Registry, base: Pick<StatGoal, 'text' | 'from'>): TaskGoal {
  const choices = namesIn(clause, 'item', reg).filter((n) => n.kind !== 'entity').map((n) => n.ids.filter((id) => reg.items.has(id))).filter((ids) => ids.length);
  return { kind: 'judged', ...base, activity: sense.activity ?? 'other', verb: sense.verb, reason: sense.why ?? 'no statistic or state the verifier checks shows it done', materials: choices.map((ids) => ids[0]), ...(choices.length ? { choices } : {}) };
}

/** Whether a piece of text can open a clause of its own (else it continues the one before). */
function opensClause(piece: string, reg: Registry): boolean {
  const p = piece.replace(LEAD_IN, '');
  if (senseOf(p) || readStateClause(p, reg, undefined) || ADVICE.test(p) || CONDITIONAL.test(p.split(' ')[0] ?? '')) return true;
  if (/^(?:it|they|that|this|there|you|your|note|careful)\b/.test(p)) return true;
  // "find a pig or a cow": a bare thing opens a clause that shares the verb before it.
  if (/^(?:a|an|the|some)\s/.test(p) && namesIn(p, 'none', reg).length && !PHRASE_END.test(p)) return true;
  return /^[a-z]+\s/.test(p) && !/^(?:a|an|the|some|of|from|with|and|to|into|in|on|at|for|by|not|three|two|four|five|six|\d+|blocks?)\b/.test(p);
}

/** Readings by text, per registry: lint, hover and verify ask about the same instruction again and again. Shared: do not mutate. */
const memo = new WeakMap<Registry, Lru<string, TaskGoals>>();

export function readTextGoals(text: string, reg: Registry): TaskGoals {
  let perReg = memo.get(reg);
  if (!perReg) memo.set(reg, (perReg = new Lru(2000)));
  let hit = perReg.get(text);
  if (!hit) perReg.set(text, (hit = readFresh(text, reg)));
  return hit;
}

function readFresh(text: string, reg: Registry): TaskGoals {
  // "flint and steel" is one thing, not two clauses joined by "and" (same length: the offsets hold).
  const lower = text.toLowerCase().slice(0, MAX_TEXT).replace(/\bflint and steel\b/g, 'flint_and_steel');
  const { clauses, anyOf } = clauseSpans(lower, (piece) => opensClause(piece, reg));
  const goals: TaskGoal[] = [];
  const unread: TaskGoals['unread'] = [];
  const readings: string[] = [];
  const ctx: Context = { reg };
  let lastStat: { goal: StatGoal; sense: VerbSense; alternative: number } | undefined;
  for (const c of clauses) {
    const stripped = stripLead(c);
    const { start } = stripped;
    if (!stripped.text) continue;
    const span: TextSpan = { start, end: c.end };
    const base = { text: text.slice(span.start, span.end), from: { source: 'text' as const, ...span } };
    if (ADVICE.test(stripped.text) || CONDITIONAL.test(stripped.text)) continue;
    // "put the cow in a boat", "leash the wolf", "hook a cow": a mob held, which no statistic counts but the world shows.
    const carried = mobCarryGoal(stripped.text, reg, base);
    if (carried) { goals.push(carried); ctx.previous = { target: carried.on }; continue; }
    // MCU's own wordings of its atomic tasks ("engage in combat with …", "stack acacia fences"), in the vocabulary's verbs.
    const atomic = atomicPhrase(stripped.text);
    const clause = atomic ?? stripped.text;
    if (atomic) readings.push(`"${base.text}" read as "${atomic}"`);
    // "dig three down and fill one up": the fill belongs to the shaft just read.
    const refill = readRefill(clause);
    const last = goals[goals.length - 1];
    if (refill !== undefined && last?.kind === 'dig' && last.direction === 'down' && last.from.source === 'text') {
      const from = { ...last.from, end: span.end };
      goals[goals.length - 1] = { ...last, refill: Math.min(refill, last.blocks - 1), text: text.slice(from.start, from.end), from };
      continue;
    }
    // A clause that only fixes the tool ("using only your bare hands (no pickaxe)") applies to the next.
    const onlyTool = /^(?:with|using|by using|holding)\b/.test(clause) && !/\bto\s+\w/.test(clause) ? toolIn(clause, reg) : undefined;
    if (onlyTool) { ctx.pendingTool = onlyTool; continue; }
    // "use a hoe to till the grass", "clean the weeds by breaking all the grass": the purpose is the goal.
    const purpose = /^(?:use|uses|using)\s+(.+?)\s+to\s+(\w.*)$/.exec(clause) ?? /^(?:\w+)\b.*?\bby\s+(?:(?:a|an|the|your)\s+)?()(\w+ing\b.*)$/.exec(clause);
    if (purpose) {
      const again = purposeClause(purpose[2], clause, purpose[1]);
      const psense = again ? senseOf(again) : undefined;
      if (again && psense && psense.goal !== 'judged') {
        const saved = ctx.pendingTool;
        if (purpose[1]) ctx.pendingTool = toolIn(`with ${purpose[1]}`, reg) ?? saved;
        const g = statGoal(again, psense, ctx, base, readings);
        ctx.pendingTool = saved;
        if (g) {
          readings.push(`"${base.text}" read as "${again}"${purpose[1] ? ` with ${purpose[1]}` : ''}`);
          goals.push(g);
          continue;
        }
        // The purpose is the goal: using the means ("use a furnace") measures nothing the text asks for.
        if (purpose[1]) { unread.push({ ...span, text: base.text }); continue; }
      } else if (again && psense?.goal === 'judged') { goals.push(judgedGoal(again, psense, reg, base)); continue; }
    }
    // "make obsidian by placing water over lava": the thing lava and water leave, read as "make X" reads it (vanilla/inWorldWays.ts).
    if (senseOf(clause)?.verb === 'fluids') {
      const made = /^\w+\s+(.+?)\s+(?:by|from|with|using|out of)\b/.exec(clause);
      const craft = SENSES.find((s) => s.verb === 'craft')!;
      const g = made ? statGoal(`make ${made[1]}`, craft, ctx, base, readings) : undefined;
      if (g?.kind === 'have') { goals.push(g); continue; }
    }
    // "work with the loom", "interact with a grindstone": the custom counter that block moves (vanilla/blockCounters.ts).
    const worked = workedBlock(clause, reg, base);
    if (worked) { goals.push(worked); ctx.previous = { target: worked.on }; continue; }
    // "open it" after "find the chest"; "plant the poppy in it" after "place a flower pot".
    const resolved = resolvePronouns(clause, ctx);
    const sense = senseOf(resolved);
    // "put the golden sword in it (the item frame)": no statistic counts an item put in a frame.
    if (sense?.verb === 'place' && /\b(?:in|into|on)\s+(?:it|the (?:item )?frame)\b/.test(resolved)) {
      // …but the frame showing it is a state the verifier can see.
      const frame = readFrameClause(resolved, reg);
      if (frame) goals.push({ ...base, ...frame } as TaskGoal); else unread.push({ ...span, text: base.text });
      continue;
    }

    const structure = structureGoal(clause, reg, base);
    if (structure) { goals.push(structure); continue; }
    if (sense && sense.goal !== 'judged') {
      const g = statGoal(resolved, sense, ctx, base, readings);
      if (g) {
        // "raise your shield and block the arrows": one goal said twice.
        if (!goals.some((x) => x.kind === g.kind && JSON.stringify(sameKey(x)) === JSON.stringify(sameKey(g)))) goals.push(g);
        if (g.kind === 'stat') lastStat = { goal: g, sense, alternative: c.alternative };
        continue;
      }
    }
    const state = readStateClause(clause, reg, ctx.previous?.target);
    if (state) {
      goals.push({ ...base, ...state } as TaskGoal);
      if (state.kind === 'reach') ctx.previous = { target: state.target };
      continue;
    }
    if (sense?.goal === 'judged') { goals.push(judgedGoal(clause, sense, reg, base)); continue; }
    // A verbless clause after "find …" or "kill …" shares its verb ("find a pig or a cow").
    const shared = ctx.previous?.target ? verblessTarget(clause, reg) : undefined;
    if (shared && goals.length && goals[goals.length - 1].kind === 'reach') { goals.push({ ...base, kind: 'reach', target: shared }); continue; }
    // "craft a bed or a boat", "craft a stone pickaxe and a furnace", "hunt pigs and chickens": the verb before is shared.
    // After "and", only when the clause before ended on its object: in "craft X using the gold blocks and the apple" the
    // apple belongs to "using".
    const sharesVerb = lastStat && !sense && (lastStat.alternative !== c.alternative
      ? /^(?:a|an|the|some|\d+)\b/.test(clause)
      : !PHRASE_END.test(lastStat.goal.text.toLowerCase().replace(/^\S+\s*/, '')) && startsWithName(clause, lastStat.sense, reg));
    if (lastStat && sharesVerb) {
      const again = statGoal(`${lastStat.sense.verb} ${clause}`, lastStat.sense, ctx, base, readings);
      if (again) { goals.push(again); continue; }
    }
    unread.push({ ...span, text: base.text });
  }
  return { source: goals.length ? 'text' : 'none', goals, anyOf, unread, readings };
}

/** Is the clause a bare noun phrase ("chickens for food", "a furnace"), not a verb of its own ("punch a tree")? */
function startsWithName(clause: string, sense: VerbSense, reg: Registry): boolean {
  const bare = clause.replace(/^(?:(?:a|an|the|some|\d+|one|two|three|four|five)\s+)+/, '');
  return namesIn(bare, sense.objects, reg).some((n) => n.at === 0);
}

/** "work with the loom": a custom counter of the block named, with the block as what it is done at. */
function workedBlock(clause: string, reg: Registry, base: Pick<StatGoal, 'text' | 'from'>): StatGoal | undefined {
  const m = /^(?:work|works|worked|working|interact|interacts|interacted|interacting)\s+(?:with|at|on)\s+(.+)$/.exec(clause);
  if (!m) return undefined;
  const block = namesIn(m[1], 'block', reg).find((n) => n.kind === 'block');
  const id = block?.ids.find((b) => counterOfBlock(b));
  if (!block || !id) return undefined;
  const counter = counterOfBlock(id)!;
  return { kind: 'stat', ...base, statistic: 'custom', objects: [counter], count: 1, verb: 'work with', on: targetOf({ ...block, ids: [id] }, reg) };
}

/** The purpose part of "use X to <purpose>" / "… by <verb>ing …", as a clause of its own. */
function purposeClause(rest: string, _clause: string, _tool: string): string | undefined {
  const words = rest.replace(/^(\w+?)ing\b/, (_, stem: string) => stem.replace(/(\w)\1$/, '$1'));
  return words.trim() || undefined;
}

/** "open it" / "plant the poppy in it": the pronoun replaced by what the clause before named. */
function resolvePronouns(clause: string, ctx: Context): string {
  const prev = ctx.previous?.target?.ids ?? ctx.previous?.named?.ids ?? [];
  if (/^open (?:it|them)\b/.test(clause)) {
    if (prev.some((id) => id === 'chest' || id === 'trapped_chest')) return clause.replace(/(?:it|them)\b/, 'the chest');
    if (prev.includes('barrel')) return clause.replace(/(?:it|them)\b/, 'the barrel');
  }
  if (/\b(?:in|into) it\b/.test(clause) && prev.includes('flower_pot')) return clause.replace(/\b(in|into) it\b/, '$1 the flower pot');
  return clause;
}

function sameKey(g: TaskGoal): unknown {
  return g.kind === 'stat' ? [g.statistic, g.objects, g.on?.ids] : g.kind === 'have' ? [g.items, g.potion] : g.text;
}
