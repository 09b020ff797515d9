/**
 * Variants a task names beside a mob: the 16 dye colours (a blue sheep) and
 * the villager professions (the librarian), in their 1.16.5 id order, and how
 * an instruction spells them. One list for the reader, the proofs, the agent
 * and the embedded server.
 */

/** Dye colours in id order (a sheep's Color tag, the wool metadata's low bits). */
export const DYE_COLORS = ['white', 'orange', 'magenta', 'light_blue', 'yellow', 'lime', 'pink', 'gray', 'light_gray', 'cyan', 'purple',
  'blue', 'brown', 'green', 'red', 'black'];

/** Villager professions in registry id order (the villager data metadata's profession number). */
export const VILLAGER_PROFESSIONS = [
  'none', 'armorer', 'butcher', 'cartographer', 'cleric', 'farmer', 'fisherman', 'fletcher', 'leatherworker',
  'librarian', 'mason', 'nitwit', 'shepherd', 'toolsmith', 'weaponsmith',
];

const COLOUR_WORDS = new RegExp(`\\b(${[...DYE_COLORS.map((c) => c.replace('_', ' ')), 'grey', 'light grey'].sort((a, b) => b.length - a.length).join('|')})\\b`);
const PROFESSION_WORDS = new RegExp(`\\b(${[...VILLAGER_PROFESSIONS.filter((p) => p !== 'none'), 'armourer'].join('|')})s?\\b`);

/** The dye colour words name, as its id ("light grey" → light_gray), with where it was found. */
export function colourIn(words: string): { id: string; index: number } | undefined {
  const m = COLOUR_WORDS.exec(words);
  return m ? { id: m[1].replace('grey', 'gray').replace(' ', '_'), index: m.index } : undefined;
}

/** The villager profession words name ("the armourers" → armorer), with the words and where they were found. */
export function professionIn(words: string): { id: string; phrase: string; index: number } | undefined {
  const m = PROFESSION_WORDS.exec(words);
  return m ? { id: m[1].replace('armourer', 'armorer'), phrase: m[0], index: m.index } : undefined;
}
