/**
 * The part both projections of the dependency graph share: walking the
 * task's targets in order, choosing the object each draws (chooseTarget),
 * and hanging a goal's own needs (its fixed tool, the bucket to milk with)
 * on the node drawn for it. How an item is expanded is the projection's own:
 * the cheapest route (cheapestRoute.ts) or every alternative kept
 * (planningComplexity.ts).
 */
import type { Registry } from '../../vanilla/registry';
import { chooseTarget, GraphTarget } from './targets';
import { pushAll } from '../../util/pushAll';

export abstract class GraphWalk {
  constructor(protected readonly reg: Registry) {}

  /** True when a node for this game id is drawn. */
  protected abstract drawn(id: string): boolean;
  /** The keys a node points at (to keep the graph free of cycles). */
  protected abstract edgesOf(key: string): string[];
  /** Adds an AND edge. */
  protected abstract link(from: string, to: string): void;
  /** Draws one of interchangeable items needed at hand; its key. */
  protected abstract need(options: string[]): string | undefined;
  abstract item(id: string): string | undefined;
  abstract block(id: string): string | undefined;
  abstract entity(id: string): string | undefined;

  target(t: GraphTarget): void {
    const c = chooseTarget(t.main, this.reg, (id) => this.drawn(id));
    const at = c ? this[c.kind](c.id) : undefined;
    for (const options of t.needs) {
      const n = this.need(options);
      // An edge back into what the need itself is made from would close a cycle ("mine stone with a stone pickaxe"): the need is drawn, the edge left out.
      if (at !== undefined && n !== undefined && n !== at && !this.reaches(n, at)) this.link(at, n);
    }
  }

  private reaches(from: string, to: string): boolean {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const k = stack.pop()!;
      if (k === to) return true;
      if (seen.has(k)) continue;
      seen.add(k);
      pushAll(stack, this.edgesOf(k));
    }
    return false;
  }
}
