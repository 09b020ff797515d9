import { DEFAULT_JUDGE_GLOBS, DEFAULT_VIDEO_GLOBS } from '../../evaluation/taskFiles/previewGlobs';
import { DEFAULT_TASK_GLOBS } from '../../evaluation/taskFiles/taskFileDetection';
import { validTaskGlobs } from '../../evaluation/taskFiles/taskGlobSetting';
import { DEFAULT_MAX_FILE_SIZE_MB, validMaxFileSizeMb } from '../../model/task/fileSizeLimit';
import { knownVersionOrDefault } from '../../vanilla/knownVersions';
import { Harness, HARNESSES, isHarness } from '../../model/minestudio/harness';

/** The `mcu.*` settings the language server reads. */
export interface ServerSettings {
  minecraftVersion: string;
  taskFiles: string[];
  /** Diagnostic codes or prefixes (ending in '/') to switch off. */
  disabledChecks: string[];
  /** Milliseconds to wait after a change before validating. */
  validationDelay: number;
  /** Documents larger than this (in MB of UTF-8) are not checked. */
  maxFileSizeMb: number;
  /** The harness the project targets (mcu.harness): keys it ignores get an information finding. */
  harness: Harness;
  /** mcu.inlayHints.*: which kinds of inlay hint are shown. */
  inlayHints: InlayHintSettings;
  /** Where side files are looked for (document links): mcu.criteria.folder and the preview's globs. */
  sideFiles: SideFileSettings;
  /** mcu.workspaceDiagnostics: check every task file of the workspace folders, not only the open ones. */
  workspaceDiagnostics: boolean;
}

export interface InlayHintSettings {
  displayNames: boolean;
  relativePositions: boolean;
  rewardTotals: boolean;
  verifyOutcomes: boolean;
}

export interface SideFileSettings {
  criteriaFolder: string;
  videoGlobs: string[];
  judgeGlobs: string[];
}

const HINT_KINDS = ['displayNames', 'relativePositions', 'rewardTotals', 'verifyOutcomes'] as const;

export const DEFAULT_SETTINGS: ServerSettings = {
  minecraftVersion: '1.16.5',
  taskFiles: DEFAULT_TASK_GLOBS,
  disabledChecks: [],
  validationDelay: 150,
  maxFileSizeMb: DEFAULT_MAX_FILE_SIZE_MB,
  harness: 'any',
  inlayHints: { displayNames: true, relativePositions: true, rewardTotals: true, verifyOutcomes: true },
  sideFiles: {
    criteriaFolder: 'criteria_files',
    videoGlobs: [...DEFAULT_VIDEO_GLOBS],
    judgeGlobs: [...DEFAULT_JUDGE_GLOBS],
  },
  workspaceDiagnostics: true,
};

/**
 * Reads the `mcu` configuration section, keeping defaults for anything missing
 * or of the wrong type. Settings can come from an untrusted workspace, so the
 * version must be one we ship and the globs are bounded; what is rejected is
 * reported to `warn`.
 */
export function readSettings(raw: unknown, warn: (message: string) => void = () => undefined): ServerSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const checks = (r.checks && typeof r.checks === 'object' ? r.checks : {}) as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);
  return {
    minecraftVersion: knownVersionOrDefault(r.minecraftVersion, warn),
    taskFiles: validTaskGlobs(r.taskFiles, warn),
    disabledChecks: strings(checks.disabled) ?? DEFAULT_SETTINGS.disabledChecks,
    validationDelay: typeof r.validationDelay === 'number' && r.validationDelay >= 0 ? r.validationDelay : DEFAULT_SETTINGS.validationDelay,
    maxFileSizeMb: validMaxFileSizeMb(r.maxFileSizeMb, warn),
    harness: harnessSetting(r.harness, warn),
    inlayHints: inlayHintSettings(r.inlayHints, warn),
    sideFiles: sideFileSettings(r, warn),
    workspaceDiagnostics: booleanSetting(r.workspaceDiagnostics, 'mcu.workspaceDiagnostics', DEFAULT_SETTINGS.workspaceDiagnostics, warn),
  };
}

function inlayHintSettings(v: unknown, warn: (message: string) => void): InlayHintSettings {
  const r = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const out = { ...DEFAULT_SETTINGS.inlayHints };
  for (const k of HINT_KINDS) out[k] = booleanSetting(r[k], `mcu.inlayHints.${k}`, out[k], warn);
  return out;
}

const MAX_SIDE_GLOBS = 50;
const MAX_SIDE_GLOB_LENGTH = 300;

/** A glob list setting: strings of at most MAX_SIDE_GLOB_LENGTH characters, at most MAX_SIDE_GLOBS of them; anything else is the default. */
function sideGlobs(v: unknown, name: string, fallback: string[], warn: (message: string) => void): string[] {
  if (v === undefined) return fallback;
  const ok = Array.isArray(v) && v.length <= MAX_SIDE_GLOBS && v.every((g) => typeof g === 'string' && g.length > 0 && g.length <= MAX_SIDE_GLOB_LENGTH);
  if (!ok) warn(`${name} must be a list of at most ${MAX_SIDE_GLOBS} globs of at most ${MAX_SIDE_GLOB_LENGTH} characters; using the defaults`);
  return ok ? (v as string[]) : fallback;
}

function sideFileSettings(r: Record<string, unknown>, warn: (message: string) => void): SideFileSettings {
  const d = DEFAULT_SETTINGS.sideFiles;
  const preview = (r.preview && typeof r.preview === 'object' ? r.preview : {}) as Record<string, unknown>;
  const criteria = (r.criteria && typeof r.criteria === 'object' ? r.criteria : {}) as Record<string, unknown>;
  return {
    criteriaFolder: criteriaFolderSetting(criteria, warn),
    videoGlobs: sideGlobs(preview.videoGlobs, 'mcu.preview.videoGlobs', d.videoGlobs, warn),
    judgeGlobs: sideGlobs(preview.judgeGlobs, 'mcu.preview.judgeGlobs', d.judgeGlobs, warn),
  };
}

function booleanSetting(v: unknown, name: string, fallback: boolean, warn: (message: string) => void): boolean {
  if (typeof v === 'boolean') return v;
  if (v !== undefined) warn(`${name} must be true or false; using ${fallback}`);
  return fallback;
}

function harnessSetting(v: unknown, warn: (message: string) => void): Harness {
  if (v === undefined || isHarness(v)) return v ?? 'any';
  warn(`mcu.harness must be one of ${HARNESSES.join(', ')}; using any`);
  return 'any';
}

/** A folder path of sane length without control characters; anything else keeps criteria_files. */
function criteriaFolderSetting(v: unknown, warn: (message: string) => void): string {
  const folder = v && typeof v === 'object' ? (v as Record<string, unknown>).folder : undefined;
  if (folder === undefined || folder === '') return DEFAULT_SETTINGS.sideFiles.criteriaFolder;
  if (typeof folder === 'string' && folder.length <= 1024 && !/[\u0000-\u001f]/.test(folder)) return folder;
  warn('mcu.criteria.folder must be a folder path; using criteria_files');
  return DEFAULT_SETTINGS.sideFiles.criteriaFolder;
}
