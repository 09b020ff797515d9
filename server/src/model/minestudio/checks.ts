/**
 * Diagnostics for MineStudio's own keys: the parse's problems (taskKeys.ts),
 * then the ids the parse cannot judge without a registry. Mob names and item
 * types get the same `id/…` findings and nearest-id fixes as ids in commands
 * (commands/ids.ts checkId): a mob MineStudio cannot summon and an item its
 * init_inventory.py asserts on are unknown ids like any other.
 */
import { isScalar, isSeq, Scalar } from 'yaml';
import { checkId } from '../commands/ids';
import type { CommandProblem } from '../commands/commandTypes';
import type { Registry } from '../../vanilla/registry';
import { didYouMean } from '../commands/didYouMean';
import { excerpt } from '../../util/excerpt';
import { diag, TaskDiagnostic } from '../task/diagnostic';
import { scalarOffsets } from '../task/scalarSource';
import { TaskModel } from '../task/taskModel';
import { mineStudioKeys } from './taskKeys';
import { MINESTUDIO } from '../diagnosticCodes';
import { pushAll } from '../../util/pushAll';

/** Entity types /summon refuses in 1.16.5 (EntityType … noSummon). */
const NOT_SUMMONABLE = new Set(['player', 'fishing_bobber']);

export function checkMineStudio(model: TaskModel, registry: Registry): TaskDiagnostic[] {
  const { keys, problems } = mineStudioKeys(model);
  const out = [...problems];
  // Ids are checked in every entry that names one, also where another field is wrong (the entry is then not in `keys`).
  eachEntry(model, 'summon_mobs', (index) => {
    const node = model.nodeAt(['summon_mobs', index, 'name']) ?? model.nodeAt(['summon_mobs', index, 'mob_name']);
    const name = plainId(node);
    if (!name) return;
    if (NOT_SUMMONABLE.has(name)) {
      const [s, e] = node!.range!;
      out.push(diag(s, e, 'error', MINESTUDIO.notSummonable, `/summon cannot create a ${name}: MineStudio's summon command fails and no mob appears.`));
      return;
    }
    pushAll(out, idProblems(model, node as Scalar, name, 'entity', registry));
  });
  eachEntry(model, 'init_inventory', (index) => {
    const node = model.nodeAt(['init_inventory', index, 'type']);
    const name = plainId(node);
    if (name) pushAll(out, idProblems(model, node as Scalar, name, 'item', registry));
  });
  if (keys.biomes) {
    keys.biomes.value.forEach((b, i) => {
      const node = model.nodeAt(['biomes', i]);
      if (!isScalar(node) || !node.range) return;
      const name = b.replace(/^minecraft:/, '');
      if (registry.has('biome', name)) return;
      const close = didYouMean(name, registry.names('biome'), 3);
      const [s, e] = node.range;
      out.push(diag(s, e, 'warning', MINESTUDIO.unknownBiome, `Unknown biome '${excerpt(b)}' in ${registry.version}: fast_reset.py's /teleportbiome finds none by that name.` +
        (close.length ? ` Did you mean ${close.map((c) => `'${c}'`).join(' or ')}?` : ''),
        close.map((c) => ({ title: `Change to '${c}'`, edits: [{ start: s, end: e, newText: c }], isPreferred: true }))));
    });
  }
  return out;
}

function eachEntry(model: TaskModel, key: string, f: (index: number) => void): void {
  const list = model.topLevel.get(key)?.value;
  if (isSeq(list)) list.items.forEach((_, i) => f(i));
}

/** The id a scalar names, unless it is no text or carries `minecraft:` (the parse reports those). */
function plainId(node: unknown): string | undefined {
  if (!isScalar(node) || !node.range || typeof node.value !== 'string' || !node.value.trim()) return undefined;
  return node.value.startsWith('minecraft:') ? undefined : node.value;
}

/** checkId's findings for the id in a scalar, moved to document offsets. */
function idProblems(model: TaskModel, node: Scalar, id: string, kind: 'entity' | 'item', registry: Registry): TaskDiagnostic[] {
  const offs = scalarOffsets(model.text, node, id);
  const at = (i: number) => offs[Math.max(0, Math.min(i, offs.length - 1))];
  return checkId(id, kind, registry, 0, id.length).map((p: CommandProblem) => diag(at(p.start), Math.max(at(p.end), at(p.start) + 1), p.severity, p.code,
    `${p.message} MineStudio's ${kind === 'entity' ? 'summon_mobs.py sends /summon minecraft:<name>' : 'init_inventory.py asserts `type` is an item'}, so this one fails.`,
    p.fixes?.map((f) => ({ title: f.title, isPreferred: true, ...(f.safe ? { safe: true } : {}), edits: [{ start: at(f.start), end: at(f.end), newText: f.newText }] }))));
}
