import { Document, isMap, isSeq } from 'yaml';
import { parseYaml } from '../../util/parseYaml';
import { TASK_KEYS } from '../../model/taskKeys';

/**
 * Pulls a task file out of a model's answer. Models wrap YAML in code fences,
 * put prose before and after it, answer in JSON, or write labelled bullet
 * lists; all of these become one YAML text. Anything without a recognisable
 * task is an AnswerFormatError with a message that can go back to the model.
 */
export class AnswerFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerFormatError';
  }
}

export type AnswerShape = 'yaml' | 'fenced-yaml' | 'json' | 'yaml-in-prose' | 'bullets';

export interface ExtractedTask {
  yaml: string;
  shape: AnswerShape;
}

const KNOWN_KEYS = [...TASK_KEYS, 'thinking', 'defaults'];
const KEY_ORDER = ['defaults', 'text', 'thinking', 'custom_init_commands', 'commands', 'reward_cfg', 'milestone_reward_cfg'];

interface Candidate {
  text: string;
  shape: AnswerShape;
}

export function extractTaskYaml(answer: string): ExtractedTask {
  // Reasoning models (DeepSeek-R1, Qwen3 via Ollama) prepend their thoughts in <think> tags.
  const cleaned = answer.replace(/<think>[\s\S]*?<\/think>/gi, '').replace(/\r\n?/g, '\n').trim();
  if (!cleaned) throw new AnswerFormatError('The answer was empty.');

  const candidates: Candidate[] = [];
  for (const block of fencedBlocks(cleaned)) {
    candidates.push({ text: block.body, shape: /^json/i.test(block.lang) ? 'json' : 'fenced-yaml' });
  }
  candidates.push({ text: cleaned, shape: 'yaml' });
  const brace = jsonRegion(cleaned);
  if (brace) candidates.push({ text: brace, shape: 'json' });
  const region = yamlRegion(cleaned);
  if (region) candidates.push({ text: region, shape: 'yaml-in-prose' });

  // First choice: a candidate that parses cleanly into a task.
  let fallback: Candidate | undefined;
  for (const c of candidates) {
    const parsed = parseCandidate(c.text);
    if (parsed.kind === 'task') return { yaml: parsed.yaml ?? ensureNewline(c.text.trim()), shape: parsed.shape ?? c.shape };
    if (parsed.kind === 'broken-task' && !fallback) fallback = c;
  }
  // YAML with syntax errors but clearly meant as a task: let the validator report them.
  if (fallback) return { yaml: ensureNewline(fallback.text.trim()), shape: fallback.shape };
  // Labelled sections with bullet lists of commands ("**Commands:**\n- /give …").
  const bullets = fromLabelledBullets(cleaned);
  if (bullets) return { yaml: toYaml(bullets), shape: 'bullets' };
  throw new AnswerFormatError(
    'No task file found in the answer: expected YAML (or JSON) with the keys text, custom_init_commands and reward_cfg. ' +
      `The answer began with: "${snippet(cleaned)}"`,
  );
}

function snippet(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 80 ? one.slice(0, 80) + '…' : one;
}

function ensureNewline(s: string): string {
  return s.endsWith('\n') ? s : s + '\n';
}

