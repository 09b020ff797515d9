/**
 * The viewer's textures and block states, read from prismarine-viewer's public/ folder in the
 * runtime node_modules and handed to the page as data: URLs (its 1.16.4 set serves 1.16.5).
 * Only the entity textures of the types in a scene are read.
 */
import * as fs from 'fs';
import * as path from 'path';
import { runtimeNodeModules } from './locate';
import type { SceneJson } from './format';

const TEXTURE_VERSION = '1.16.4';

export interface SceneAssets {
  blocksAtlas: string;
  /** blocksStates/1.16.4.json as text (parsed in the page). */
  blockStates: string;
  /** prismarine-viewer's relative texture path → data: URL. */
  textures: Record<string, string>;
}

let shared: { atlas: string; blockStates: string } | undefined;

function publicDir(): string {
  return path.join(runtimeNodeModules(), 'prismarine-viewer', 'public');
}

function dataUrl(file: string): string {
  return `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;
}

/** Texture paths ('textures/1.16.4/entity/…png') of one entity type's model, as Entity.js asks for them. */
function entityTexturePaths(type: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const models = require(path.join(runtimeNodeModules(), 'prismarine-viewer', 'viewer', 'lib', 'entity', 'entities.json'));
  const textures: Record<string, string> = models[type]?.textures ?? {};
  return Object.values(textures).map((t) => `${t.replace('textures', `textures/${TEXTURE_VERSION}`)}.png`);
}

export function sceneAssets(scene: SceneJson): SceneAssets {
  const dir = publicDir();
  shared ??= {
    atlas: dataUrl(path.join(dir, 'textures', `${TEXTURE_VERSION}.png`)),
    blockStates: fs.readFileSync(path.join(dir, 'blocksStates', `${TEXTURE_VERSION}.json`), 'utf8'),
  };
  const textures: Record<string, string> = {};
  for (const type of new Set(scene.entities.map((e) => e.type))) {
    for (const rel of entityTexturePaths(type)) {
      const file = path.join(dir, rel);
      if (fs.existsSync(file)) textures[rel] = dataUrl(file);
    }
  }
  return { blocksAtlas: shared.atlas, blockStates: shared.blockStates, textures };
}
