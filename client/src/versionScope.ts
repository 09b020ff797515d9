/**
 * Which `mcu.minecraftVersion` the status bar shows and where its picker
 * writes (vscode-free, so it can be unit-tested). The setting is
 * resource-scoped: in a multi-root workspace each folder may have its own.
 */

/** Versions the extension ships checks for (package.json's enum). */
export const VERSIONS = ['1.16.5', '1.20.4'];

/** The version the server checks with for a setting value: a value it does not ship falls back to the first (1.16.5). */
export function shownVersion(raw: unknown): string {
  return typeof raw === 'string' && VERSIONS.includes(raw) ? raw : VERSIONS[0];
}

/**
 * Where a picked version is saved: the active file's workspace folder in a
 * multi-root workspace (so the other folders keep theirs), else the workspace
 * (a single folder's settings.json, or the workspace file for a file in no folder).
 */
export function versionTarget(workspaceFolderCount: number, fileInFolder: boolean): 'folder' | 'workspace' {
  return workspaceFolderCount > 1 && fileInFolder ? 'folder' : 'workspace';
}
