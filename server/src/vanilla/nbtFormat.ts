/**
 * A versioned schema of the NBT keys task files write: the entities MCU
 * tasks summon, item `tag` keys and the block entities they place, for
 * 1.16.5, transcribed by hand after the Minecraft Wiki's "Entity format",
 * "Item format" and "Block entity format" pages (Java Edition, with their
 * history notes). Entities and blocks not listed are left unchecked.
 *
 * A key is [type, since?, removedIn?, hint?]: `since` is the first version
 * that reads it, `removedIn` the first that ignores it again. Types are
 * loose on purpose: vanilla reads any number tag where it wants a number
 * (1b, 1, 1.0f), so only the shape (number, string, list, compound) counts.
 */
export type Shape = 'number' | 'string' | 'list' | 'compound' | 'any';
export type KeySpec = [Shape, string?, string?, string?];
export type KeyTable = Record<string, KeySpec>;

const ENTITY: KeyTable = {
  Air: ['number'], CustomName: ['string'], CustomNameVisible: ['number'], FallDistance: ['number'], Fire: ['number'],
  Glowing: ['number'], Invulnerable: ['number'], Motion: ['list'], NoGravity: ['number'], OnGround: ['number'],
  Passengers: ['list'], PortalCooldown: ['number'], Pos: ['list'], Rotation: ['list'], Silent: ['number'], Tags: ['list'],
  UUID: ['any'], id: ['string'],
  UUIDMost: ['number', undefined, '1.16', 'UUIDs are one int array, UUID:[I;a,b,c,d], since 1.16'],
  UUIDLeast: ['number', undefined, '1.16', 'UUIDs are one int array, UUID:[I;a,b,c,d], since 1.16'],
  Dimension: ['any', undefined, '1.16'],
  TicksFrozen: ['number', '1.17'], HasVisualFire: ['number', '1.17'],
};

const LIVING: KeyTable = {
  ...ENTITY,
  AbsorptionAmount: ['number'], ActiveEffects: ['list'], ArmorDropChances: ['list'], ArmorItems: ['list'], Attributes: ['list'],
  Brain: ['compound'], CanPickUpLoot: ['number'], DeathLootTable: ['string'], DeathLootTableSeed: ['number'], DeathTime: ['number'],
  FallFlying: ['number'], HandDropChances: ['list'], HandItems: ['list'], Health: ['number'], HurtByTimestamp: ['number'],
  HurtTime: ['number'], LeftHanded: ['number'], Leash: ['compound'], NoAI: ['number'], PersistenceRequired: ['number'],
  SleepingX: ['number'], SleepingY: ['number'], SleepingZ: ['number'], Team: ['string'],
  HealF: ['number', undefined, '1.9', 'use Health'], Equipment: ['list', undefined, '1.9', 'use HandItems and ArmorItems'],
  DropChances: ['list', undefined, '1.9', 'use HandDropChances and ArmorDropChances'],
};

const AGEABLE: KeyTable = { Age: ['number'], ForcedAge: ['number'], InLove: ['number'], LoveCause: ['any'] };
const TAMEABLE: KeyTable = { Owner: ['any'], Sitting: ['number'], OwnerUUID: ['string', undefined, '1.16', 'use Owner (an int-array UUID)'] };
// Neutral mobs keep their anger as a timer and a target since 1.16.
const NEUTRAL: KeyTable = {
  AngerTime: ['number', '1.16'], AngryAt: ['any', '1.16'],
  Angry: ['number', undefined, '1.16', 'neutral mobs lost Angry in 1.16: use AngerTime (ticks) and AngryAt (a UUID)'],
  Anger: ['number', undefined, '1.16', 'use AngerTime (ticks) and AngryAt (a UUID)'],
};
const HORSE: KeyTable = {
  ...AGEABLE, Tame: ['number'], Temper: ['number'], Owner: ['any'], SaddleItem: ['compound'], Bred: ['number'], EatingHaystack: ['number'],
  OwnerUUID: ['string', undefined, '1.16', 'use Owner (an int-array UUID)'],
};
const CHESTED: KeyTable = { ...HORSE, ChestedHorse: ['number'], Items: ['list'] };
const ZOMBIE: KeyTable = {
  IsBaby: ['number'], CanBreakDoors: ['number'], DrownedConversionTime: ['number'], InWaterTime: ['number'],
  IsVillager: ['number', undefined, '1.11', 'summon minecraft:zombie_villager instead'],
  VillagerProfession: ['number', undefined, '1.11', 'summon minecraft:zombie_villager with VillagerData'],
};
const VILLAGER_DATA: KeyTable = {
  VillagerData: ['compound'], Offers: ['compound'], Xp: ['number'], Gossips: ['list'],
  Profession: ['number', undefined, '1.14', 'use VillagerData:{profession:"minecraft:…"}'],
  Career: ['number', undefined, '1.14', 'use VillagerData:{profession:"minecraft:…"}'],
  CareerLevel: ['number', undefined, '1.14', 'use VillagerData:{level:…}'],
  Riches: ['number', undefined, '1.14'],
};
const PIGLIN_LIKE: KeyTable = { IsImmuneToZombification: ['number', '1.16'], TimeInOverworld: ['number', '1.16'] };

