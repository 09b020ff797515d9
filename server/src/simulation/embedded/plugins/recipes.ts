/**
 * Crafting recipe matching from minecraft-data's recipes (shaped, with
 * horizontal mirroring, and shapeless). minecraft-data lists every tag
 * alternative as its own recipe, so trying all recipes covers tags.
 */

interface Shaped { kind: 'shaped'; rows: Array<Array<number | null>>; result: { id: number; count: number } }
interface Shapeless { kind: 'shapeless'; ingredients: number[]; result: { id: number; count: number } }
export type CraftRecipe = Shaped | Shapeless;

const cache = new WeakMap<any, CraftRecipe[]>();

function idOf(x: any): number | null {
  if (x === null || x === undefined) return null;
  if (typeof x === 'number') return x < 0 ? null : x;
  if (typeof x === 'object' && typeof x.id === 'number') return x.id < 0 ? null : x.id;
  return null;
}

/** Trims empty rows and columns around a grid. */
function trim(rows: Array<Array<number | null>>): Array<Array<number | null>> {
  let top = 0, bottom = rows.length - 1, left = Infinity, right = -1;
  while (top <= bottom && rows[top].every((c) => c === null)) top++;
  while (bottom >= top && rows[bottom].every((c) => c === null)) bottom--;
  for (let y = top; y <= bottom; y++) {
    rows[y].forEach((c, x) => { if (c !== null) { left = Math.min(left, x); right = Math.max(right, x); } });
  }
  if (top > bottom) return [];
  const out: Array<Array<number | null>> = [];
  for (let y = top; y <= bottom; y++) {
    const row: Array<number | null> = [];
    for (let x = left; x <= right; x++) row.push(rows[y][x] ?? null);
    out.push(row);
  }
  return out;
}

export function recipeIndex(registry: any): CraftRecipe[] {
  const hit = cache.get(registry);
  if (hit) return hit;
  const out: CraftRecipe[] = [];
  for (const list of Object.values<any[]>(registry.recipes ?? {})) {
    for (const r of list) {
      const result = { id: idOf(r.result?.id ?? r.result) ?? -1, count: r.result?.count ?? 1 };
      if (result.id < 0) continue;
      if (r.inShape) out.push({ kind: 'shaped', rows: trim(r.inShape.map((row: any[]) => row.map(idOf))), result });
      else if (r.ingredients) out.push({ kind: 'shapeless', ingredients: r.ingredients.map(idOf).filter((x: any) => x !== null).sort((a: number, b: number) => a - b), result });
    }
  }
  cache.set(registry, out);
  return out;
}

function sameShape(a: Array<Array<number | null>>, b: Array<Array<number | null>>): boolean {
  if (a.length !== b.length) return false;
  return a.every((row, y) => row.length === b[y].length && row.every((c, x) => c === b[y][x]));
}

/** The result of a w×h grid of item type ids (null = empty), or null. */
export function matchRecipe(registry: any, grid: Array<number | null>, w: number, h: number): { id: number; count: number } | null {
  const rows: Array<Array<number | null>> = [];
  for (let y = 0; y < h; y++) rows.push(grid.slice(y * w, y * w + w));
  const shape = trim(rows);
  if (shape.length === 0) return null;
  const mirrored = shape.map((r) => [...r].reverse());
  const items = grid.filter((x): x is number => x !== null).sort((a, b) => a - b);
  for (const r of recipeIndex(registry)) {
    if (r.kind === 'shaped') {
      if (sameShape(r.rows, shape) || sameShape(r.rows, mirrored)) return r.result;
    } else if (r.ingredients.length === items.length && r.ingredients.every((v, i) => v === items[i])) {
      return r.result;
    }
  }
  return null;
}
