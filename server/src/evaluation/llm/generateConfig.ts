import type { TaskDiagnostic } from '../../model/task/diagnostic';
import { LineIndex } from '../../util/lineIndex';
import { validateText } from '../../analysis/lint/validate';
import { getRegistry } from '../../vanilla/registry';
import { AnswerFormatError, extractTaskYaml } from './answerParsing';
import { findCatalogueEntry } from '../../model/catalogue';
import { MeasuredGoal, measuredGoal } from './atomicTask';
import { goalFor } from './catalogue';
import { withCategory } from './draftMarker';
import { BUILTIN_EXAMPLES } from './builtinExamples';
import { configMessages, repairMessage, TaskRequest } from './configPrompt';
import { describeDiagnostic, isBlocking } from './describeDiagnostics';
import { chatComplete, ChatMessage, LlmOptions } from './llmClient';
import { shapeProblems } from './taskShape';

export type { TaskMode, TaskRequest } from './configPrompt';

export interface WorkspaceExample {
  /** The file's name, used as the task when the file has no `text`. */
  name: string;
  text: string;
}

export interface VerifyResult {
  ok: boolean;
  reasons: string[];
}

export interface GenerateConfigOptions {
  llm: LlmOptions;
  /** Minecraft version for validation (default 1.16.5). */
  version?: string;
  /** Follow-up rounds after the first answer (default 3). */
  repairRounds?: number;
  /** Up to ~3 task files from the user's workspace; built-in examples otherwise. */
  examples?: WorkspaceExample[];
  /** Extra check run on a file the validator accepts (e.g. a simulator run); its reasons are fed back. */
  verify?: (yaml: string) => Promise<VerifyResult>;
  /** The measurable goal of each task (main, and, or) when the caller knows it, e.g. from the catalogue; read from the task texts otherwise. */
  goals?: (MeasuredGoal | undefined)[];
  /** Short progress notes ("round 2: fixing 3 problems"). */
  onProgress?: (message: string) => void;
  /**
   * Rewrites each draft before it is checked (from scratch: our milestones
   * replace the model's). `last` is true on the final round, where rules the
   * model kept breaking may be enforced by the rewrite itself.
   */
  normalise?: (yaml: string, last: boolean) => string;
}

export interface GenerationRound {
  /** 0 for the first answer, then 1, 2, … for repair rounds. */
  round: number;
  answer: string;
  /** The task file found in the answer, when there was one. */
  yaml?: string;
  /** Everything the validator reported for `yaml`. */
  diagnostics: TaskDiagnostic[];
  /** What had to be fixed, as sent back to the model (empty when the round passed). */
  problems: string[];
  verifyReasons?: string[];
}

export interface GenerateConfigResult {
  /** The last task file found (valid or not). */
  yaml: string;
  rounds: GenerationRound[];
  /** Problems of earlier rounds that the final file no longer has. */
  fixed: string[];
  valid: boolean;
  /** What is still wrong when !valid. */
  problems: string[];
}

/** Raised when no round produced anything that looks like a task file. */
export class GenerationError extends Error {
  constructor(message: string, readonly rounds: GenerationRound[]) {
    super(message);
    this.name = 'GenerationError';
  }
}

const MAX_EXAMPLE_CHARS = 4000;