/** Entity id → the keys 1.16.5 reads for it. Entities not listed here are not checked. */
export const ENTITY_KEYS: Record<string, KeyTable> = {
  zombie: { ...LIVING, ...ZOMBIE },
  husk: { ...LIVING, ...ZOMBIE },
  drowned: { ...LIVING, ...ZOMBIE },
  zombie_villager: { ...LIVING, ...ZOMBIE, ...VILLAGER_DATA, ConversionTime: ['number'], ConversionPlayer: ['any'] },
  zombified_piglin: { ...LIVING, ...ZOMBIE, ...NEUTRAL },
  skeleton: { ...LIVING, StrayConversionTime: ['number', '1.17'], SkeletonType: ['number', undefined, '1.11', 'summon minecraft:wither_skeleton or minecraft:stray'] },
  stray: { ...LIVING },
  wither_skeleton: { ...LIVING },
  creeper: { ...LIVING, ExplosionRadius: ['number'], Fuse: ['number'], ignited: ['number'], powered: ['number'] },
  spider: { ...LIVING },
  cave_spider: { ...LIVING },
  enderman: { ...LIVING, ...NEUTRAL, carriedBlockState: ['compound'], carried: ['any', undefined, '1.13', 'use carriedBlockState'] },
  slime: { ...LIVING, Size: ['number'], wasOnGround: ['number'] },
  witch: { ...LIVING },
  blaze: { ...LIVING },
  piglin: { ...LIVING, ...PIGLIN_LIKE, IsBaby: ['number'], CannotHunt: ['number'], Inventory: ['list'] },
  hoglin: { ...LIVING, ...AGEABLE, ...PIGLIN_LIKE, CannotBeHunted: ['number'] },
  villager: { ...LIVING, ...AGEABLE, ...VILLAGER_DATA, Inventory: ['list'], FoodLevel: ['number'], LastRestock: ['number'], LastGossipDecay: ['number'], RestocksToday: ['number'], Willing: ['number'] },
  wandering_trader: { ...LIVING, ...AGEABLE, Offers: ['compound'], Inventory: ['list'], DespawnDelay: ['number'], WanderTarget: ['compound'] },
  iron_golem: { ...LIVING, ...NEUTRAL, PlayerCreated: ['number'] },
  snow_golem: { ...LIVING, Pumpkin: ['number'] },
  cow: { ...LIVING, ...AGEABLE },
  mooshroom: { ...LIVING, ...AGEABLE, Type: ['string'], EffectId: ['number'], EffectDuration: ['number'] },
  pig: { ...LIVING, ...AGEABLE, Saddle: ['number'] },
  sheep: { ...LIVING, ...AGEABLE, Color: ['number'], Sheared: ['number'] },
  chicken: { ...LIVING, ...AGEABLE, EggLayTime: ['number'], IsChickenJockey: ['number'] },
  rabbit: { ...LIVING, ...AGEABLE, RabbitType: ['number'], MoreCarrotTicks: ['number'] },
  wolf: { ...LIVING, ...AGEABLE, ...TAMEABLE, ...NEUTRAL, CollarColor: ['number'] },
  cat: { ...LIVING, ...AGEABLE, ...TAMEABLE, CatType: ['number'], CollarColor: ['number'] },
  parrot: { ...LIVING, ...AGEABLE, ...TAMEABLE, Variant: ['number'] },
  fox: { ...LIVING, ...AGEABLE, Type: ['string'], Sleeping: ['number'], Crouching: ['number'], Sitting: ['number'], Trusted: ['list'] },
  bee: { ...LIVING, ...AGEABLE, ...NEUTRAL, HivePos: ['compound'], FlowerPos: ['compound'], HasNectar: ['number'], HasStung: ['number'], CannotEnterHiveTicks: ['number'], CropsGrownSincePollination: ['number'], TicksSincePollination: ['number'] },
  polar_bear: { ...LIVING, ...AGEABLE, ...NEUTRAL },
  horse: { ...LIVING, ...HORSE, Variant: ['number'], ArmorItem: ['compound'] },
  donkey: { ...LIVING, ...CHESTED },
  mule: { ...LIVING, ...CHESTED },
  llama: { ...LIVING, ...CHESTED, Strength: ['number'], Variant: ['number'], DecorItem: ['compound'] },
  skeleton_horse: { ...LIVING, ...HORSE, SkeletonTrap: ['number'], SkeletonTrapTime: ['number'] },
  zombie_horse: { ...LIVING, ...HORSE },
  armor_stand: {
    ...LIVING, DisabledSlots: ['number'], Invisible: ['number'], Marker: ['number'], NoBasePlate: ['number'], Pose: ['compound'],
    ShowArms: ['number'], Small: ['number'],
  },
  item_frame: {
    ...ENTITY, Facing: ['number'], Item: ['compound'], ItemDropChance: ['number'], ItemRotation: ['number'],
    Invisible: ['number', '1.16'], Fixed: ['number', '1.16'], TileX: ['number'], TileY: ['number'], TileZ: ['number'],
  },
  painting: { ...ENTITY, Motive: ['string'], Facing: ['number'], TileX: ['number'], TileY: ['number'], TileZ: ['number'], Variant: ['string', '1.19', undefined, 'use Motive'] },
  item: { ...ENTITY, Age: ['number'], Health: ['number'], Item: ['compound'], Owner: ['any'], PickupDelay: ['number'], Thrower: ['any'] },
  tnt: { ...ENTITY, Fuse: ['number'] },
};

