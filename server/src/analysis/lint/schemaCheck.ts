import Ajv, { ErrorObject, ValidateFunction } from 'ajv';
import { isMap, isScalar, Node } from 'yaml';
import taskSchema from '../../../../schemas/task.schema.json';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import { didYouMean as closest } from '../../model/commands/didYouMean';
import { TaskModel } from '../../model/task/taskModel';
import { excerpt } from '../../util/excerpt';
import { ownTable } from '../../util/ownTable';
import { MINESTUDIO_KEYS } from '../../model/minestudio/taskKeys';
import { describeValue as describe } from '../../model/task/describeValue';
import { SCHEMA } from '../../model/diagnosticCodes';
import { pushAll } from '../../util/pushAll';

let validator: ValidateFunction | undefined;

function getValidator(): ValidateFunction {
  if (!validator) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    validator = ajv.compile(taskSchema);
  }
  return validator;
}

export const TOP_LEVEL_KEYS = Object.keys(taskSchema.properties);
export const REWARD_FIELDS = Object.keys(taskSchema.definitions.rewardEntry.properties);

/** What each field is, in words, for messages. */
const FIELD_WORDS: Record<string, string> = ownTable({
  custom_init_commands: 'a list of commands',
  commands: 'a list of commands',
  text: 'text',
  thinking: 'text',
  defaults: 'a list',
  reward_cfg: 'a list of reward entries',
  milestone_reward_cfg: 'a list of reward entries',
  event: 'an event name such as mine_block or craft_item',
  identity: 'a name',
  objects: 'a list of ids',
  reward: 'a number',
  max_reward_times: 'a whole number',
});

/**
 * Checks the document against schemas/task.schema.json with ajv and turns each
 * ajv error into a diagnostic on the node it is about, worded for people.
 */
export function checkSchema(model: TaskModel): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  const root = model.doc.contents;
  if (root === null || root === undefined) {
    if (!model.syntaxDiagnostics.length && model.text.trim().length) {
      out.push(diag(0, Math.min(model.text.length, 1), 'error', SCHEMA.notAMap, 'A task file is a YAML mapping of keys such as custom_init_commands, text and reward_cfg.'));
    }
    return out;
  }
  if (!isMap(root)) {
    const [s, e] = spanOf(root, model);
    out.push(diag(s, e, 'error', SCHEMA.notAMap, 'A task file is a YAML mapping of keys such as custom_init_commands, text and reward_cfg, not ' + describe(root) + '.'));
    return out;
  }
  const data = model.data;
  const validate = getValidator();
  validate(data);
  for (const err of validate.errors ?? []) {
    // MineStudio's keys are judged by their one parse (minestudio/taskKeys.ts), in its words.
    const top = pathOf(err)[0];
    if (typeof top === 'string' && MINESTUDIO_KEYS[top] !== undefined) continue;
    const d = toDiagnostic(err, model);
    if (d && !out.some((x) => x.start === d.start && x.message === d.message)) out.push(d);
  }
  pushAll(out, unknownKeys(model));
  if (model.topLevel.has('custom_init_commands') && model.topLevel.has('commands')) {
    const k = model.topLevel.get('commands')!;
    out.push(diag(k.keyStart, k.keyEnd, 'warning', SCHEMA.bothCommandKeys, 'Both `custom_init_commands` and `commands` are set; MineStudio reads only one of them. Keep one list.'));
  }
  return out;
}

function pathOf(err: ErrorObject): (string | number)[] {
  return err.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function spanOf(node: Node | null | undefined, model: TaskModel): [number, number] {
  const r = node && (node as { range?: [number, number, number] }).range;
  if (r) return [r[0], Math.max(r[0] + 1, r[1])];
  return [0, Math.min(1, model.text.length)];
}

/** For an entry (a map), its first line: where a person looks for "this entry". */
function firstKeySpan(node: Node | undefined, model: TaskModel): [number, number] {
  if (isMap(node) && node.items.length && isScalar(node.items[0].key) && node.items[0].key.range) {
    const k = node.items[0].key.range;
    return [k[0], k[1]];
  }
  return spanOf(node, model);
}

function fieldName(path: (string | number)[]): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
}

function where(path: (string | number)[]): string {
  const p = [...path];
  if (p.length >= 2 && typeof p[1] === 'number' && (p[0] === 'reward_cfg' || p[0] === 'milestone_reward_cfg')) {
    return `${p[0]} entry ${(p[1] as number) + 1}`;
  }
  if (p.length >= 2 && typeof p[1] === 'number') return `${p[0]} item ${(p[1] as number) + 1}`;
  return String(p[0] ?? 'the task');
}

