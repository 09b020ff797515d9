/**
 * A generated suite of 36 tasks in four categories (12 crafting, 9 mining,
 * 9 combat, 6 collecting), some with a `category` key and some without, each
 * with a verification report whose solving time grows with its number
 * (alternating report versions 1 and 2) and a ratings.csv row.
 */
import * as path from 'path';
import { taskYaml, write } from './helpers';

export const SUITE: { category: string; event: string; ids: string[] }[] = [
  { category: 'crafting', event: 'craft_item', ids: ['oak_planks', 'stick', 'crafting_table', 'wooden_pickaxe', 'stone_pickaxe', 'furnace', 'iron_ingot', 'iron_pickaxe', 'torch', 'ladder', 'white_bed', 'diamond_pickaxe'] },
  { category: 'mining', event: 'mine_block', ids: ['oak_log', 'dirt', 'stone', 'coal_ore', 'iron_ore', 'gold_ore', 'diamond_ore', 'obsidian', 'sand'] },
  { category: 'combat', event: 'kill_entity', ids: ['zombie', 'skeleton', 'spider', 'creeper', 'cow', 'pig', 'sheep', 'chicken', 'enderman'] },
  { category: 'collecting', event: 'pickup', ids: ['oak_log', 'cobblestone', 'white_wool', 'string', 'iron_ingot', 'diamond'] },
];

/** Writes the suite under `dir`; returns each task's number (its solving time in seconds) by file name. */
export function writeSuite(dir: string): Map<string, number> {
  const order = new Map<string, number>();
  let n = 0;
  const csv = ['task,intricacy,creativity,novelty'];
  for (const c of SUITE) {
    for (const id of c.ids) {
      n++;
      const name = `${c.event}_${id}`;
      // Every other task declares its category; the others are inferred from the event.
      write(dir, `${c.category}/${name}.yaml`, taskYaml(c.event, [id], `${c.event} ${id}`, n % 2 ? c.category : undefined));
      const ms = n * 1000;
      const report = n % 2
        ? { reportVersion: 2, verified: true, durationMs: ms + 5000, phases: [{ name: 'setup', usedMs: 5000 }, { name: 'agent', usedMs: ms }], timeline: [] }
        : { verified: true, durationMs: ms + 5000, timeline: [{ time: ms / 2, event: 'x', object: 'y' }, { time: ms, event: 'x', object: 'y', identity: 'r0' }] };
      write(dir, `${c.category}/${name}.verify.json`, JSON.stringify(report));
      csv.push(`${c.category}/${name},${n % 7},${n},${36 - n}`);
      order.set(path.join(dir, `${c.category}/${name}.yaml`), n);
    }
  }
  write(dir, 'ratings.csv', csv.join('\n') + '\n');
  return order;
}
