import { DEFAULT_TASK_GLOBS } from '../taskFiles/taskFileDetection';
import { validTaskGlobs } from '../taskFiles/taskGlobSetting';
import { DEFAULT_MAX_FILE_SIZE_MB, validMaxFileSizeMb } from '../core/fileSizeLimit';
import { knownVersionOrDefault } from '../mc/knownVersions';
import { Harness, HARNESSES, isHarness } from '../core/minestudio/harness';

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
  /** mcu.criteria.folder: where criteria files are written and looked for (criteriaLocation.ts). */
  criteriaFolder: string;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  minecraftVersion: '1.16.5',
  taskFiles: DEFAULT_TASK_GLOBS,
  disabledChecks: [],
  validationDelay: 150,
  maxFileSizeMb: DEFAULT_MAX_FILE_SIZE_MB,
  harness: 'any',
  criteriaFolder: 'criteria_files',
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
    criteriaFolder: criteriaFolderSetting(r.criteria, warn),
  };
}

function harnessSetting(v: unknown, warn: (message: string) => void): Harness {
  if (v === undefined || isHarness(v)) return v ?? 'any';
  warn(`mcu.harness must be one of ${HARNESSES.join(', ')}; using any`);
  return 'any';
}

/** A folder path of sane length without control characters; anything else keeps criteria_files. */
function criteriaFolderSetting(v: unknown, warn: (message: string) => void): string {
  const folder = v && typeof v === 'object' ? (v as Record<string, unknown>).folder : undefined;
  if (folder === undefined || folder === '') return DEFAULT_SETTINGS.criteriaFolder;
  if (typeof folder === 'string' && folder.length <= 1024 && !/[\u0000-\u001f]/.test(folder)) return folder;
  warn('mcu.criteria.folder must be a folder path; using criteria_files');
  return DEFAULT_SETTINGS.criteriaFolder;
}
