/**
 * Block state ids from a block name and properties, the way 1.16 numbers
 * them: properties in declaration order, the last one varying fastest;
 * booleans count `true` before `false`. Unspecified properties keep the
 * block's default state (as vanilla /setblock does), not the first state.
 */

export interface StateProp { name: string; type: string; num_values: number; values?: string[] }

/** Int properties that count from 1 in vanilla (snow layers, turtle eggs, sea pickles, repeater delay). */
const ONE_BASED = new Set(['layers', 'eggs', 'pickles', 'delay']);
function intBase(prop: StateProp): number { return ONE_BASED.has(prop.name) ? 1 : 0; }

/** Index of `value` within a property, or -1 when the value is not allowed. */
function valueIndex(prop: StateProp, value: string): number {
  if (prop.type === 'bool') return value === 'true' ? 0 : value === 'false' ? 1 : -1;
  if (prop.type === 'enum') return (prop.values ?? []).indexOf(value);
  // int properties: values are listed as strings in minecraft-data (e.g. '0'..'15' or '1'..'7').
  if (prop.values) return prop.values.indexOf(value);
  const n = Number(value) - intBase(prop);
  return Number.isInteger(n) && n >= 0 && n < prop.num_values ? n : -1;
}

/** Decodes a state id into property values (names of values, as strings). */
export function stateProperties(block: any, stateId: number): Record<string, string> {
  const props: StateProp[] = block.states ?? [];
  let rest = stateId - block.minStateId;
  const out: Record<string, string> = {};
  for (let i = props.length - 1; i >= 0; i--) {
    const p = props[i];
    const idx = rest % p.num_values;
    rest = Math.floor(rest / p.num_values);
    out[p.name] = p.type === 'bool' ? (idx === 0 ? 'true' : 'false') : p.values ? p.values[idx] : String(idx + intBase(p));
  }
  return out;
}

/**
 * State id for `block` with `props` applied on top of its default state.
 * Throws an Error naming the bad property or value.
 */
export function stateIdFor(block: any, props: Record<string, string> = {}): number {
  const decls: StateProp[] = block.states ?? [];
  const current = stateProperties(block, block.defaultState);
  for (const [k, v] of Object.entries(props)) {
    const decl = decls.find((d) => d.name === k);
    if (!decl) throw new Error(`Block ${block.name} does not have a "${k}" property`);
    if (valueIndex(decl, v) < 0) throw new Error(`Block ${block.name} does not accept '${v}' for ${k} property`);
    current[k] = v;
  }
  let id = 0;
  let mul = 1;
  for (let i = decls.length - 1; i >= 0; i--) {
    id += valueIndex(decls[i], current[decls[i].name]) * mul;
    mul *= decls[i].num_values;
  }
  return block.minStateId + id;
}
