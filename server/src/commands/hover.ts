/** Hover text: usage for command names, facts for ids, the expected form for other arguments. */
import type { Registry } from '../mc/registry';
import { walkLine } from './parser';
import type { ArgValue, CommandHoverInfo, ParsedArg, ParsedCommand } from './types';
import { usageLines } from './usage';

function recipeSummary(registry: Registry, id: string): string | undefined {
  const recipes = registry.recipes.get(id);
  if (!recipes || !recipes.length) return undefined;
  const r = recipes[0];
  const counts = new Map<string, number>();
  const slots = r.shape ? r.shape.flat() : r.ingredients ?? [];
  for (const slot of slots) {
    if (!slot || !slot.length) continue;
    const label = slot.length > 1 ? `${slot[0]} (or ${slot.length - 1} other)` : slot[0];
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const parts = [...counts].map(([k, n]) => `${n} × ${k}`);
  return `Recipe (${r.shape ? 'shaped' : 'shapeless'}, makes ${r.count}): ${parts.join(', ')}` + (recipes.length > 1 ? ` — ${recipes.length} recipes in all` : '');
}

/** Markdown describing an item/block/entity/effect/enchantment id. */
export function describeId(registry: Registry, kind: string, id: string): string | undefined {
  const lines: string[] = [];
  const item = registry.items.get(id);
  const block = registry.blocks.get(id);
  if (kind === 'item' || kind === 'block') {
    const main = kind === 'item' ? item ?? block : block ?? item;
    if (!main) return undefined;
    lines.push(`**${main.displayName}** \`minecraft:${id}\``);
    const kinds = [item && 'item', block && 'block'].filter(Boolean).join(' and ');
    lines.push(`${kinds[0].toUpperCase()}${kinds.slice(1)}` + (item ? `, stacks to ${item.stackSize}` : '') + (item?.maxDurability ? `, durability ${item.maxDurability}` : '') + '.');
    if (item) {
      const recipe = recipeSummary(registry, id);
      if (recipe) lines.push(recipe);
    }
    if (block) {
      lines.push(block.harvestTools?.length
        ? `Harvest with: ${block.harvestTools.join(', ')}${block.drops.length ? `; drops ${block.drops.join(', ')}` : ''}.`
        : `Can be broken by hand${block.drops.length ? `; drops ${block.drops.join(', ')}` : ''}.`);
      if (block.states?.length) lines.push(`States: ${block.states.map((s) => `${s.name}=${s.values.join('|')}`).join(', ')}`);
    }
    return lines.join('\n\n');
  }
  if (kind === 'entity') {
    const e = registry.entities.get(id);
    if (!e) return undefined;
    lines.push(`**${e.displayName}** \`minecraft:${id}\``, `Entity (${e.category}).`);
    const loot = registry.entityLoot.get(id);
    if (loot?.length) lines.push(`Drops: ${loot.map((d) => d.item + (d.chance < 1 ? ` (${Math.round(d.chance * 100)}%)` : '')).join(', ')}`);
    return lines.join('\n\n');
  }
  if (kind === 'effect' || kind === 'mob_effect') {
    const e = registry.effects.get(id);
    return e && `**${e.displayName}** \`minecraft:${id}\`\n\nStatus effect (${e.type === 'good' ? 'beneficial' : e.type === 'bad' ? 'harmful' : e.type}).`;
  }
  if (kind === 'enchantment') {
    const e = registry.enchantments.get(id);
    return e && `**${e.displayName}** \`minecraft:${id}\`\n\nEnchantment, levels 1–${e.maxLevel}${e.category ? ` (${e.category})` : ''}.`;
  }
  return undefined;
}

function idOf(value: ArgValue | undefined): { kind: string; id: string; start: number; end: number } | undefined {
  if (!value) return undefined;
  if (value.type === 'item' && !value.tag) return { kind: 'item', id: value.id, start: value.idStart, end: value.idEnd };
  if (value.type === 'block' && !value.tag) return { kind: 'block', id: value.id, start: value.idStart, end: value.idEnd };
  if (value.type === 'entity') return { kind: 'entity', id: value.id, start: value.idStart, end: value.idEnd };
  if (value.type === 'id') return { kind: value.registry, id: value.id, start: value.idStart, end: value.idEnd };
  return undefined;
}

function argAt(cmd: ParsedCommand, cursor: number): { arg: ParsedArg; cmd: ParsedCommand; index: number } | undefined {
  if (cmd.run && cmd.run.args.length && cursor >= cmd.run.args[0].start) {
    const inner = argAt(cmd.run, cursor);
    if (inner) return inner;
  }
  const index = cmd.args.findIndex((a) => cursor >= a.start && cursor < Math.max(a.end, a.start + 1));
  return index < 0 ? undefined : { arg: cmd.args[index], cmd, index };
}

export function describe(line: string, cursor: number, registry: Registry): CommandHoverInfo | undefined {
  const parsed = walkLine(line, registry);
  const hit = argAt(parsed, cursor);
  if (!hit) return undefined;
  const { arg, index } = hit;
  if (arg.kind === 'literal') {
    if (index !== 0) return { start: arg.start, end: arg.end, markdown: `\`${arg.name}\` — subcommand of /${hit.cmd.args[0].name}` };
    const node = registry.commandRoot.children.find((c) => c.name === arg.name);
    if (!node) return undefined;
    const lines = usageLines(node);
    return { start: arg.start, end: arg.end, markdown: `**/${arg.name}**\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`` };
  }
  const id = idOf(arg.value);
  if (id && cursor >= id.start && cursor <= id.end) {
    const md = describeId(registry, id.kind, id.id);
    if (md) return { start: id.start, end: id.end, markdown: md };
  }
  const mod = '';
  return { start: arg.start, end: arg.end, markdown: `\`<${arg.name}>\` — ${arg.parser ?? 'argument'}${mod}` };
}
