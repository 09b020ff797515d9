/** Public API of the embedded Minecraft 1.16.5 server used for task verification. */
export { startEmbeddedServer } from './startServer';
export type { EmbeddedServer, EmbeddedServerOptions } from './startServer';
export { runCommand } from './runCommand';
export type { CommandResult } from './commandHandlers/dispatcher';
export { StatsTracker } from './stats';
export type { StatCategory, StatEvent, StatSnapshot } from './stats';
export { connectExternal } from './externalServer';
export type { ExternalConnection } from './externalServer';
export { SPAWN, SURFACE_Y, TREE_BASES } from './flatWorld';
export { budgetOf, LIMITS } from './limits';
