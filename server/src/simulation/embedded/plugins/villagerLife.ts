/**
 * A villager's profession, level and experience over time, as vanilla 1.16.5's
 * VillagerEntity and its brain tasks:
 * - Job loss (LoseJobOnSiteLossTask, MCP ChangeJobTask): a villager with no
 *   work site (JOB_SITE memory, which a summoned one never has) whose
 *   profession is not none/nitwit, Xp 0 and level ≤ 1 becomes unemployed in
 *   its first brain ticks; its offers go with the profession
 *   (VillagerEntity.setVillagerData resets them on a profession change).
 * - Taking a job (FindJobTask/AssignProfessionTask): an unemployed adult takes
 *   the profession of the nearest free work-site block within
 *   JOB_SITE_RANGE (48) blocks and claims it. Checked once a second.
 *   Path-finding to the site is not modelled (a site behind a wall is
 *   still taken).
 * - Keeping it: a villager with Xp > 0 or level > 1 keeps its profession with
 *   or without a site; one with Xp 0 at level 1 whose claimed site is broken
 *   loses it again.
 * - Levelling (VillagerEntity.onVillagerTrade / updateAITasks / levelUp): each
 *   trade adds the offer's xp; when the Xp reaches the next threshold the
 *   villager levels up LEVEL_UP_DELAY_TICKS (40) after its customer has left
 *   and gains OFFERS_PER_LEVEL (2) offers of the new level's pool.
 * Babies and NoAI villagers have no brain tasks here and keep their data.
 * The villager data stays in the entity's NBT (VillagerData, Xp) and in its
 * metadata (index 17, which the client and the agent read).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import type { MerchantOffer } from '../../../vanilla/merchantOffers';
import { canLevelUp, LEVEL_UP_DELAY_TICKS, merchantSeed, OfferSetting, villagerLevelOffers } from '../../../vanilla/villagerOffers';
import { seededRandom, SeededRandom } from '../../../util/seededRandom';
import { bareId } from '../commandHandlers/handlerTypes';
import { VILLAGER_PROFESSIONS, VILLAGER_TYPES } from '../../../vanilla/mobs';
import { JOB_SITE_RANGE, JOB_SITES, MAX_VILLAGER_LEVEL } from '../../../vanilla/villagerTrades';
import { entityTypeName } from '../commandHandlers/selectors';

const JOB_CHECK_TICKS = 20;
const NO_JOB = new Set(['none', 'nitwit']);

export interface VillagerData { profession: string; level: number; type: string; xp: number }

interface Villager {
  id: number;
  dead?: boolean;
  nbt?: Record<string, any>;
  metadata?: any[];
  position: Vec3;
  world: any;
  mcuMerchant?: { offers: MerchantOffer[] };
  mcuCustomer?: any;
  mcuLife?: { random: SeededRandom; started: boolean; site?: Vec3; levelUpIn?: number };
  _writeOthersNearby?: (name: string, data: any) => void;
}

export function villagerDataOf(e: { nbt?: Record<string, any> }): VillagerData {
  const vd = e.nbt?.VillagerData ?? {};
  const level = Number(vd.level ?? 1);
  const xp = Number(e.nbt?.Xp ?? 0);
  return {
    profession: bareId(String(vd.profession ?? 'none')), type: bareId(String(vd.type ?? 'plains')),
    level: Number.isFinite(level) ? Math.min(Math.max(Math.floor(level), 1), MAX_VILLAGER_LEVEL) : 1, xp: Number.isFinite(xp) ? Math.max(0, xp) : 0,
  };
}

function isBaby(nbt: Record<string, any> | undefined): boolean {
  return !!nbt?.IsBaby || (typeof nbt?.Age === 'number' && nbt.Age < 0);
}

/** The server's seed for merchants' draws (the world's seed; 0 for the superflat world). */
function randomOf(ctx: EmbeddedContext, e: Villager): SeededRandom {
  e.mcuLife ??= { random: seededRandom(merchantSeed(ctx.worldSeed ?? 0, e.id)), started: false };
  return e.mcuLife.random;
}

