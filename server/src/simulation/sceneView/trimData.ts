/**
 * minecraft-data's data.js lists every version's JSON files (require() behind getters), so a
 * browser bundle of it would carry all of them (prismarine-viewer's stock worker is 61 MB).
 * This rewrites data.js for the scene viewer: only the Java 1.16 versions, and of those only the
 * files meshing reads (as prismarine-viewer's own webpack config chooses); every other getter
 * returns an empty list, which minecraft-data's indexes accept.
 */
const KEEP_VERSIONS = new Set(['1.16', '1.16.1', '1.16.2', '1.16.3', '1.16.4', '1.16.5']);
const KEEP_FILES = new Set(['blocks', 'blockCollisionShapes', 'tints', 'blockStates', 'biomes', 'features', 'version', 'legacy']);

const VERSION_START = /^ {4}'([^']+)': \{$/;
const VERSION_END = /^ {4}\},?$/;
const EDITION_START = /^ {2}'(pc|bedrock)': \{$/;
const GETTER = /^(\s*)get (\w+) \(\) \{ return require\(.*\) \}(,?)$/;

export function trimmedMinecraftData(source: string): string {
  const out: string[] = [];
  let edition = '';
  let keep = true;
  for (const line of source.split('\n')) {
    const e = EDITION_START.exec(line);
    if (e) { edition = e[1]; out.push(line); continue; }
    const v = VERSION_START.exec(line);
    if (v) keep = edition === 'pc' && KEEP_VERSIONS.has(v[1]);
    if (!keep) {
      if (VERSION_END.test(line)) keep = true;
      continue;
    }
    const g = GETTER.exec(line);
    if (g && !KEEP_FILES.has(g[2])) out.push(`${g[1]}get ${g[2]} () { return [] }${g[3]}`);
    else if (/^\s*proto: /.test(line)) out.push(line.replace(/proto: .*?(,?)$/, "proto: ''$1"));
    else out.push(line);
  }
  return out.join('\n');
}
