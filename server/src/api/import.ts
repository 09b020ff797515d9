/**
 * The CLI's door to importing MineDojo task specs.
 */
export { SourceError } from '../evaluation/import/minedojo/readSource';
export { IMPORT_KINDS } from '../evaluation/import/minedojo/specTypes';
export type { ImportKind } from '../evaluation/import/minedojo/specTypes';