export function offerSetting(ctx: EmbeddedContext, e: { nbt?: Record<string, any> }): OfferSetting {
  const all: any[] = ctx.serv.registry.enchantmentsArray ?? [];
  // Enchantment.canVillagerTrade (1.16): every enchantment but Soul Speed; minecraft-data marks it `tradeable`.
  const bookEnchantments = all.filter((e) => e.tradeable !== false).map((e) => ({ name: e.name, maxLevel: e.maxLevel, treasure: !!e.treasureOnly }));
  return { villagerType: villagerDataOf(e).type, bookEnchantments };
}

/** The random offers of a villager at its level (or of a wandering trader), drawn from its own seeded random. */
export function drawnVillagerOffers(ctx: EmbeddedContext, e: Villager): MerchantOffer[] {
  const d = villagerDataOf(e);
  return villagerLevelOffers(d.profession, d.level, randomOf(ctx, e), offerSetting(ctx, e));
}

export function merchantRandom(ctx: EmbeddedContext, e: Villager): SeededRandom { return randomOf(ctx, e); }

/** Writes the villager data to the NBT and the metadata the client shows; a new profession drops the offers. */
export function setVillagerData(e: Villager, change: Partial<VillagerData>): void {
  const before = villagerDataOf(e);
  const after = { ...before, ...change };
  e.nbt = { ...(e.nbt ?? {}), VillagerData: { ...(e.nbt?.VillagerData ?? {}), profession: `minecraft:${after.profession}`, level: after.level }, Xp: after.xp };
  // VillagerEntity.setVillagerData: a new profession drops the offers (the summon's Offers too); new ones are drawn on need.
  if (after.profession !== before.profession) {
    e.mcuMerchant = undefined;
    delete e.nbt.Offers;
  }
  const value = {
    villagerType: Math.max(0, VILLAGER_TYPES.indexOf(after.type)), villagerProfession: Math.max(0, VILLAGER_PROFESSIONS.indexOf(after.profession)), level: after.level,
  };
  const entry = { key: 17, type: 16, value };
  if (Array.isArray(e.metadata)) e.metadata = [...e.metadata.filter((m) => m.key !== 17), entry];
  e._writeOthersNearby?.('entity_metadata', { entityId: e.id, metadata: [entry] });
}

/** After a trade (VillagerEntity.onVillagerTrade): the offer's xp is added; a due level-up waits for the customer to leave. */
export function noteVillagerTrade(ctx: EmbeddedContext, e: Villager, offer: MerchantOffer): void {
  const d = villagerDataOf(e);
  setVillagerData(e, { xp: d.xp + offer.xp });
  randomOf(ctx, e);
  if (canLevelUp(d.level, d.xp + offer.xp)) e.mcuLife!.levelUpIn = LEVEL_UP_DELAY_TICKS;
}

const siteKey = (p: Vec3) => `${p.x},${p.y},${p.z}`;

/** State ids of each work-site block, by profession. */
function siteStates(ctx: EmbeddedContext): Map<number, string> {
  if (ctx.serv.mcuJobSiteStates) return ctx.serv.mcuJobSiteStates;
  const out = new Map<number, string>();
  for (const [profession, block] of Object.entries(JOB_SITES)) {
    const b = ctx.serv.registry.blocksByName[block];
    if (b) for (let s = b.minStateId; s <= b.maxStateId; s++) out.set(s, profession);
  }
  return (ctx.serv.mcuJobSiteStates = out);
}

/**
 * The nearest work-site block within 48 blocks not claimed by another living
 * villager. Chunk sections whose palette holds no work-site state are skipped,
 * so the scan costs little where there is none.
 */
