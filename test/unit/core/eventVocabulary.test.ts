/**
 * The reward-event vocabulary is declared once (server/src/model/task/events.ts):
 * the verifier's category maps derive from it, and no other source file
 * spells out its own table of event names.
 */
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { test } from 'node:test';
import { CATEGORY_EVENT, EVENT_CATEGORY, EVENTS } from '../../../server/src/model/task/events';
import { EVENT_CATEGORY as VERIFY_EVENT_CATEGORY } from '../../../server/src/model/task/rewards';
import { repoRoot } from '../../helpers/paths';

test('the verifier reads the same event → category map the checker declares', () => {
  assert.strictEqual(VERIFY_EVENT_CATEGORY, EVENT_CATEGORY);
  assert.deepStrictEqual(Object.keys(EVENT_CATEGORY).sort(), EVENTS.map((e) => e.name).sort());
  assert.strictEqual(EVENT_CATEGORY.mine_block, 'mined');
  assert.strictEqual(EVENT_CATEGORY.damage_dealt, 'custom');
});

test('a category maps back to the event that watches all of it (custom, not damage_dealt)', () => {
  assert.strictEqual(CATEGORY_EVENT.custom, 'custom');
  assert.strictEqual(CATEGORY_EVENT.picked_up, 'pickup');
  for (const [cat, ev] of Object.entries(CATEGORY_EVENT)) assert.strictEqual(EVENT_CATEGORY[ev!], cat);
});

test('the JSON Schema names no event the vocabulary lacks, and documents every one', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas', 'task.schema.json'), 'utf8'));
  const find = (o: unknown): { description: string; examples: string[] } | undefined => {
    if (!o || typeof o !== 'object') return undefined;
    const rec = o as Record<string, unknown>;
    const ev = (rec.properties as Record<string, unknown> | undefined)?.event as { description: string; examples: string[] } | undefined;
    if (ev?.examples) return ev;
    for (const v of Object.values(rec)) {
      const f = find(v);
      if (f) return f;
    }
    return undefined;
  };
  const ev = find(schema);
  assert.ok(ev, 'the schema has an event property');
  const names = new Set<string>(EVENTS.map((e) => e.name));
  for (const x of ev.examples) assert.ok(names.has(x), `schema example ${x} is a known event`);
  for (const n of names) assert.ok(ev.description.includes('`' + n + '`'), `the schema documents ${n}`);
});

/** Source files (outside model/task/events.ts) that key an object by several event names: a second declaration (a `case` is behaviour, not a table). */
function tablesOfEvents(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) tablesOfEvents(p, out);
    else if (e.name.endsWith('.ts') && !p.endsWith(path.join('model', 'task', 'events.ts'))) {
      const text = fs.readFileSync(p, 'utf8');
      const keyed = EVENTS.filter((ev) => new RegExp(`(^\\s*|[{,]\\s*)['"]?${ev.name}['"]?\\s*:`, 'm').test(text));
      if (keyed.length >= 3) out.push(`${path.relative(repoRoot, p)} (${keyed.map((k) => k.name).join(', ')})`);
    }
  }
  return out;
}

test('no other source file declares its own table of event names', () => {
  assert.deepStrictEqual(tablesOfEvents(path.join(repoRoot, 'server', 'src')), []);
  assert.deepStrictEqual(tablesOfEvents(path.join(repoRoot, 'client', 'src')), []);
});
