import { DEFAULT_TASK_GLOBS } from '../core/taskFileDetection';

/** The `mcu.*` settings the language server reads. */
export interface ServerSettings {
  minecraftVersion: string;
  taskFiles: string[];
  /** Diagnostic codes or prefixes (ending in '/') to switch off. */
  disabledChecks: string[];
  /** Milliseconds to wait after a change before validating. */
  validationDelay: number;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  minecraftVersion: '1.16.5',
  taskFiles: DEFAULT_TASK_GLOBS,
  disabledChecks: [],
  validationDelay: 150,
};

/** Reads the `mcu` configuration section, keeping defaults for anything missing or of the wrong type. */
export function readSettings(raw: unknown): ServerSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const checks = (r.checks && typeof r.checks === 'object' ? r.checks : {}) as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);
  return {
    minecraftVersion: typeof r.minecraftVersion === 'string' && r.minecraftVersion ? r.minecraftVersion : DEFAULT_SETTINGS.minecraftVersion,
    taskFiles: strings(r.taskFiles) ?? DEFAULT_SETTINGS.taskFiles,
    disabledChecks: strings(checks.disabled) ?? DEFAULT_SETTINGS.disabledChecks,
    validationDelay: typeof r.validationDelay === 'number' && r.validationDelay >= 0 ? r.validationDelay : DEFAULT_SETTINGS.validationDelay,
  };
}
