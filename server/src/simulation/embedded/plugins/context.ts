/** State shared by the plugin pack's parts for one embedded server. */
import type { StatsTracker } from '../stats';
import type { SceneBudget } from '../limits';
import type { GameDraws } from './gameDraws';

export interface EmbeddedContext {
  serv: any;
  stats: StatsTracker;
  /** Harvest-tool and dig-time enforcement. */
  strict: boolean;
  log: (line: string) => void;
  /** Timers/intervals the pack (or flying-squid on its behalf) created; cleared by close(). */
  timers: Set<NodeJS.Timeout>;
  /** Per-player interval sets (flying-squid's tab-list latency timers), cleared on leave and on close. */
  playerTimers: Set<Set<NodeJS.Timeout>>;
  /** Game rules set with /gamerule (stored; honoured: doDaylightCycle, keepInventory, doMobLoot, doTileDrops, fallDamage, fireDamage, naturalRegeneration). */
  gamerules?: Map<string, string>;
  /** Set while a command block's command runs ("the repeating command block at 2 64 0"): deaths name it. */
  commandBlockRun?: string;
  /** The world's seed (0 for the superflat world): seeds merchants' random offers (villagerLife.ts). */
  worldSeed?: number;
  /** Limits and deadline of the scene the init commands build (see limits.ts). */
  budget?: SceneBudget;
  /** The chance draws' streams (gameDraws.ts). */
  draws?: GameDraws;
}
