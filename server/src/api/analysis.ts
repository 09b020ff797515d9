/**
 * The CLI's door to the analysis beyond ./index: which findings a file's settings turn off.
 */
export { filterDisabled } from '../analysis/lint/validate';
