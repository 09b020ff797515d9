/**
 * The report page's stylesheet. Colours follow VS Code's theme variables
 * inside a webview and fall back to a light palette in a browser; verdict
 * colours are fixed (yes green, no red, the undecided kinds in between).
 */
export const PAGE_STYLE = `
:root { --fg: var(--vscode-editor-foreground, #1f2328); --bg: var(--vscode-editor-background, #ffffff); --muted: var(--vscode-descriptionForeground, #656d76);
  --line: var(--vscode-panel-border, #d0d7de); --accent: var(--vscode-textLink-foreground, #0969da); --bar: #4c78a8; --bar2: #72b7b2; }
body { font: 13px/1.4 var(--vscode-font-family, system-ui, sans-serif); color: var(--fg); background: var(--bg); margin: 0 24px 24px; }
h1 { font-size: 20px; margin: 16px 0 4px; } h2 { font-size: 16px; margin: 24px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 13px; margin: 12px 0 4px; } .muted, .notes { color: var(--muted); }
.warnings li { color: #9a6700; } .charts { display: flex; flex-wrap: wrap; gap: 8px 32px; } .charts figure { margin: 0; }
figcaption { font-weight: 600; margin: 8px 0 4px; }
svg.chart text { fill: var(--fg); font-size: 11px; } svg.chart text.muted { fill: var(--muted); }
svg.chart .c0 { fill: var(--bar); } svg.chart .c1 { fill: var(--bar2); } svg.chart .axis, svg.chart .grid { stroke: var(--line); }
svg.chart .whisker { stroke: var(--fg); stroke-width: 2; }
.v-yes { fill: #2da44e; } .v-no { fill: #cf222e; } .v-video { fill: #8250df; } .v-world { fill: #bf8700; } .v-undecided { fill: #8c959f; } .v-none { fill: #d0d7de; }
td.v-yes { color: #1a7f37; } td.v-no { color: #cf222e; font-weight: 600; } td.v-video { color: #8250df; } td.v-world { color: #9a6700; }
.legend span { margin-right: 12px; } .legend svg { vertical-align: middle; }
.controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
input, select, button { font: inherit; color: inherit; background: var(--vscode-input-background, #f6f8fa); border: 1px solid var(--line); padding: 2px 6px; }
table { border-collapse: collapse; width: 100%; } th, td { border-bottom: 1px solid var(--line); padding: 2px 6px; text-align: left; vertical-align: top; }
th button { border: 0; background: none; padding: 0; font-weight: 600; cursor: pointer; }
th[aria-sort=ascending] button::after { content: ' ▲'; } th[aria-sort=descending] button::after { content: ' ▼'; }
td.num { text-align: right; font-variant-numeric: tabular-nums; } td.has-errors { color: #cf222e; font-weight: 600; }
td a { color: var(--accent); cursor: pointer; } img.thumb { width: 96px; height: 54px; object-fit: cover; }
.table-wrap { overflow-x: auto; } td.reason { min-width: 22em; } td:first-child { white-space: nowrap; }
`;
