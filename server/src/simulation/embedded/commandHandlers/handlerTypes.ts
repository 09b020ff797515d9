/** Shared types of the embedded server's command implementations. */
import type { Vec3 } from 'vec3';
import type { EmbeddedContext } from '../plugins/context';
import type { CommandArgs } from './args';
import { stripNamespace as bareId } from '../../../vanilla/registry';

/** Who runs a command and from where (vanilla's CommandSourceStack). */
export interface CommandSource {
  /** The player who typed the command or whose init command this is (replies go to them). */
  player: any;
  /** The executing entity (`@s`); changed by `execute as`. May be null. */
  entity: any;
  position: Vec3;
  /** Degrees, vanilla convention: yaw 0 = south (+z), pitch > 0 looks down. */
  yaw: number;
  pitch: number;
  world: any;
}

/** A command that cannot be carried out; the message is the reply. */
export class CommandError extends Error {}

/** A reply with vanilla's numeric command result (what `execute store result` stores; 1 when only a reply is given). */
export interface Replied { reply: string; result: number }

/** Runs a command the checker parsed without an error; returns the reply, throws CommandError with a vanilla-style reason. */
export type CommandHandler = (args: CommandArgs, src: CommandSource, ctx: EmbeddedContext) => Promise<string | Replied> | string | Replied;

export interface CommandSpec {
  /** The command's name in the 1.16.5 tree (aliases such as tp and xp redirect there). */
  name: string;
  run: CommandHandler;
}

/** Bare id: `minecraft:` dropped (the registry's one rule, stripNamespace). */
export { bareId };
