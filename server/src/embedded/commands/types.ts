/** Shared types of the embedded server's command implementations. */
import type { Vec3 } from 'vec3';
import type { EmbeddedContext } from '../plugins/context';

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

export type CommandHandler = (args: string, src: CommandSource, ctx: EmbeddedContext) => Promise<string> | string;

export interface CommandSpec {
  name: string;
  aliases?: string[];
  usage: string;
  run: CommandHandler;
}
