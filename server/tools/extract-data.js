#!/usr/bin/env node
/**
 * Build step: pulls what the extension needs out of minecraft-data (433 MB)
 * into one compact JSON file per Minecraft version under server/data/<version>/.
 * Which versions, and where each version's command tree lives, is data
 * (static/versions.json), so adding a version needs no code change.
 */
'use strict';
const fs = require('fs');
const path = require('path');
const mcData = require('minecraft-data');

const here = __dirname;
const outRoot = path.join(here, '..', 'data');
const config = readJson(path.join(here, 'static', 'versions.json'));
const legacy = stripComment(readJson(path.join(here, 'static', 'legacy-ids.json')));
const categoryFix = stripComment(readJson(path.join(here, 'static', 'entity-categories.json')));
const tagPatterns = stripComment(readJson(path.join(here, 'static', 'tags.json')));
const smelting = stripComment(readJson(path.join(here, 'static', 'smelting.json')));
const vanillaTags = stripComment(readJson(path.join(here, 'static', 'vanilla-tags.json')));
const dataRoot = path.dirname(require.resolve('minecraft-data/minecraft-data/data/dataPaths.json'));

function readJson(p) {
  return JSON.parse(fs.readFileSync(p, 'utf8'));
}
function stripComment(o) {
  const c = { ...o };
  delete c['//'];
  return c;
}
// minecraft-data names effects in CamelCase ("NightVision"); commands use snake_case ids.
// One vanilla id is not its display name in snake case: Bad Luck is minecraft:unluck.
const EFFECT_IDS = { BadLuck: 'unluck' };
function snake(name) {
  return EFFECT_IDS[name] ?? name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function globMatch(pattern, name) {
  const re = new RegExp('^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$');
  return re.test(name);
}
function expandTag(patterns, names) {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return names.filter((n) => include.some((p) => globMatch(p, n)) && !exclude.some((p) => globMatch(p, n)));
}

/**
 * minecraft-data lists one recipe per tag member (8 crafting-table recipes, one
 * per plank type). Vanilla accepts any member in each slot, so variants with
 * the same result, count and layout are merged slot by slot into alternatives.
 */
function compactRecipes(d) {
  const out = {};
  const name = (id) => (id == null ? null : d.items[id] ? d.items[id].name : null);
  for (const [resultId, list] of Object.entries(d.recipes)) {
    const result = d.items[resultId] && d.items[resultId].name;
    if (!result) continue;
    const groups = new Map();
    for (const r of list) {
      const count = (r.result && r.result.count) || 1;
      if (r.inShape) {
        const rows = r.inShape.map((row) => row.map((id) => (id == null || id === -1 ? null : name(typeof id === 'object' ? id.id : id))));
        const key = 's' + count + ':' + rows.map((row) => row.map((x) => (x ? '#' : '.')).join('')).join('/');
        let g = groups.get(key);
        if (!g) {
          g = { count, shape: rows.map((row) => row.map((x) => (x ? [] : null))) };
          groups.set(key, g);
        }
        rows.forEach((row, i) => row.forEach((x, j) => {
          if (x && !g.shape[i][j].includes(x)) g.shape[i][j].push(x);
        }));
      } else if (r.ingredients) {
        const ing = r.ingredients.map((id) => name(typeof id === 'object' ? id.id : id)).filter(Boolean);
        const key = 'l' + count + ':' + ing.length;
        let g = groups.get(key);
        if (!g) {
          g = { count, ingredients: ing.map(() => []) };
          groups.set(key, g);
        }
        ing.forEach((x, i) => {
          if (!g.ingredients[i].includes(x)) g.ingredients[i].push(x);
        });
      }
    }
    out[result] = [...groups.values()];
  }
  return out;
}

function extract(version, commandsFrom) {
  const d = mcData(version);
  if (!d) throw new Error(`minecraft-data has no data for ${version}`);
  const items = d.itemsArray.map((i) => {
    const o = { name: i.name, displayName: i.displayName, stackSize: i.stackSize };
    if (i.maxDurability) o.maxDurability = i.maxDurability;
    return o;
  });
  const foods = new Set((d.foodsArray || []).map((f) => f.name));
  for (const it of items) if (foods.has(it.name)) it.food = true;
  const itemName = (id) => (d.items[id] ? d.items[id].name : undefined);
  const loot = d.blockLoot || {};
  const blocks = d.blocksArray.map((b) => {
    const states = (b.states || []).map((s) => ({
      name: s.name,
      type: s.type,
      values: s.type === 'bool' ? ['true', 'false'] : s.type === 'int' ? intValues(s) : s.values || [],
    }));
    const o = { name: b.name, displayName: b.displayName, hardness: b.hardness, diggable: !!b.diggable, material: b.material || '' };
    if (b.harvestTools) o.harvestTools = Object.keys(b.harvestTools).map(itemName).filter(Boolean);
    const lootDrops = loot[b.name] && loot[b.name].drops ? loot[b.name].drops.map((x) => x.item) : null;
    o.drops = lootDrops || (b.drops || []).map((x) => itemName(typeof x === 'object' ? x.drop?.id ?? x.id : x)).filter(Boolean);
    if (states.length) {
      o.states = states;
      o.defaultState = defaultStateOf(b, states);
    }
    if (b.boundingBox === 'empty') o.passable = true;
    return o;
  });
  const entities = d.entitiesArray.map((e) => ({
    name: e.name,
    displayName: e.displayName,
    category: categoryFix[e.name] || (e.category && e.category !== 'UNKNOWN' ? e.category : 'Other'),
    // Bounding-box width (a boat takes only narrower mobs).
    ...(typeof e.width === 'number' ? { width: e.width } : {}),
  }));
  const effects = dedupe(d.effectsArray.map((e) => ({ name: snake(e.name), displayName: e.displayName, type: e.type })));
  const enchantments = d.enchantmentsArray.map((e) => ({ name: e.name, displayName: e.displayName, maxLevel: e.maxLevel, category: e.category }));
  const biomes = d.biomesArray.map((b) => ({ name: b.name, displayName: b.displayName, dimension: b.dimension }));
  const particles = (d.particlesArray || []).map((p) => p.name);
  const attributes = (d.attributesArray || []).map((a) => a.resource.replace(/^minecraft:/, ''));
  const sounds = (d.soundsArray || []).map((s) => s.name);
  const entityLoot = {};
  for (const [name, l] of Object.entries(d.entityLoot || {})) entityLoot[name] = l.drops.map((x) => ({ item: x.item, chance: x.dropChance, playerKill: !!x.playerKill }));
  const itemNames = items.map((i) => i.name);
  const blockNames = blocks.map((b) => b.name);
  const tags = { items: {}, blocks: {} };
  for (const [t, pats] of Object.entries(tagPatterns.items)) tags.items[t] = expandTag(pats, itemNames);
  for (const [t, pats] of Object.entries(tagPatterns.blocks)) tags.blocks[t] = expandTag(pats, blockNames);
  const commands = readJson(path.join(dataRoot, commandsFrom, 'commands.json'));
  return {
    version,
    items, blocks, entities, effects, enchantments, biomes, particles, attributes, sounds,
    recipes: compactRecipes(d),
    smelting: smeltingFor(itemNames),
    entityLoot,
    tags,
    vanillaTags: vanillaTags[version] || null,
    commands,
  };
}

/** The smelting table restricted to ids this version has; fuel patterns expanded to ids. */
function smeltingFor(itemNames) {
  const known = new Set(itemNames);
  const recipes = {};
  for (const [out, inputs] of Object.entries(smelting.recipes)) {
    if (!known.has(out)) continue;
    const ok = inputs.filter((i) => known.has(i));
    if (ok.length) recipes[out] = ok;
  }
  const decided = {};
  for (const [pat, ticks] of Object.entries(smelting.fuels)) {
    for (const n of expandTag([pat], itemNames)) if (!(n in decided)) decided[n] = ticks;
  }
  const fuels = Object.fromEntries(Object.entries(decided).filter(([, t]) => t > 0));
  return { recipes, fuels };
}

function intValues(s) {
  const n = s.num_values || 0;
  // Block state ints in 1.16 start at 0 except a few (e.g. cake bites, repeater delay start at 1); values list is given for some.
  if (Array.isArray(s.values) && s.values.length) return s.values.map(String);
  return Array.from({ length: n }, (_, i) => String(i));
}

function defaultStateOf(b, states) {
  // States are enumerated in order, the last property varying fastest; decode defaultState - minStateId.
  let rest = (b.defaultState ?? b.minStateId) - b.minStateId;
  const out = {};
  for (let i = states.length - 1; i >= 0; i--) {
    const n = states[i].values.length || 1;
    out[states[i].name] = states[i].values[rest % n];
    rest = Math.floor(rest / n);
  }
  return out;
}

function dedupe(list) {
  const seen = new Set();
  return list.filter((x) => (seen.has(x.name) ? false : (seen.add(x.name), true)));
}

/** For each id of a compared version absent from `version`: the versions that have it. */
function otherVersionIds(version, compareWith) {
  const base = mcData(version);
  const has = {
    item: new Set(base.itemsArray.map((i) => i.name)),
    block: new Set(base.blocksArray.map((i) => i.name)),
    entity: new Set(base.entitiesArray.map((i) => i.name)),
  };
  const found = {};
  for (const v of compareWith) {
    if (v === version) continue;
    const d = mcData(v);
    if (!d) continue;
    const lists = { item: d.itemsArray || [], block: d.blocksArray || [], entity: d.entitiesArray || [] };
    for (const [kind, list] of Object.entries(lists)) {
      for (const x of list) {
        if (!x.name || has[kind].has(x.name)) continue;
        const key = x.name;
        const e = (found[key] = found[key] || { kinds: [], versions: [] });
        if (!e.kinds.includes(kind)) e.kinds.push(kind);
        if (!e.versions.includes(v)) e.versions.push(v);
      }
    }
  }
  return found;
}

function main() {
  const only = process.argv.slice(2);
  fs.mkdirSync(outRoot, { recursive: true });
  const written = [];
  for (const [version, spec] of Object.entries(config.versions)) {
    if (only.length && !only.includes(version)) continue;
    const data = extract(version, spec.commands);
    data.otherVersions = otherVersionIds(version, config.compareWith);
    data.legacy = legacy;
    const dir = path.join(outRoot, version);
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'registry.json');
    fs.writeFileSync(file, JSON.stringify(data));
    written.push(`${version}: ${(fs.statSync(file).size / 1024).toFixed(0)} KiB`);
  }
  fs.writeFileSync(path.join(outRoot, 'versions.json'), JSON.stringify({ default: config.default, versions: Object.keys(config.versions) }));
  // 1.11 names for `mcu-task import minedojo` (MineDojo runs 1.11.2).
  if (!only.length) written.push(require('./extract-legacy-1.11').extractLegacy111(dataRoot, outRoot));
  console.log('minecraft data extracted: ' + written.join(', '));
}

main();
