/**
 * Decides whether a YAML file is an MCU task: its path matches one of the
 * configured globs, or its top level has a task key. Real MCU repositories name
 * tasks freely, so the content test matters as much as the globs.
 */
export const DEFAULT_TASK_GLOBS = ['**/task_configs/**/*.yaml', '**/task_configs/**/*.yml', '**/*.task.yaml', '**/*.task.yml'];

const TASK_KEY_LINE = /^(?:\uFEFF)?(custom_init_commands|commands|reward_cfg|milestone_reward_cfg)\s*:/m;

export function hasTaskKeys(text: string): boolean {
  return TASK_KEY_LINE.test(text);
}

export function isYamlPath(path: string): boolean {
  return /\.ya?ml$/i.test(path);
}

export function isTaskFile(path: string, text: string, globs: string[] = DEFAULT_TASK_GLOBS): boolean {
  if (!isYamlPath(path)) return false;
  const p = path.replace(/\\/g, '/');
  return globs.some((g) => globToRegExp(g).test(p)) || hasTaskKeys(text);
}

const globCache = new Map<string, RegExp>();

/** Minimal glob: `**` any path segments, `*` within a segment, `?` one char, `{a,b}` alternatives. */
export function globToRegExp(glob: string): RegExp {
  let re = globCache.get(glob);
  if (re) return re;
  let src = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        src += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else src += '[^/]*';
    } else if (c === '?') src += '[^/]';
    else if (c === '{') {
      const close = glob.indexOf('}', i);
      if (close > i) {
        src += '(?:' + glob.slice(i + 1, close).split(',').map(escapeRe).join('|') + ')';
        i = close;
      } else src += '\\{';
    } else src += escapeRe(c);
  }
  // Globs are matched against absolute or workspace-relative paths: allow any prefix.
  re = new RegExp('(?:^|/)' + src.replace(/^\(\?:\.\*\/\)\?/, '') + '$');
  globCache.set(glob, re);
  return re;
}

function escapeRe(s: string): string {
  return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}
