/**
 * Hovering `text` shows the goals the one reader (core/goals) takes from the
 * task — what verify will check and lint reasons about — with the clauses it
 * did not understand, so the author sees what is checked before running.
 */
import type { TaskGoal } from '../../model/goals';
import { taskFileGoals } from '../../model/goals/ofTask';
import type { TaskModel } from '../../model/task/taskModel';
import type { Registry } from '../../vanilla/registry';

function describe(g: TaskGoal): string {
  const list = (ids: string[]) => (ids.length > 4 ? `${ids.slice(0, 4).join(', ')}, …` : ids.join(', '));
  switch (g.kind) {
    case 'stat': return `statistic \`minecraft:${g.statistic}\` of ${g.objects.length ? list(g.objects) : 'any'}${g.count > 1 ? ` × ${g.count}` : ''}`
      + (g.tool ? (g.tool.length ? ` with ${list(g.tool)}` : ' with bare hands') : '') + (g.on ? ` on ${g.on.variant ? `${g.on.variant} ` : ''}${list(g.on.ids)}` : '')
      + (g.product ? ` for ${list(g.product)}` : '') + (g.payment ? ` paying ${list(g.payment)}` : '');
    case 'have': return `end up holding ${list(g.items)}`;
    case 'reach': return `reach ${g.target.phrase} (${g.target.kind}${g.target.ids.length ? `: ${list(g.target.ids)}` : ''})`;
    case 'sky': return 'look at the open sky';
    case 'climb': return `climb ${g.blocks} blocks`;
    case 'travel': return `travel ${g.blocks} blocks away`;
    case 'frame': return `an item frame showing ${list(g.items)} (its displayed item is checked)`;
    case 'operate': return `${g.to === 'toggled' ? 'work' : g.to === 'open' ? 'open' : 'close'} ${g.target.phrase} by hand (its block state is checked)`;
    case 'stay': return `stay ${g.seconds} s${g.target ? ` at ${g.target.phrase}` : ''}`;
    case 'structure': return `build a ${g.shape.replace('_', ' ')}${g.materials.length ? ` of ${list(g.materials)}` : ''}${g.size ? ` (${g.size} blocks)` : ''}`;
    case 'carry': return `${g.by === 'lead' ? 'a lead on' : g.by === 'boat' ? 'seated in a boat:' : 'the rod\'s hook on'} ${g.on.phrase} (${list(g.on.ids)}; the mob's state is checked)`;
    case 'dig': return `dig ${g.direction === 'down' ? `${g.blocks} blocks down` : `a tunnel ${g.blocks} blocks long`} (the agent's position is checked)`;
    case 'judged': return `judged from video (${g.activity}: ${g.reason})${g.materials.length ? `; its materials ${list(g.materials)} can be confirmed` : ''}`;
  }
}

export function goalsMarkdown(model: TaskModel, reg: Registry): string | undefined {
  const read = taskFileGoals(model, reg);
  if (!read.goals.length && !read.unread.length) return undefined;
  const from = read.source === 'rewards' ? 'the reward entries (and places or states the text adds)' : 'the instruction';
  const lines = [`**Goals** (read from ${from}${read.anyOf ? '; any one is enough' : ''})`, ''];
  read.goals.forEach((g, i) => lines.push(`${i + 1}. ${describe(g)} — "${g.text}"`));
  for (const u of read.unread) lines.push(`- not read: "${u.text}"`);
  for (const r of read.readings) lines.push(`- reading taken: ${r}`);
  return lines.join('\n');
}
