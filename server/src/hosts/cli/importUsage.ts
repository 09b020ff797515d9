/** The usage line of `mcu-task import`, apart from the command so main.ts can print it without loading the importer. */
export const IMPORT_USAGE = 'mcu-task import minedojo <specs.json|specs.yaml|MineDojo folder> --out DIR [--only harvest,combat,techtree,survival,playthrough,creative] [--force] [--verify [--jobs N] [--timeout S]] [--format text|json]';
