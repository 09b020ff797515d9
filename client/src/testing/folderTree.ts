/**
 * The Testing view's tree: a workspace folder, its sub-folders down to each
 * task file. Ids are the absolute paths, so the same file or folder is one
 * item whatever order files arrive in. No vscode here.
 */
import * as path from 'path';

export interface TreeStep { id: string; label: string; kind: 'root' | 'folder' | 'file' }

/**
 * The items from the workspace folder `root` down to `file`; undefined when
 * the file is not inside `root`. `root` is labelled `rootName` (the
 * workspace folder's name).
 */
export function treePath(root: string, rootName: string, file: string, p: typeof path = path): TreeStep[] | undefined {
  const rel = p.relative(root, file);
  if (!rel || rel.startsWith('..') || p.isAbsolute(rel)) return undefined;
  const parts = rel.split(p.sep);
  const steps: TreeStep[] = [{ id: root, label: rootName, kind: 'root' }];
  let at = root;
  parts.forEach((part, i) => {
    at = p.join(at, part);
    steps.push({ id: at, label: part, kind: i === parts.length - 1 ? 'file' : 'folder' });
  });
  return steps;
}

export interface TreeNode { id: string; label: string; kind: TreeStep['kind']; children: TreeNode[] }

/** The whole tree of `files` below the workspace folders (`roots`: path and name); files outside every root are left out. */
export function groupByFolder(roots: Array<{ path: string; name: string }>, files: string[], p: typeof path = path): TreeNode[] {
  const top: TreeNode[] = [];
  const byId = new Map<string, TreeNode>();
  for (const file of files) {
    // The innermost workspace folder holding the file (nested folders of a multi-root workspace).
    const root = roots.filter((r) => treePath(r.path, r.name, file, p)).sort((a, b) => b.path.length - a.path.length)[0];
    if (!root) continue;
    let siblings = top;
    for (const step of treePath(root.path, root.name, file, p)!) {
      let node = byId.get(step.id);
      if (!node) {
        node = { ...step, children: [] };
        byId.set(step.id, node);
        siblings.push(node);
      }
      siblings = node.children;
    }
  }
  return top;
}
