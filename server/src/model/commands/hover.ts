/** Hover text: usage for command names, facts for ids, the expected form for other arguments. */
import { describeId } from '../../vanilla/describeId';
import type { Registry } from '../../vanilla/registry';
import { walkLine } from './parser';
import type { ArgValue, CommandHoverInfo, ParsedArg, ParsedCommand } from './commandTypes';
import { usageLines } from './usage';

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
    const md = describeId(id.id, registry, id.kind === 'item' || id.kind === 'block' || id.kind === 'entity' ? id.kind : undefined);
    if (md) return { start: id.start, end: id.end, markdown: md };
  }
  const mod = '';
  return { start: arg.start, end: arg.end, markdown: `\`<${arg.name}>\` — ${arg.parser ?? 'argument'}${mod}` };
}
