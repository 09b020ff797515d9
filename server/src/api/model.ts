/**
 * The CLI's door to the task model: diagnostics, codes, file-size limits, the catalogue.
 */
export { CATEGORIES, catalogueGoal, countByCategory, findCatalogueEntry, isCategory, taskCatalogue } from '../model/catalogue';
export { TaskTreeSyntaxError, parseTaskTree, treeFromFlags } from '../model/composition/parse';
export type { TaskTree } from '../model/composition/parse';
export { FILE } from '../model/diagnosticCodes';
export { HARNESSES, isHarness } from '../model/minestudio/harness';
export type { TaskDiagnostic } from '../model/task/diagnostic';
export { DEFAULT_MAX_FILE_SIZE_MB, MAX_FILE_SIZE_MB_CEILING, megabytesToBytes } from '../model/task/fileSizeLimit';
export { TaskModel } from '../model/task/taskModel';
