/**
 * The CLI's door to finding task and criteria files.
 */
export { FileProblem, collectYamlFiles, readText } from '../evaluation/taskFiles/collectFiles';
export { hasTaskKeys, isTaskFile } from '../evaluation/taskFiles/taskFileDetection';
