/**
 * Server administration commands: they manage players, saving and the server
 * process, never the scene, so they have no place in a task file. The checker
 * warns about them and the embedded server refuses them (`stop` would end a
 * real server, and flying-squid's `stop` ends the whole node process).
 */
export const ADMIN_COMMANDS: ReadonlySet<string> = new Set([
  'stop', 'op', 'deop', 'ban', 'ban-ip', 'banlist', 'pardon', 'pardon-ip', 'kick', 'whitelist',
  'save-all', 'save-on', 'save-off', 'reload', 'publish', 'debug', 'perf', 'jfr', 'setidletimeout',
]);

export function isAdminCommand(name: string): boolean {
  return ADMIN_COMMANDS.has(name.replace(/^minecraft:/, '').toLowerCase());
}
