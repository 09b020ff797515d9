/**
 * The shape of a saved `<task>.verify.json` as its readers (the report, the
 * preview, the hints, insight) rely on it, checked where it is read: the file
 * is data from disk, and a field of the wrong type (`"toolVersion":
 * {"toString": 1}`, which String() and template strings cannot convert) must
 * make this one file unreadable, never throw in the middle of a run.
 * Lists are checked to be lists; their items are read with a type check each.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/** The run manifest's fields (verify/verifyReport.ts RunManifest) and the type each must have when present. */
const RUN_FIELDS: Record<string, 'string' | 'number'> = {
  tool: 'string',
  toolVersion: 'string',
  startedAt: 'string',
  timeoutSeconds: 'number',
  setupTimeoutSeconds: 'number',
  seed: 'number',
  worldRequest: 'string',
  biome: 'string',
  worldSeed: 'number',
  jobs: 'number',
  shard: 'string',
};

function fieldProblem(where: string, v: unknown, type: 'string' | 'number'): string | undefined {
  if (v === undefined) return undefined;
  if (type === 'number' ? typeof v === 'number' && Number.isFinite(v) : typeof v === type) return undefined;
  return `${where} is ${typeName(v)}, not a ${type === 'number' ? 'finite number' : 'string'}`;
}

/** Why a parsed report cannot be read as a verification report (a verdict and reward totals); undefined when it can. */
export function savedReportProblem(value: unknown): string | undefined {
  if (!isObject(value)) return `not a verification report (${typeName(value)}, not a JSON object)`;
  if (!(value.verified === true || value.verified === false || value.verified === null)) return 'not a verification report (no verified: true, false or null)';
  if (typeof value.reward !== 'number' || typeof value.maxReward !== 'number') return 'not a verification report (no reward and maxReward)';
  return savedReportFieldProblem(value);
}

/** Why the fields a report has are not of the types its readers expect (absent fields are no problem); undefined when they are. */
export function savedReportFieldProblem(value: unknown): string | undefined {
  if (!isObject(value)) return `not a verification report (${typeName(value)}, not a JSON object)`;
  const problems: string[] = [];
  const add = (p: string | undefined) => p && problems.push(p);
  add(fieldProblem('reward', value.reward, 'number'));
  add(fieldProblem('maxReward', value.maxReward, 'number'));
  add(fieldProblem('verdictReason', value.verdictReason, 'string'));
  add(fieldProblem('server', value.server, 'string'));
  if (value.run !== undefined) {
    if (!isObject(value.run)) add(`run is ${typeName(value.run)}, not an object`);
    else for (const [k, type] of Object.entries(RUN_FIELDS)) add(fieldProblem(`run.${k}`, value.run[k], type));
  }
  for (const k of ['goals', 'entries', 'timeline', 'phases', 'limitations', 'incidents']) {
    if (value[k] !== undefined && !Array.isArray(value[k])) add(`${k} is ${typeName(value[k])}, not a list`);
  }
  if (!problems.length) return undefined;
  const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
  return `a damaged verification report: ${problems.slice(0, 3).join('; ')}${more}`;
}
