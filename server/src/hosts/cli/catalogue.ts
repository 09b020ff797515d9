import { CATEGORIES, catalogueGoal, countByCategory, isCategory, taskCatalogue } from '../../api/model';
import { availableVersions, getRegistry } from '../../api/vanilla';
import { lastFlag, parseArgs } from './args';
import { CliCommand, UsageError } from './io';

export const CATALOGUE_USAGE = 'mcu-task catalogue [--format text|json] [--category C]… [--subcategory S] [--mc-version V]';

/**
 * `mcu-task catalogue`: the atomic tasks of the catalogue. Text output is one
 * task per line, so it can feed `mcu-task generate --tasks`; JSON is an array
 * of {task, category, subcategory} with the goal each stands for (`goals`, as the reader takes its text) or
 * `judgeOnly` (why only a judge can score it). Counts per category go to stderr.
 */
export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['format', 'category', 'subcategory', 'mc-version'] });
  if (args.positional.length) throw new UsageError(`unexpected argument ${args.positional[0]}`);
  const format = lastFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError('--format must be text or json');
  const categories = args.flags.get('category') ?? [];
  for (const c of categories) if (!isCategory(c)) throw new UsageError(`unknown category ${c}; the categories are ${CATEGORIES.join(', ')}`);
  const version = lastFlag(args, 'mc-version');
  if (version && !availableVersions().versions.includes(version)) throw new UsageError(`no Minecraft data for version ${version}`);
  const sub = lastFlag(args, 'subcategory');
  const reg = getRegistry(version);
  const entries = taskCatalogue(reg).filter((e) => (!categories.length || categories.includes(e.category)) && (!sub || e.subcategory === sub));
  if (format === 'json') {
    const goalOf = (e: (typeof entries)[number]) => {
      const { goals, judgeOnly } = catalogueGoal(reg, e);
      return judgeOnly ? { judgeOnly } : { goals: goals.map(({ from: _from, text: _text, ...g }) => g) };
    };
    io.stdout(JSON.stringify(entries.map((e) => ({ task: e.task, category: e.category, subcategory: e.subcategory, ...goalOf(e) })), null, 2) + '\n');
  }
  else io.stdout(entries.map((e) => e.task + '\n').join(''));
  const counts = [...countByCategory(entries)].map(([c, n]) => `${c} ${n}`).join(', ');
  io.stderr(`${entries.length} task${entries.length === 1 ? '' : 's'}${counts ? ` (${counts})` : ''}\n`);
  return 0;
};
