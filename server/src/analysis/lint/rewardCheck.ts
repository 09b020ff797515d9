import { isScalar } from 'yaml';
import { checkId } from '../../model/commands';
import type { Registry } from '../../vanilla/registry';
import { stripNamespace } from '../../vanilla/registry';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import { CUSTOM_STATS, EVENT_ALIASES, EVENT_BY_NAME, EVENTS } from '../../model/task/events';
import { didYouMean as closest } from '../../model/commands/didYouMean';
import { objectRefs, RewardEntryRef, TaskModel } from '../../model/task/taskModel';
import { excerpt } from '../../util/excerpt';
import type { CheckedCommand } from './commandCheck';
import type { Scene } from '../feasibility/scene';
import { sceneOf } from '../feasibility/sceneCache';
import { staticPlan } from '../../model/minestudio/staticPlan';
import { instructionOf } from '../../model/instruction';
import { measureHints } from './rewardMeasure';
import { taskFileGoals } from '../../model/goals/ofTask';
import { Lru } from '../../util/lru';
import { ID, REWARD } from '../../model/diagnosticCodes';
import { pushAll } from '../../util/pushAll';

/**
 * Reward semantics: known events, objects from the registry each event
 * watches, unique identities, and hints where the statistic will not measure
 * what the task text asks.
 */
export function checkRewards(model: TaskModel, reg: Registry, commands?: CheckedCommand[], knownScene?: Scene): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  const text = instructionOf(model)?.lower;
  // What the text asks, as the one goal reader takes it: the reward measures compare it with each entry.
  const textGoals = taskFileGoals(model, reg).textReading?.goals ?? [];
  let scene: Scene | undefined;
  try {
    scene = knownScene ?? (commands ? sceneOf(commands, reg, staticPlan(model, reg)) : undefined);
  } catch {
    scene = undefined;
  }
  // Identities are unique per list: one map each (no key string built per entry).
  const seen = { reward_cfg: new Map<string, RewardEntryRef>(), milestone_reward_cfg: new Map<string, RewardEntryRef>() };
  for (const entry of model.rewards) {
    const eventField = entry.fields.get('event');
    const eventNode = eventField?.value;
    const event = isScalar(eventNode) && typeof eventNode.value === 'string' ? eventNode.value : undefined;
    let info = event ? EVENT_BY_NAME.get(event) : undefined;
    if (event && !info && isScalar(eventNode) && eventNode.range) {
      const [s, e] = eventNode.range;
      const guesses = eventGuesses(event);
      out.push(diag(s, e, 'error', REWARD.unknownEvent,
        `Unknown event \`${excerpt(String(event))}\`. MineStudio knows ${EVENT_LIST}.` + (guesses.length ? ` Did you mean \`${guesses[0]}\`?` : ''),
        guesses.map((g, i) => ({ title: `Change to ${g}`, isPreferred: i === 0, edits: [{ start: s, end: e, newText: g }] }))));
    }
    const identityNode = entry.fields.get('identity')?.value;
    if (isScalar(identityNode) && identityNode.value !== null && identityNode.range) {
      const id = String(identityNode.value);
      const inList = seen[entry.list];
      const first = inList.get(id);
      if (first) {
        out.push(diag(identityNode.range[0], identityNode.range[1], 'error', REWARD.duplicateIdentity,
          `Identity \`${excerpt(String(id))}\` is already used by ${entry.list} entry ${first.index + 1}: payouts are counted per identity, so the two entries would share one count. Give each entry its own identity.`));
      } else inList.set(id, entry);
    }
    if (!info) continue;
    const objects = objectRefs(entry.fields.get('objects'));
    const idDiags: TaskDiagnostic[][] = [];
    for (const obj of objects) {
      if (info.objects === 'custom') {
        const name = stripNamespace(obj.id);
        if (info.name === 'custom' && !CUSTOM_STATS.includes(name)) {
          const g = closest(name, CUSTOM_STATS, 1);
          out.push(diag(obj.start, obj.end, 'error', REWARD.unknownStatistic, `\`${excerpt(name)}\` is not a minecraft:custom statistic.` + (g.length ? ` Did you mean \`${g[0]}\`?` : ''),
            g.map((x) => ({ title: `Change to ${x}`, isPreferred: true, edits: [{ start: obj.start, end: obj.end, newText: x }] }))));
        }
        continue;
      }
      const problems = checkIdCached(obj.id, info.objects, reg);
      idDiags.push(problems.map((p) => {
        const kindHint = p.code === ID.wrongKind ? ` (${info!.name} watches ${info!.objects === 'entity' ? 'entities' : info!.objects + 's'})` : '';
        return diag(obj.start + p.start, obj.start + Math.max(p.end, p.start + 1), p.severity, p.code, p.message + kindHint,
          p.fixes?.map((f) => ({ title: f.title, isPreferred: true, ...(f.safe ? { safe: true } : {}), edits: [{ start: obj.start + f.start, end: obj.start + f.end, newText: f.newText }] })));
      }));
    }
    pushAll(out, objectSeverity(idDiags));
    pushAll(out, measureHints(info.name, objects.map((o) => {
      const id = stripNamespace(o.id.trim());
      return id === o.id ? o : { ...o, id };
    }), text, textGoals, scene, reg));
  }
  return out;
}

const EVENT_NAMES = EVENTS.map((x) => x.name);
const EVENT_LIST = EVENT_NAMES.join(', ');
/** Suggestions for an unknown event name (an edit-distance search, done once per name). */
const guessesByEvent = new Lru<string, string[]>(200);
function eventGuesses(event: string): string[] {
  let g = guessesByEvent.get(event);
  if (!g) guessesByEvent.set(event, (g = [EVENT_ALIASES[event], ...closest(event, EVENT_NAMES, 2)].filter((x, i, a): x is string => !!x && a.indexOf(x) === i)));
  return g;
}

/**
 * The severity rule for reward objects: an object that can never count is an
 * error when no object of the entry can count (the entry never pays), and a
 * warning when another object still can (the entry pays, one route is dead).
 * `perObject` holds each object's id problems, in order.
 */
function objectSeverity(perObject: TaskDiagnostic[][]): TaskDiagnostic[] {
  const dead = (list: TaskDiagnostic[]) => list.some((d) => d.severity === 'error');
  const someAlive = perObject.some((list) => !dead(list));
  return perObject.flat().map((d) => (d.severity === 'error' && someAlive ? { ...d, severity: 'warning' as const, message: d.message + ' Another object of this entry can still count.' } : d));
}

/**
 * Id problems by (kind, id), relative to the id: unknown ids cost an edit-distance search for suggestions, worth doing once.
 * One cache per kind, keyed by the id as written: a joined `kind + id` key is a new string to hash on every lookup.
 */
const idProblems = new WeakMap<Registry, Map<string, Lru<string, ReturnType<typeof checkId>>>>();
function checkIdCached(id: string, kind: Parameters<typeof checkId>[1], reg: Registry): ReturnType<typeof checkId> {
  let perReg = idProblems.get(reg);
  if (!perReg) idProblems.set(reg, (perReg = new Map()));
  let perKind = perReg.get(kind);
  if (!perKind) perReg.set(kind, (perKind = new Lru(2000)));
  let p = perKind.get(id);
  if (!p) perKind.set(id, (p = checkId(id, kind, reg, 0, id.length)));
  return p;
}
