/**
 * What a refused init line was meant to give, place or summon, read from its
 * words (the parse stops at the bad id): `/give @s minecraft:raw_beef 6` meant
 * beef, `/give @s boat` meant a boat, `/summon villager_golem` an iron golem.
 * Old and misspelt names are read through the pre-1.13 table, a dropped
 * plural, a dropped extra word, a missing underscore or a cut-off name.
 */
import type { Registry } from '../../vanilla/registry';
import { compareVersions } from '../../model/commands/ids';

export type IntentKind = 'item' | 'block' | 'entity';

export interface Intent {
  kind: IntentKind;
  /** The id as written, without namespace, states or NBT. */
  written: string;
  ids: string[];
  /** The id exists only in later versions (spyglass in 1.16.5): `ids` holds it as written. */
  later?: boolean;
}

/** Words before the id, per command (after its name). */
const ID_POSITION: Record<string, { kind: IntentKind; at: number }> = {
  give: { kind: 'item', at: 1 },
  summon: { kind: 'entity', at: 0 },
  setblock: { kind: 'block', at: 3 },
  fill: { kind: 'block', at: 6 },
};

export function intentOf(line: string, reg: Registry): Intent | undefined {
  let text = line.trim().replace(/^\//, '');
  const run = / run \/?(.*)$/.exec(text);
  if (/^execute\b/.test(text) && run) text = run[1];
  const words = text.split(/\s+/);
  const name = words[0]?.toLowerCase();
  let pos = ID_POSITION[name];
  // /replaceitem entity <who> <slot> <item> | block <x y z> <slot> <item>
  if (name === 'replaceitem') pos = { kind: 'item', at: words[1] === 'block' ? 5 : 3 };
  // 1.17's /item replace … with <item>
  if (name === 'item' && words.includes('with')) pos = { kind: 'item', at: words.indexOf('with') };
  if (!pos) return undefined;
  const raw = words[1 + pos.at];
  if (!raw) return undefined;
  const written = raw.replace(/[[{].*$/, '').replace(/^minecraft:/i, '').toLowerCase();
  const other = reg.otherVersions.get(written);
  const later = !known(written, pos.kind, reg) && !reg.legacy.has(written) &&
    !!other && (other.kinds as string[]).includes(pos.kind) && other.versions.some((v) => compareVersions(v, reg.version) > 0);
  if (later) return { kind: pos.kind, written, ids: [written], later };
  return { kind: pos.kind, written, ids: readId(written, pos.kind, reg) };
}

function known(id: string, kind: IntentKind, reg: Registry): boolean {
  return kind === 'item' ? reg.items.has(id) : kind === 'block' ? reg.blocks.has(id) : reg.entities.has(id);
}

function names(kind: IntentKind, reg: Registry): string[] {
  return [...(kind === 'item' ? reg.items.keys() : kind === 'block' ? reg.blocks.keys() : reg.entities.keys())];
}

/** The ids a written name most likely meant; empty when no reading is clear. */
export function readId(written: string, kind: IntentKind, reg: Registry): string[] {
  if (known(written, kind, reg)) return [written];
  const legacy = reg.legacy.get(written)?.filter((x) => known(x, kind, reg));
  if (legacy?.length) return legacy;
  // An item that only exists as an entity or block name (the boat entity, a wall torch) has no clear reading here.
  const singular = written.replace(/(e?s)$/, '');
  for (const cand of [written.replace(/s$/, ''), singular]) if (cand !== written && known(cand, kind, reg)) return [cand];
  const words = written.split('_');
  const dropped = [words.slice(1).join('_'), words.slice(0, -1).join('_')].filter((c) => c && known(c, kind, reg));
  if (dropped.length) return [dropped[0]];
  const joined = names(kind, reg).filter((n) => n.replace(/_/g, '') === written.replace(/_/g, ''));
  if (joined.length === 1) return joined;
  const completed = names(kind, reg).filter((n) => n.startsWith(written));
  if (completed.length === 1 && written.length >= 4) return completed;
  return [];
}