function toDiagnostic(err: ErrorObject, model: TaskModel): TaskDiagnostic | undefined {
  const path = pathOf(err);
  const node = model.nodeAt(path);
  const field = fieldName(path);
  const [s, e] = spanOf(node, model);
  const value = node && isScalar(node) ? node.value : undefined;
  const shown = value === undefined ? '' : ` (it is ${excerpt(JSON.stringify(value))})`;
  switch (err.keyword) {
    case 'required': {
      const missing = (err.params as { missingProperty: string }).missingProperty;
      const [ks, ke] = firstKeySpan(node, model);
      const what = missingWhy[missing] ?? '';
      return diag(ks, ke, 'error', SCHEMA.missingField, `This ${where(path)} has no \`${missing}\`${what}.`);
    }
    case 'type': {
      const want = FIELD_WORDS[field] ?? (err.params as { type: string }).type;
      if (typeof path[path.length - 1] === 'number' && (path[0] === 'custom_init_commands' || path[0] === 'commands')) {
        return diag(s, e, 'error', SCHEMA.type, `Each command must be a string starting with /, not ${describe(node)}.`);
      }
      if (field === 'objects' && typeof path[path.length - 1] === 'number') {
        return diag(s, e, 'error', SCHEMA.type, `Each object must be an id such as \`iron_ore\`, not ${describe(node)}.`);
      }
      return diag(s, e, 'error', SCHEMA.type, `\`${field}\` should be ${want}, not ${describe(node)}.`);
    }
    case 'exclusiveMinimum':
      return diag(s, e, 'error', SCHEMA.range, `\`${field}\` must be greater than ${(err.params as { limit: number }).limit}${shown}.`);
    case 'minimum':
      return diag(s, e, 'error', SCHEMA.range, `\`${field}\` must be at least ${(err.params as { limit: number }).limit}${shown}.`);
    case 'multipleOf':
      return diag(s, e, 'error', SCHEMA.integer, `\`${field}\` must be a whole number${shown}.`);
    case 'minItems':
      return diag(s, e, 'error', SCHEMA.empty, field === 'objects' ? '`objects` is empty: list at least one id the statistic should watch.' : `\`${field}\` is empty.`);
    case 'minLength':
      return diag(s, e, 'error', SCHEMA.empty, `\`${field}\` must not be empty.`);
    case 'anyOf':
      return diag(s, e, 'error', SCHEMA.type, `Each \`${field}\` item should be a name or a mapping, not ${describe(node)}.`);
    default:
      // Keywords the schema may grow later: say what is wrong without ajv's phrasing.
      return diag(s, e, 'error', SCHEMA.invalid, `\`${field || 'value'}\` is not valid here (${err.keyword}).`);
  }
}

const missingWhy: Record<string, string> = {
  event: ' (which statistic to watch, e.g. mine_block)',
  identity: ' (the unique name its payouts are counted under)',
  objects: ' (the ids whose statistic it watches)',
  reward: ' (how much each payout is worth)',
  max_reward_times: ' (how many times it may pay out; MineStudio needs it)',
};


function unknownKeys(model: TaskModel): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  for (const [key, entry] of model.topLevel) {
    if (TOP_LEVEL_KEYS.includes(key)) continue;
    const guess = closest(key, TOP_LEVEL_KEYS, 1);
    const hint = guess.length ? ` Did you mean \`${guess[0]}\`?` : ` Known keys: ${TOP_LEVEL_KEYS.join(', ')}.`;
    out.push(diag(entry.keyStart, entry.keyEnd, 'warning', SCHEMA.unknownKey, `Unknown task key \`${excerpt(key)}\`; MCU ignores it.${hint}`,
      guess.map((g) => ({ title: `Rename to ${g}`, edits: [{ start: entry.keyStart, end: entry.keyEnd, newText: g }], isPreferred: true }))));
  }
  for (const r of model.rewards) {
    for (const [key, f] of r.fields) {
      if (REWARD_FIELDS.includes(key)) continue;
      const guess = closest(key, REWARD_FIELDS, 1);
      const hint = guess.length ? ` Did you mean \`${guess[0]}\`?` : '';
      out.push(diag(f.keyStart, f.keyEnd, 'warning', SCHEMA.unknownKey, `Unknown reward field \`${excerpt(key)}\`; MineStudio ignores it.${hint}`,
        guess.map((g) => ({ title: `Rename to ${g}`, edits: [{ start: f.keyStart, end: f.keyEnd, newText: g }], isPreferred: true }))));
    }
  }
  return out;
}
