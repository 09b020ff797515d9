/**
 * The CLI's door to vanilla 1.16.5's registries and versions.
 */
export { isKnownVersion } from '../vanilla/knownVersions';
export { availableVersions, getRegistry } from '../vanilla/registry';
export { GENERATED_BIOME_IDS } from '../vanilla/biomes';
