/**
 * `mcu.minecraftVersion` per workspace folder. The setting is resource-scoped:
 * in a multi-root workspace each folder may check its tasks against another
 * version. The server asks the client for each folder's value (the
 * `workspace/configuration` item's scopeUri), keeps the answers until the
 * configuration or the folders change, and gives a document its folder's
 * version; a document in no folder (or a client that does not answer per
 * folder) gets the workspace-wide setting.
 */
import { knownVersionOrDefault } from '../../vanilla/knownVersions';
import { excerpt } from '../../util/excerpt';
import { uriToPath } from './uriPath';

/** Asks the client for the `mcu` section as seen from each scope URI, in order. */
export type ScopedConfiguration = (items: { section: string; scopeUri: string }[]) => Promise<unknown[]>;

/** A folder URI ending in `/`, so `file:///a/b/` is not a prefix of `file:///a/bc/x.yaml`. */
function asFolder(uri: string): string {
  return uri.endsWith('/') ? uri : uri + '/';
}

/** A folder's name for messages: the last part of its path (never throws on a malformed URI). */
export function folderName(folder: string): string {
  return excerpt(uriToPath(folder.replace(/\/$/, '')).split(/[\\/]/).pop() || folder);
}

export class FolderVersions {
  private folders: string[] = [];
  /** Each folder's URI as the client gave it (the scopeUri to ask with). */
  private readonly given = new Map<string, string>();
  private readonly versions = new Map<string, string>();

  /** The workspace folders (their URIs); forgets versions of folders no longer open. */
  setFolders(uris: string[]): void {
    // Longest first: a nested folder wins over the folder holding it.
    this.given.clear();
    for (const uri of uris) this.given.set(asFolder(uri), uri);
    this.folders = [...this.given.keys()].sort((a, b) => b.length - a.length);
    for (const f of [...this.versions.keys()]) if (!this.folders.includes(f)) this.versions.delete(f);
  }

  get folderUris(): readonly string[] {
    return this.folders;
  }

  folderOf(documentUri: string): string | undefined {
    return this.folders.find((f) => documentUri.startsWith(f));
  }

  /** The version for a document: its folder's, else `workspaceVersion`. */
  versionFor(documentUri: string, workspaceVersion: string): string {
    const folder = this.folderOf(documentUri);
    return (folder && this.versions.get(folder)) ?? workspaceVersion;
  }

  /**
   * Re-reads every folder's value. Values come from an untrusted workspace:
   * only a version the extension ships is kept (else the default, said to
   * `warn`); a folder the client says nothing about follows the workspace setting.
   */
  async refresh(ask: ScopedConfiguration, warn: (message: string) => void): Promise<void> {
    const folders = this.folders;
    if (!folders.length) return;
    const reply: unknown = await ask(folders.map((f) => ({ section: 'mcu', scopeUri: this.given.get(f) ?? f })));
    const answers: unknown[] = Array.isArray(reply) ? reply : [];
    this.versions.clear();
    folders.forEach((folder, i) => {
      const answer = answers[i];
      const raw = answer && typeof answer === 'object' ? (answer as Record<string, unknown>).minecraftVersion : undefined;
      if (raw === undefined || raw === null) return;
      this.versions.set(folder, knownVersionOrDefault(raw, (m) => warn(`${m} (folder ${folderName(folder)})`)));
    });
  }
}
