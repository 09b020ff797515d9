import { parse } from 'yaml';
import type { MeasuredGoal } from './atomicTask';

/**
 * Checks that only the generator can make, because only it knows what was
 * asked: the file has an instruction and commands, and its reward measures
 * the requested goals (the paper's self-check catches e.g. cows summoned for
 * "hunt sheep"). Everything else is the validator's job.
 */
export function shapeProblems(yaml: string, tasks: string[], goals: (MeasuredGoal | undefined)[]): string[] {
  let obj: unknown;
  try {
    obj = parse(yaml);
  } catch {
    return []; // syntax errors come from the validator
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return ['The answer must be a YAML mapping with the keys text, thinking, custom_init_commands and reward_cfg.'];
  const task = obj as Record<string, unknown>;
  const out: string[] = [];
  if (typeof task.text !== 'string' || !task.text.trim()) out.push('`text` is missing or empty: write the instruction for the agent.');
  const commands = task.custom_init_commands ?? task.commands;
  const fromScratch = tasks.some((t) => /from scratch|with nothing|empty inventory/i.test(t));
  if (commands === undefined && !fromScratch) out.push('`custom_init_commands` is missing: list the commands that set the scene up.');
  const commandText = Array.isArray(commands) ? commands.filter((c) => typeof c === 'string').join('\n') : '';
  const rewards = [task.reward_cfg, task.milestone_reward_cfg].filter(Array.isArray).flat() as Record<string, unknown>[];
  goals.forEach((g, i) => {
    if (!g) return;
    const wanted = `event ${g.event} and objects [${g.objects.join(', ')}]`;
    if (!rewards.length) {
      out.push(`\`reward_cfg\` is missing: the goal "${tasks[i]}" can be measured with ${wanted}.`);
      return;
    }
    const measured = rewards.some((r) => r && r.event === g.event && objectsOf(r.objects).some((o) => g.objects.includes(o)));
    if (!measured) out.push(`\`reward_cfg\` does not measure the goal "${tasks[i]}": add an entry with ${wanted}.`);
    if (g.event === 'kill_entity' && !new RegExp(`(minecraft:|\\s)${g.target}\\b`).test(commandText)) {
      out.push(`No command summons a ${g.target} for the goal "${tasks[i]}": add /summon minecraft:${g.target} within about 4 blocks.`);
    }
  });
  return out;
}

function objectsOf(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^minecraft:/, ''));
}