/** Workspace files → few-shot pairs; files that are too long or not tasks are skipped. */
export function fewShotFrom(files: WorkspaceExample[] | undefined, mode: 'simple' | 'hard'): { task: string; yaml: string }[] {
  const picked = (files ?? [])
    .filter((f) => f.text.length <= MAX_EXAMPLE_CHARS && /^(custom_init_commands|commands)\s*:/m.test(f.text))
    .slice(0, 3)
    .map((f) => ({ task: /^text:\s*["']?(.+?)["']?\s*$/m.exec(f.text)?.[1] ?? f.name.replace(/\.ya?ml$/i, '').replace(/_/g, ' '), yaml: f.text }));
  if (picked.length) return picked;
  // Built-ins: the simple ones, plus the hard one in hard mode.
  return BUILTIN_EXAMPLES.filter((e) => e.mode === 'simple' || mode === 'hard');
}

interface Problem {
  /** Identity across rounds, without line numbers. */
  key: string;
  text: string;
}

export async function generateConfig(req: TaskRequest, opts: GenerateConfigOptions): Promise<GenerateConfigResult> {
  const reg = getRegistry(opts.version);
  const tasks = [req.task, ...(req.and ?? []), ...(req.or ?? [])];
  // An atomic task from the catalogue brings its goal (brew, enchant, trade… that no text reading knows) and its category key.
  const entry = req.and?.length || req.or?.length ? undefined : findCatalogueEntry(reg, req.task);
  const goals = opts.goals ?? (entry ? [goalFor(req.task, reg, entry)] : tasks.map((t) => measuredGoal(t, reg)));
  const messages: ChatMessage[] = configMessages(req, goals, fewShotFrom(opts.examples, req.mode ?? 'simple'));
  const maxRounds = Math.max(0, opts.repairRounds ?? 3);
  const rounds: GenerationRound[] = [];
  const seen = new Map<string, string>();
  let last: { yaml: string; problems: Problem[] } | undefined;

  for (let round = 0; round <= maxRounds; round++) {
    opts.onProgress?.(round === 0 ? `Asking ${opts.llm.model} for a task config…` : `Repair round ${round} of ${maxRounds}…`);
    const answer = await chatComplete(messages, opts.llm);
    messages.push({ role: 'assistant', content: answer });
    let problems: Problem[];
    let record: GenerationRound;
    try {
      const extracted = extractTaskYaml(answer).yaml;
      const yaml = opts.normalise ? opts.normalise(extracted, round === maxRounds) : extracted;
      const diagnostics = validateText(yaml, { version: opts.version });
      const lines = new LineIndex(yaml);
      problems = diagnostics.filter(isBlocking).map((d) => ({ key: `${d.code}: ${d.message}`, text: describeDiagnostic(d, yaml, lines) }));
      problems.push(...shapeProblems(yaml, tasks, goals).map((p) => ({ key: p, text: p })));
      record = { round, answer, yaml, diagnostics, problems: [] };
      if (!problems.length && opts.verify) {
        opts.onProgress?.('Verifying the config…');
        const v = await opts.verify(yaml);
        if (!v.ok) {
          record.verifyReasons = v.reasons;
          const reasons = v.reasons.length ? v.reasons : ['the verifier rejected the config without giving a reason'];
          problems = reasons.map((r) => ({ key: `verify: ${r}`, text: `Verification failed: ${r}` }));
        }
      }
      last = { yaml, problems };
    } catch (e) {
      if (!(e instanceof AnswerFormatError)) throw e;
      problems = [{ key: 'format', text: `${e.message} Answer with the task file as YAML in one \`\`\`yaml code block.` }];
      record = { round, answer, diagnostics: [], problems: [] };
    }
    record.problems = problems.map((p) => p.text);
    rounds.push(record);
    for (const p of problems) if (!seen.has(p.key)) seen.set(p.key, p.text);
    if (!problems.length && record.yaml) {
      return { yaml: withCategory(record.yaml, entry?.category), rounds, fixed: fixedSince(seen, []), valid: true, problems: [] };
    }
    if (round < maxRounds) {
      opts.onProgress?.(`Found ${problems.length} problem${problems.length === 1 ? '' : 's'}; asking for a fix…`);
      messages.push({ role: 'user', content: repairMessage(problems.map((p) => p.text)) });
    }
  }
  if (!last) {
    throw new GenerationError(
      `The model's answers contained no task file after ${rounds.length} attempt${rounds.length === 1 ? '' : 's'}. ${rounds[rounds.length - 1]?.problems[0] ?? ''}`.trim(),
      rounds,
    );
  }
  return { yaml: withCategory(last.yaml, entry?.category), rounds, fixed: fixedSince(seen, last.problems.map((p) => p.key)), valid: false, problems: last.problems.map((p) => p.text) };
}

function fixedSince(seen: Map<string, string>, remaining: string[]): string[] {
  const still = new Set(remaining);
  return [...seen.entries()].filter(([k]) => !still.has(k) && k !== 'format').map(([, text]) => text);
}
