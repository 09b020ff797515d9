/**
 * One mapped task as YAML text: header comments (the source, problems as
 * ERROR lines, renames and notes, dropped fields), then the keys in MCU's
 * usual order, each reward entry's note as a comment above it, object lists
 * in flow style as MCU's files write them.
 */
import { Document, isMap, Node } from 'yaml';
import { oneLine, plainText } from '../../../util/terminalText';
import type { ImportKind } from './specTypes';
import type { Builder } from './taskBuilder';

/** The YAML text: header comments, then the keys in MCU's usual order, notes above their reward entries. */
export function render(id: string, kind: ImportKind, text: string, b: Builder, category: string | undefined): string {
  const obj: Record<string, unknown> = {};
  obj.custom_init_commands = b.commands;
  obj.text = plainText(text);
  if (b.rewards.length) obj.reward_cfg = b.rewards.map((r) => r.entry);
  if (b.milestones.length) obj.milestone_reward_cfg = b.milestones;
  // start_time / start_weather are read by the fast reset only, which needs biomes and random_tp_range.
  const { start_time, start_weather, ...rest } = b.keys;
  Object.assign(obj, rest, b.keys.biomes ? { ...(start_time !== undefined ? { start_time } : {}), ...(start_weather !== undefined ? { start_weather } : {}) } : {});
  if (category) obj.category = category;
  const doc = new Document(obj);
  const seq = doc.get('reward_cfg', true) as { items?: Node[] } | undefined;
  b.rewards.forEach((r, i) => {
    const node = seq?.items?.[i];
    if (!node || !isMap(node)) return;
    if (r.note) node.commentBefore = ` ${oneLine(r.note)}`;
  });
  // objects as a flow list: [oak_log, spruce_log], as MCU's files write them.
  for (const key of ['reward_cfg', 'milestone_reward_cfg', 'biomes']) {
    const n = doc.get(key, true) as { items?: Node[]; flow?: boolean } | undefined;
    if (key === 'biomes') {
      if (n) n.flow = true;
      continue;
    }
    for (const item of n?.items ?? []) if (isMap(item)) (item.get('objects', true) as { flow?: boolean }).flow = true;
  }
  const head = [
    `Imported from MineDojo task ${id} (${kind}) by mcu-task import minedojo; MineDojo runs Minecraft 1.11.2, this file 1.16.5.`,
    ...b.problems.map((p) => `ERROR: ${p}`),
    ...b.header,
    ...b.dropped.map((d) => `dropped ${d}`),
  ];
  // Ids, names and notes come from the source: one line each, no control character (util/terminalText.ts).
  doc.commentBefore = head.map((l) => ` ${oneLine(l)}`).join('\n');
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}
