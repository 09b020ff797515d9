/**
 * The language server's view of the files beside tasks: one file index per
 * workspace folder (taskFiles/workspaceFiles.ts), built on first use and kept
 * current from workspace/didChangeWatchedFiles, and the saved verification
 * reports read once per change. Document links and verify-outcome hints ask
 * here, so typing never walks or reads the disk. In an untrusted workspace
 * nothing is listed or read (the caller checks the trust flag).
 */
import { DiskSideFiles, folderSideFiles, reportOutcomes, ReportOutcomes, SideFiles, WorkspaceFileIndex } from '../../api';
import { READ_LIMITS, readTextFile } from '../../util/safeRead';

/** How long a report read from a file outside every workspace folder (no change notifications there) is trusted. */
const UNWATCHED_REPORT_TTL_MS = 2000;

export class SideFileStore {
  private readonly indexes: WorkspaceFileIndex[];
  private readonly disk = new DiskSideFiles();
  private readonly reports = new Map<string, { at: number; outcomes?: ReportOutcomes }>();

  constructor(roots: string[]) {
    // Deepest folder first, so a nested workspace folder wins.
    this.indexes = roots.map((r) => new WorkspaceFileIndex(r)).sort((a, b) => b.root.length - a.root.length);
  }

  /** The workspace folders' listings (shared with workspace diagnostics, so each folder is walked once). */
  get folderIndexes(): readonly WorkspaceFileIndex[] {
    return this.indexes;
  }

  private indexFor(file: string): WorkspaceFileIndex | undefined {
    return this.indexes.find((i) => i.contains(file));
  }

  /** The side files for a task, once its folder is listed. */
  async filesFor(taskFile: string): Promise<SideFiles> {
    const index = this.indexFor(taskFile);
    if (!index) return this.disk;
    await index.ready();
    return folderSideFiles(index, this.disk);
  }

  /** The outcomes of the saved report at `file`, when it exists and reads as a report. */
  reportAt(file: string, files: SideFiles): ReportOutcomes | undefined {
    if (!files.exists(file)) {
      this.reports.delete(file);
      return undefined;
    }
    const watched = !!this.indexFor(file);
    const known = this.reports.get(file);
    if (known && (watched || Date.now() - known.at < UNWATCHED_REPORT_TTL_MS)) return known.outcomes;
    let outcomes: ReportOutcomes | undefined;
    try {
      outcomes = reportOutcomes(JSON.parse(readTextFile(file, READ_LIMITS.verifyReport)));
    } catch {
      outcomes = undefined;
    }
    if (this.reports.size > 200) this.reports.clear();
    this.reports.set(file, { at: Date.now(), outcomes });
    return outcomes;
  }

  /** A file-change notification: 1 created, 2 changed, 3 deleted (LSP FileChangeType). Returns true when a report changed. */
  changed(file: string, type: number): boolean {
    const index = this.indexFor(file);
    if (index?.isReady()) {
      if (type === 1) index.created(file);
      else if (type === 3) index.deleted(file);
    }
    const report = file.endsWith('.verify.json');
    if (report) this.reports.delete(file);
    return report;
  }
}