/** Keys of an item's `tag` (the `{…}` after an item id) that 1.16.5 reads. Unknown keys are kept as custom data, so only near misses are reported. */
export const ITEM_TAG_KEYS: KeyTable = {
  Damage: ['number'], Unbreakable: ['number'], Enchantments: ['list'], StoredEnchantments: ['list'], display: ['compound'],
  HideFlags: ['number'], CanDestroy: ['list'], CanPlaceOn: ['list'], AttributeModifiers: ['list'], CustomModelData: ['number'],
  RepairCost: ['number'], Potion: ['string'], CustomPotionEffects: ['list'], CustomPotionColor: ['number'], BlockEntityTag: ['compound'],
  BlockStateTag: ['compound'], EntityTag: ['compound'], SkullOwner: ['any'], Fireworks: ['compound'], Explosion: ['compound'],
  pages: ['list'], title: ['string'], author: ['string'], generation: ['number'], resolved: ['number'], map: ['number'],
  Decorations: ['list'], ChargedProjectiles: ['list'], Charged: ['number'], LodestoneTracked: ['number', '1.16'],
  LodestonePos: ['compound', '1.16'], LodestoneDimension: ['string', '1.16'], Effects: ['list'], BucketVariantTag: ['number'],
  Recipes: ['list'], DebugProperty: ['compound'], Items: ['list', '1.17'], Trim: ['compound', '1.20'],
  ench: ['list', undefined, '1.13', 'renamed Enchantments in 1.13'],
};

/** Sub-keys of `display`. */
export const DISPLAY_KEYS: KeyTable = { Name: ['string'], Lore: ['list'], color: ['number'], MapColor: ['number'] };

const CONTAINER: KeyTable = { Items: ['list'], Lock: ['string'], LootTable: ['string'], LootTableSeed: ['number'], CustomName: ['string'] };
const BLOCK_ENTITY: KeyTable = { id: ['string'], x: ['number'], y: ['number'], z: ['number'], keepPacked: ['number'] };

/** Block id pattern → block-entity keys 1.16.5 reads. Blocks not listed are not checked. */
export const BLOCK_ENTITY_KEYS: [RegExp, KeyTable][] = [
  [/^(chest|trapped_chest|barrel|.*shulker_box|dispenser|dropper|hopper)$/, { ...BLOCK_ENTITY, ...CONTAINER, TransferCooldown: ['number'] }],
  [/^(furnace|blast_furnace|smoker)$/, { ...BLOCK_ENTITY, ...CONTAINER, BurnTime: ['number'], CookTime: ['number'], CookTimeTotal: ['number'], RecipesUsed: ['compound'] }],
  [/^spawner$/, {
    ...BLOCK_ENTITY, SpawnData: ['compound'], SpawnPotentials: ['list'], Delay: ['number'], MinSpawnDelay: ['number'], MaxSpawnDelay: ['number'],
    SpawnCount: ['number'], MaxNearbyEntities: ['number'], RequiredPlayerRange: ['number'], SpawnRange: ['number'],
    EntityId: ['string', undefined, '1.9', 'use SpawnData:{id:"minecraft:…"}'],
  }],
];

/** Keys holding item stacks ({id, Count, tag}) whose ids are checked. */
export const STACK_LIST_KEYS = ['Items', 'HandItems', 'ArmorItems', 'Inventory'];
export const STACK_KEYS = ['Item', 'SaddleItem', 'ArmorItem', 'DecorItem'];
