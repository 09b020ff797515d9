import { isScalar } from 'yaml';
import { describeAt } from '../../model/commands';
import { EVENT_BY_NAME } from '../../model/task/events';
import { locate } from '../../model/task/locate';
import { TaskModel } from '../../model/task/taskModel';
import { difficultyMarkdown } from '../../evaluation/insight/difficultyHover';
import { noRouteLens, routeLens, RouteLens } from '../../analysis/planning/routeLens';
import { planTargets } from '../../analysis/planning/targets';
import { describeId } from '../../vanilla/describeId';
import type { Registry } from '../../vanilla/registry';
import { describeKey } from './keyDocs';
import { goalsMarkdown } from './goalsHover';
import type { HoverResult } from './serviceTypes';

/** The route lens's hover, or why no goal has a graph. */
function routeMarkdown(model: TaskModel, reg: Registry, insightOf: () => RouteLens | undefined): string | undefined {
  return insightOf()?.markdown ?? noRouteLens(planTargets(model, reg))?.markdown;
}

/** On the `text` key the route shows only when the goals were read from the instruction (the lens is there then). */
function textRouteMarkdown(model: TaskModel, reg: Registry, insightOf: () => RouteLens | undefined): string | undefined {
  return planTargets(model, reg).source === 'text' ? routeMarkdown(model, reg, insightOf) : undefined;
}

/**
 * Hover at an offset: key docs from the schema, event docs, id info, and
 * command usage/ids. `insightOf` gives the version's insight (the language
 * server passes its Analysis's, computed once for lens and hover).
 */
export function hover(model: TaskModel, offset: number, reg: Registry, insightOf: () => RouteLens | undefined = () => routeLens(model, reg), file?: string): HoverResult | undefined {
  const cmd = model.commands.find((c) => offset >= c.start && offset <= c.end);
  if (cmd) {
    // Find the character of the command text under the cursor.
    let i = 0;
    while (i < cmd.text.length && cmd.offsetOf(i + 1) <= offset) i++;
    const info = describeAt(cmd.text, i, reg);
    if (!info) return undefined;
    return { start: cmd.offsetOf(info.start), end: cmd.offsetOf(info.end), markdown: info.markdown };
  }
  const loc = locate(model, offset);
  const node = loc.scalar;
  if (!node || !node.range) return undefined;
  const [start, end] = node.range;
  if (loc.onKey) {
    const doc = describeKey(loc.path);
    const key = loc.path[loc.path.length - 1];
    const insight =
      loc.path.length === 1 && (key === 'reward_cfg' || key === 'milestone_reward_cfg')
        ? routeMarkdown(model, reg, insightOf)
        : loc.path.length === 1 && key === 'text'
          ? [goalsMarkdown(model, reg), textRouteMarkdown(model, reg, insightOf), difficultyMarkdown(model, reg, file)].filter(Boolean).join('\n\n---\n\n')
          : undefined;
    const parts = [doc ? `**${key}**\n\n${doc}` : undefined, insight].filter(Boolean);
    return parts.length ? { start, end, markdown: parts.join('\n\n---\n\n') } : undefined;
  }
  const field = loc.path.filter((p) => typeof p === 'string').pop();
  if (!isScalar(node) || typeof node.value !== 'string') return undefined;
  if (loc.path.length === 1 && field === 'text') return { start, end, markdown: [goalsMarkdown(model, reg), difficultyMarkdown(model, reg, file)].filter(Boolean).join('\n\n---\n\n') };
  // MineStudio's ids: written without `minecraft:`, which summon_mobs.py and init_inventory.py add.
  if (loc.path[0] === 'summon_mobs' && (field === 'name' || field === 'mob_name')) {
    const md = describeId(node.value.replace(/^minecraft:/, ''), reg, 'entity');
    return md ? { start, end, markdown: md } : undefined;
  }
  if (loc.path[0] === 'init_inventory' && field === 'type') {
    const md = describeId(node.value.replace(/^minecraft:/, ''), reg, 'item');
    return md ? { start, end, markdown: md } : undefined;
  }
  if (field === 'event') {
    const e = EVENT_BY_NAME.get(node.value);
    return e ? { start, end, markdown: `**${e.name}** — statistic \`${e.statistic}\`\n\n${e.description}` } : undefined;
  }
  if (field === 'objects') {
    const entry = model.rewards.find((r) => offset >= r.start && offset <= r.end);
    const ev = entry?.fields.get('event')?.value;
    const kind = isScalar(ev) ? EVENT_BY_NAME.get(String(ev.value))?.objects : undefined;
    const md = describeId(node.value, reg, kind === 'block' || kind === 'item' || kind === 'entity' ? kind : undefined);
    return md ? { start, end, markdown: md } : undefined;
  }
  return undefined;
}