function fencedBlocks(text: string): { lang: string; body: string }[] {
  const out: { lang: string; body: string }[] = [];
  const re = /(^|\n)[ \t]*(```|~~~)[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)(?:\n[ \t]*\2[ \t]*(?=\n|$)|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ lang: m[3] ?? '', body: m[4] ?? '' });
  // Prefer blocks labelled yaml/yml, then json, then unlabelled.
  const rank = (l: string) => (/^ya?ml$/i.test(l) ? 0 : /^json/i.test(l) ? 1 : 2);
  return out.sort((a, b) => rank(a.lang) - rank(b.lang));
}

function jsonRegion(text: string): string | undefined {
  const a = text.indexOf('{');
  const b = text.lastIndexOf('}');
  return a >= 0 && b > a ? text.slice(a, b + 1) : undefined;
}

/** From the first line that starts with a task key to the last line that still looks like YAML. */
function yamlRegion(text: string): string | undefined {
  const lines = text.split('\n');
  const startRe = new RegExp(`^(${KNOWN_KEYS.join('|')})\\s*:`);
  const start = lines.findIndex((l) => startRe.test(l));
  if (start < 0) return undefined;
  let end = start;
  for (let i = start + 1; i < lines.length; i++) {
    const l = lines[i];
    if (l.trim() === '' || /^\s/.test(l) || /^- /.test(l) || /^#/.test(l) || /^[A-Za-z_][\w-]*\s*:(\s|$)/.test(l)) {
      if (l.trim() !== '') end = i;
      continue;
    }
    break; // a line of prose
  }
  return lines.slice(start, end + 1).join('\n');
}

type Parsed = { kind: 'task'; yaml?: string; shape?: AnswerShape } | { kind: 'broken-task' } | { kind: 'none' };

/** yaml: undefined means "use the candidate text as it is" (keeps the model's comments and layout). */
function parseCandidate(text: string): Parsed {
  const trimmed = text.trim();
  if (/^[{[]/.test(trimmed)) {
    try {
      const obj = JSON.parse(trimmed);
      const task = asTaskObject(obj);
      if (task) return { kind: 'task', yaml: toYaml(task), shape: 'json' };
    } catch {
      /* not JSON; YAML flow style is tried below */
    }
  }
  const doc = parseYaml(trimmed, { strict: false, uniqueKeys: false });
  const hasTaskKey = new RegExp(`(^|\\n)-?\\s*(${TASK_KEYS.join('|')})\\s*:`).test(trimmed) || /"(text|custom_init_commands)"\s*:/.test(trimmed);
  if (doc.errors.length) return hasTaskKey ? { kind: 'broken-task' } : { kind: 'none' };
  const contents = doc.contents;
  if (isMap(contents)) {
    const obj = doc.toJS();
    return asTaskObject(obj) ? { kind: 'task' } : { kind: 'none' };
  }
  if (isSeq(contents)) {
    // "- text: …\n- custom_init_commands: …": a list of one-key maps, merged.
    const task = asTaskObject(mergeSingleKeyMaps(doc.toJS()));
    if (task) return { kind: 'task', yaml: toYaml(task), shape: 'bullets' };
  }
  return { kind: 'none' };
}

function mergeSingleKeyMaps(list: unknown): unknown {
  if (!Array.isArray(list)) return undefined;
  const out: Record<string, unknown> = {};
  for (const item of list) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
    Object.assign(out, item);
  }
  return out;
}

function asTaskObject(obj: unknown): Record<string, unknown> | undefined {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
  const rec = obj as Record<string, unknown>;
  // Some models nest the file one level down ({"task": {...}} or {"config": {...}}).
  if (!TASK_KEYS.some((k) => k in rec)) {
    const inner = Object.values(rec).filter((v) => v && typeof v === 'object' && !Array.isArray(v));
    if (inner.length === 1) return asTaskObject(inner[0]);
    return undefined;
  }
  return rec;
}

/** Serialises a task object with the usual key order and without folding long commands. */
export function toYaml(obj: Record<string, unknown>): string {
  const ordered: Record<string, unknown> = {};
  for (const k of KEY_ORDER) if (k in obj) ordered[k] = obj[k];
  for (const k of Object.keys(obj)) if (!(k in ordered)) ordered[k] = obj[k];
  return new Document(ordered).toString({ lineWidth: 0 });
}

const LABELS: [RegExp, 'text' | 'thinking' | 'commands'][] = [
  [/^(text|task|task description|description|instruction|task instruction)$/i, 'text'],
  [/^(thinking|reasoning|rationale|explanation|why)$/i, 'thinking'],
  [/^(custom_init_commands|commands|init commands|initial commands|initialization commands|setup commands)$/i, 'commands'],
];

function fromLabelledBullets(text: string): Record<string, unknown> | undefined {
  const sections: Record<string, string[]> = {};
  let current: string | undefined;
  for (const line of text.split('\n')) {
    const label = /^\s*(?:#+\s*)?(?:[-*]\s+)?(?:\*\*|__)?\s*([A-Za-z_ ]+?)\s*(?::\s*(?:\*\*|__)|(?:\*\*|__)\s*:|:)\s*(.*)$/.exec(line);
    const kind = label && LABELS.find(([re]) => re.test(label[1].trim()))?.[1];
    if (label && kind) {
      current = kind;
      sections[kind] = sections[kind] ?? [];
      if (label[2].trim()) sections[kind].push(label[2].trim());
      continue;
    }
    if (current && line.trim()) sections[current].push(line.trim());
  }
  const commands = (sections.commands ?? [])
    .map((l) => /^(?:[-*•]|\d+[.)])?\s*`?(\/[^`]+?)`?\s*$/.exec(l)?.[1])
    .filter((c): c is string => !!c);
  if (!commands.length) return undefined;
  const out: Record<string, unknown> = {};
  const unquote = (s: string) => s.replace(/^["'`]|["'`]$/g, '');
  if (sections.text?.length) out.text = unquote(sections.text.join(' '));
  if (sections.thinking?.length) out.thinking = sections.thinking.join(' ');
  out.custom_init_commands = commands;
  return out;
}