export function nearestFreeSite(ctx: EmbeddedContext, e: Villager): { pos: Vec3; profession: string } | undefined {
  const states = siteStates(ctx);
  const claims: Map<string, Villager> = (ctx.serv.mcuJobClaims ??= new Map());
  const c = e.position.floored();
  let best: { pos: Vec3; profession: string; d: number } | undefined;
  const r = JOB_SITE_RANGE;
  for (let cx = (c.x - r) >> 4; cx <= (c.x + r) >> 4; cx++) {
    for (let cz = (c.z - r) >> 4; cz <= (c.z + r) >> 4; cz++) {
      const column = e.world?.sync?.getColumn?.(cx, cz);
      if (!column?.sections) continue;
      for (let sy = Math.max(0, (c.y - r) >> 4); sy <= Math.min(15, (c.y + r) >> 4); sy++) {
        const section = column.sections[sy];
        if (!section || section.solidBlockCount === 0) continue;
        if (Array.isArray(section.palette) && !section.palette.some((s: number) => states.has(s))) continue;
        for (let y = 0; y < 16; y++) for (let z = 0; z < 16; z++) for (let x = 0; x < 16; x++) {
          const state = column.getBlockStateId(new Vec3(x, sy * 16 + y, z));
          const profession = states.get(state);
          if (!profession) continue;
          const pos = new Vec3(cx * 16 + x, sy * 16 + y, cz * 16 + z);
          const d = pos.distanceSquared(c);
          const owner = claims.get(siteKey(pos));
          if (d > r * r || (owner && owner !== e && !owner.dead)) continue;
          if (!best || d < best.d) best = { pos, profession, d };
        }
      }
    }
  }
  return best && { pos: best.pos, profession: best.profession };
}

function siteStands(ctx: EmbeddedContext, e: Villager, site: Vec3, profession: string): boolean {
  return siteStates(ctx).get(e.world?.sync?.getBlockStateId?.(site)) === profession;
}

function noAI(e: Villager): boolean {
  const v = e.nbt?.NoAI;
  return v === true || v === 1 || v === '1b';
}

/** One brain step of one villager (job loss, taking a job). */
function jobStep(ctx: EmbeddedContext, e: Villager): void {
  const life = e.mcuLife!;
  const d = villagerDataOf(e);
  if (life.site && !siteStands(ctx, e, life.site, d.profession)) {
    ctx.serv.mcuJobClaims?.delete(siteKey(life.site));
    life.site = undefined;
  }
  if (!life.site && !NO_JOB.has(d.profession) && d.xp === 0 && d.level <= 1) {
    // A work site of its own profession within reach is claimed at once (the job it would lose and take back).
    const site = nearestFreeSite(ctx, e);
    if (site && site.profession === d.profession) claim(ctx, e, site.pos);
    else setVillagerData(e, { profession: 'none' });
  }
  if (villagerDataOf(e).profession === 'none') {
    const site = nearestFreeSite(ctx, e);
    if (site) {
      claim(ctx, e, site.pos);
      setVillagerData(e, { profession: site.profession });
    }
  }
}

function claim(ctx: EmbeddedContext, e: Villager, pos: Vec3): void {
  (ctx.serv.mcuJobClaims ??= new Map()).set(siteKey(pos), e);
  e.mcuLife!.site = pos;
}

function levelUpStep(ctx: EmbeddedContext, e: Villager): void {
  const life = e.mcuLife;
  if (!life?.levelUpIn) return;
  const customer = e.mcuCustomer;
  if (customer && !customer._client?.ended) return;
  if (--life.levelUpIn > 0) return;
  life.levelUpIn = undefined;
  const d = villagerDataOf(e);
  if (!canLevelUp(d.level, d.xp)) return;
  setVillagerData(e, { level: d.level + 1 });
  const merchant = e.mcuMerchant;
  if (merchant) merchant.offers.push(...drawnVillagerOffers(ctx, e));
  ctx.log(`villager ${e.id} levelled up to ${d.level + 1}`);
}

export function installVillagerLife(ctx: EmbeddedContext): void {
  let tick = 0;
  everyTick(ctx, () => {
    tick++;
    for (const e of Object.values<any>(ctx.serv.entities)) {
      if (e.dead || e.type !== 'mob' || entityTypeName(ctx.serv, e) !== 'villager') continue;
      randomOf(ctx, e);
      if (isBaby(e.nbt) || noAI(e)) continue;
      levelUpStep(ctx, e);
      // The first brain tick after the summon, then once a second.
      if (!e.mcuLife.started) { e.mcuLife.started = true; jobStep(ctx, e); continue; }
      if ((tick + e.id) % JOB_CHECK_TICKS === 0) jobStep(ctx, e);
    }
  });
}
