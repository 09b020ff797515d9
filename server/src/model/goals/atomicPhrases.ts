/**
 * MCU's atomic tasks in the words real task files use for them ("engage in
 * combat with spiders", "lay a carpet using wool", "stack acacia fences",
 * "light up the surroundings using torches", "use boat and travel", "build a
 * gate"), rewritten to the reader's verb that measures the same thing. Each
 * rule is one meaning of an atomic verb of the catalogue's categories; the
 * reader (readText.ts) notes every rewrite it used among its readings.
 */
import { countIn } from './objects';

interface Rewrite {
  /** Matched against the clause (lower case, lead-in words removed). */
  pattern: RegExp;
  /** The clause as the reader's vocabulary says it. */
  to: (m: RegExpExecArray, clause: string) => string | undefined;
}

const REWRITES: readonly Rewrite[] = [
  // combat: "engage in combat with spiders", "fight against the zombies" are kills.
  { pattern: /^(?:engage|engages|engaged|engaging)\s+in\s+(?:a\s+)?(?:combat|battle|fight|fighting|fights)\s+(?:with|against)\s+(.+)$/, to: (m) => `combat ${m[1]}` },
  { pattern: /^(?:fight|fights|fighting|battle|battles|battling)\s+(?:against|with|off)\s+(.+)$/, to: (m) => `combat ${m[1]}` },
  // decoration, lighting: "light up the surroundings using torches" is placing the light sources (used:torch).
  { pattern: /^(?:light|lights|lighting|lit)\s+up\s+(?:[\w' ]+?\s+)?(?:using|with|by placing)\s+(.+)$/, to: (m) => `place ${m[1]}` },
  // decoration: "lay a carpet using wool", "lay down carpets": placing them (used:*_carpet); the wool is what they are made of.
  { pattern: /^(?:lay|lays|laying|laid)\s+(?:down\s+|out\s+)?(.+?)(?:\s+(?:using|with|from|out of)\s+.*)?$/, to: (m) => `place ${m[1]}` },
  // decoration: "glaze a window with glass panes", "tile a floor with glazed terracotta", "line a path with flowers": placing them.
  { pattern: /^(?:glaze|glazes|glazing|tile|tiles|tiling|line|lines|lining|pave|paves|paving)\s+(?:[\w' ]+?\s+)?(?:with|using)\s+(.+)$/, to: (m) => `place ${m[1]}` },
  // building: "stack acacia fences", "stacking three dirt blocks": a column of them, two high unless a count is given.
  {
    pattern: /^(?:stack|stacks|stacked|stacking)\s+(?:up\s+)?(?!.*\binventory\b)(.+)$/,
    to: (m) => `build a pillar of ${m[1]} ${Math.max(2, countIn(m[1]))} blocks high`,
  },
  // building: "build a gate", "build an oak fence gate": a fence gate placed (used:*_fence_gate).
  { pattern: /^(?:build|builds|building|built|construct|constructs|constructing|install|installs|installing)\s+((?:a|an|the|some)\s+)?((?:[\w]+\s+)?(?:fence\s+)?gates?)\b/, to: (m) => `place ${m[1] ?? ''}${m[2]}` },
  // explore, vehicles: "use boat and travel", "travel by boat", "sail the boat": rowing one (custom:boat_one_cm).
  { pattern: /^(?:use|uses|using|take|takes|taking|ride|rides|riding|get in(?:to)?|board)\s+(?:(?:a|an|the|your)\s+)?(?:\w+\s+)?boats?\s+(?:and|to)\s+(?:travel|sail|row|paddle|cross|go|move)\b(.*)$/, to: (m) => `row a boat${m[1]}` },
  { pattern: /^(?:travel|travels|travelling|traveling|sail|sails|sailing|row|rows|rowing|paddle|paddles|paddling|go|goes|going|cross|crosses|crossing|explore|explores|exploring|tour|tours|touring)\b(.*?)\b(?:by|in|with|using|on)\s+(?:(?:a|an|the|your)\s+)?(?:\w+\s+)?boats?\b(.*)$/, to: (m) => `row a boat${m[1].trim() ? ` ${m[1].trim()}` : ''}${m[2]}` },
];

/** The clause in the reader's words, and the rewrite used (for the readings), or undefined when no rule applies. */
export function atomicPhrase(clause: string): string | undefined {
  for (const r of REWRITES) {
    const m = r.pattern.exec(clause);
    if (!m) continue;
    const to = r.to(m, clause)?.replace(/\s+/g, ' ').trim();
    if (to && to !== clause) return to;
  }
  return undefined;
}
