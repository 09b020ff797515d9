/**
 * Typed access to the arguments of a command the checker parsed: handlers
 * read `<pos>`, `<targets>`, `<item>` by their Brigadier node names and get
 * the checker's values; nothing here reads the command text again.
 */
import type { ArgValue, ParsedArg, ParsedCommand } from '../../../model/commands';

type Of<T extends ArgValue['type']> = Extract<ArgValue, { type: T }>;

export type SelectorValue = Of<'selector'>;
export type ItemValue = Of<'item'>;
export type BlockValue = Of<'block'>;

export class CommandArgs {
  readonly name: string;
  /** The whole parsed command (set for a command line; /execute walks its modifiers and `run`). */
  command?: ParsedCommand;
  constructor(readonly args: ParsedArg[], name?: string) {
    this.name = name ?? args[0]?.name ?? '';
  }

  static of(cmd: ParsedCommand): CommandArgs {
    const a = new CommandArgs(cmd.args, cmd.name);
    a.command = cmd;
    return a;
  }

  /** True when the literal `word` is on the command's path (`/fill … hollow`). */
  has(word: string): boolean {
    return this.args.some((a, i) => i > 0 && a.kind === 'literal' && a.name === word);
  }

  /** The literal at position `i` (0 is the command name). */
  literal(i: number): string | undefined {
    const a = this.args[i];
    return a?.kind === 'literal' ? a.name : undefined;
  }

  value(name: string): ArgValue | undefined {
    return this.args.find((a) => a.kind === 'argument' && a.name === name)?.value;
  }

  private typed<T extends ArgValue['type']>(name: string, type: T): Of<T> | undefined {
    const v = this.value(name);
    return v?.type === type ? (v as Of<T>) : undefined;
  }

  selector(name: string): SelectorValue | undefined { return this.typed(name, 'selector'); }
  coords(name: string) { return this.typed(name, 'coords')?.coords; }
  item(name: string): ItemValue | undefined { return this.typed(name, 'item'); }
  block(name: string): BlockValue | undefined { return this.typed(name, 'block'); }
  id(name: string): string | undefined {
    const v = this.value(name);
    return v && 'id' in v ? v.id : undefined;
  }
  number(name: string): number | undefined { return this.typed(name, 'number')?.value; }
  bool(name: string): boolean | undefined { return this.typed(name, 'bool')?.value; }
  string(name: string): string | undefined {
    const v = this.value(name);
    if (v?.type === 'string') return v.value;
    if (v?.type === 'slot') return v.slot;
    return this.args.find((a) => a.kind === 'argument' && a.name === name)?.text;
  }
}
