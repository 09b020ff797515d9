/**
 * The plugin pack, as one flying-squid plugin object: commands that behave
 * like vanilla 1.16.5, windows (crafting, furnace, chest, merchant, brewing stand), mining, combat,
 * item use, pickup and statistics (including the statistics packet).
 */
import { installEntityClock } from './entityClock';
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { SPAWN } from '../flatWorld';
import { claimNextLatencyInterval, takeLastDigInterval } from '../quietLoad';
import { dispatch, playerSource, registerCommands } from '../commandHandlers/dispatcher';
import { itemCommands } from '../commandHandlers/itemCommands';
import { blockCommands } from '../commandHandlers/blockCommands';
import { entityCommands } from '../commandHandlers/entityCommands';
import { gameCommands } from '../commandHandlers/gameCommands';
import { executeCommand } from '../commandHandlers/executeCommand';
import { scoreboardCommands } from '../commandHandlers/scoreboardCommands';
import type { CommandSpec } from '../commandHandlers/handlerTypes';
import { handleClick, openWindow, closeWindow } from './windows';
import { getContainer } from './containers';
import { installFurnaceTicker } from './furnace';
import { installItemUse } from './itemUse';
import { installProjectileTicker } from './projectiles';
import { installThrowing } from './throwing';
import { installShields } from './shields';
import { installHostileAttacks } from './hostileAttacks';
import { installBrewingStand } from './brewingStand';
import { installGolems } from './golems';
import { installCollect } from './drops';
import { installMelee } from './combat';
import { installDigging } from './digging';
import { installFallTracker, installHarmTicker, resetFall } from './harm';
import { installTrading } from './trading';
import { installVillagerLife } from './villagerLife';
import { encodeStatistics } from '../statsPacket';
import { installSneaking, installSneakTicker } from './sneaking';
import { installTilling } from './tilling';
import { installPlanting } from './seeds';
import { installFlowerPot } from './flowerPot';
import { installTntIgnition } from './tntIgnition';
import { installBuckets } from './buckets';
import { installGlassBottle } from './glassBottle';
import { installHanging, installHangingTicker } from './hanging';
import { installBeds, installLeaveBed } from './beds';
import { installDayCycleGuard } from './dayCycle';
import { installToggles } from './toggles';
import { installArmorStand } from './armorStand';
import { installDoorPlacing, installHalves } from './doubleBlocks';
import { installInteractStats, installNoteBlockPlay } from './interactStats';
import { installStationWindows } from './stationWindows';
import { chestBlocked, installEnderChest } from './enderChest';
import { bypassesBlockUse } from './hands';
import { installBreedingFeed, installBreedingTicker } from './breeding';
import { installFluids } from './fluids';
import { installSplashPotions, installSplashTicker } from './splashPotions';
import { installHungerEffect } from './hungerEffect';
import { installBoneMeal, installCropGrowth } from './crops';
import { installPumpkinCarving } from './pumpkinCarving';
import { installFireTicker, installFlintAndSteel, installMobBurning } from './fire';
import { ownTable } from '../../../util/ownTable';
import { everyTick } from './serverClock';
import { installEnchantingTable } from './enchantingTable';
import { installAnvil } from './anvilWindow';
import { installFishing, installFishingTicker } from './fishing';
import { installBoats, installBoatTicker } from './boats';
import { installLeads, installLeadTicker } from './leads';

export type { EmbeddedContext } from './context';

export const ALL_COMMANDS: CommandSpec[] = [...itemCommands, ...blockCommands, ...entityCommands, ...gameCommands, ...scoreboardCommands, executeCommand];

/** Chat aliases of the 1.16.5 tree that redirect to our commands. */
const CHAT_ALIASES: Record<string, string[]> = ownTable({ teleport: ['tp'], experience: ['xp'] });

function setupServer(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  registerCommands(ctx, ALL_COMMANDS);
  // flying-squid's built-ins (stop, op, modpe, changeworld, …) must not be reachable even from a
  // player's chat: drop them all, then register ours, which go through the allow-list.
  for (const key of Object.keys(serv.commands.hash)) delete serv.commands.hash[key];
  for (const key of Object.keys(serv.commands.uniqueHash)) delete serv.commands.uniqueHash[key];
  // Our commands replace flying-squid's of the same name (its hash is keyed by name).
  for (const spec of ALL_COMMANDS) {
    serv.commands.add({
      base: spec.name,
      aliases: CHAT_ALIASES[spec.name] ?? [],
      info: `/${spec.name}`,
      usage: `/${spec.name}`,
      op: true,
      action: async (args: string, fctx: any) => {
        if (!fctx.player) {
          const res = await dispatch(ctx, `${spec.name} ${args ?? ''}`, consoleSource(ctx));
          ctx.log(res.reply);
          return;
        }
        const res = await dispatch(ctx, `${spec.name} ${args ?? ''}`, playerSource(fctx.player));
        if (res.reply) fctx.player.chat((res.ok ? '' : serv.color.red) + res.reply);
      },
    });
  }
  // The custom statistic each block's opening counts in vanilla (a trapped chest and a barrel have their own).
  const openers: Array<[string, 'crafting' | 'furnace' | 'chest', string, string]> = [
    ['crafting_table', 'crafting', 'Crafting', 'interact_with_crafting_table'], ['furnace', 'furnace', 'Furnace', 'interact_with_furnace'],
    ['chest', 'chest', 'Chest', 'open_chest'], ['trapped_chest', 'chest', 'Chest', 'trigger_trapped_chest'], ['barrel', 'chest', 'Barrel', 'open_barrel'],
  ];
  for (const [block, kind, title, stat] of openers) {
    serv.onBlockInteraction(block, ({ block: b, player }: any) => {
      if (bypassesBlockUse(player)) return false;
      if (block.endsWith('chest') && chestBlocked(ctx, player.world, b.position)) return true;
      const container = kind === 'crafting' ? undefined : getContainer(ctx, player.world, b.position) ?? undefined;
      openWindow(ctx, player, kind, title, container);
      ctx.stats.add(player.username, 'custom', stat);
      return true;
    });
  }
  installEntityClock(ctx);
  installEnchantingTable(ctx);
  installAnvil(ctx);
  installFlowerPot(ctx);
  installEnderChest(ctx);
  installBeds(ctx);
  installDayCycleGuard(ctx);
  installToggles(ctx);
  installDoorPlacing(ctx);
  installInteractStats(ctx);
  installStationWindows(ctx);
  installHangingTicker(ctx);
  installTntIgnition(ctx);
  installSneakTicker(ctx);
  installBreedingTicker(ctx);
  installFurnaceTicker(ctx);
  installBrewingStand(ctx);
  installProjectileTicker(ctx);
  installHostileAttacks(ctx);
  installHarmTicker(ctx);
  installGolems(ctx);
  installFishingTicker(ctx);
  installBoatTicker(ctx);
  installLeadTicker(ctx);
  installVillagerLife(ctx);
  for (const step of [installFluids(ctx), installSplashTicker(ctx), installHungerEffect(ctx)]) everyTick(ctx, step);
  installCropGrowth(ctx);
  installFireTicker(ctx);
  installMobBurning(ctx);
}

function consoleSource(ctx: EmbeddedContext) {
  return { player: null, entity: null, position: new Vec3(0, 64, 0), yaw: 0, pitch: 0, world: ctx.serv.overworld };
}

function respawn(ctx: EmbeddedContext, player: any): void {
  const to = player.spawnPoint ? player.spawnPoint.clone() : ctx.serv.mcuSpawn?.clone() ?? new Vec3(SPAWN.x, SPAWN.y, SPAWN.z);
  player._sendRespawn();
  resetFall(player);
  player.position = to;
  player.sendSelfPosition(to.clone());
  player.updateHealth(20);
  player.updateFood(20);
  player.updateFoodSaturation(5);
  player.nearbyEntities = [];
  player.updateAndSpawn();
}

/**
 * flying-squid sends the rest of the spawn chunks, the second login position
 * and (from then on) the chunks a walking player needs only after the
 * client's first 'flying' or 'look' packet. mineflayer on 1.16 sends neither
 * when it lands without turning (only 'position', at least once a second), so
 * a login could stall there for good: any movement packet ends the wait.
 */
function endLoginWaitOnAnyMovement(player: any): void {
  player.waitPlayerLogin = () => new Promise<void>((resolve) => {
    const events = ['flying', 'look', 'position', 'position_look'];
    const listener = () => {
      for (const e of events) player._client.removeListener(e, listener);
      resolve();
      // login.js resends the login position right after this wait (synchronously, in the awaiting
      // continuation): once that is done a teleport can no longer be undone by it.
      setImmediate(() => { player.mcuLoginDone = true; player.emit('mcu_login_done'); });
    };
    for (const e of events) player._client.on(e, listener);
  });
}

/** How long a teleport waits for the client's confirmation before it is sent again (vanilla: 20 ticks). */
const TELEPORT_CONFIRM_MS = 1000;

/**
 * As vanilla does (ServerPlayNetHandler), movement packets the client sent
 * before it saw the latest teleport are ignored until it confirms that
 * teleport (teleport_confirm), and a teleport left unconfirmed for a second
 * is sent again. flying-squid applied them, so a /tp was undone on the server
 * by the client's stale position: the agent stood at the new place while the
 * server sent it the chunks (and applied the hazards) of the old one. Moves
 * used to count again after a second without confirmation, which undid the
 * /tp all the same whenever a busy machine made the client slow to answer.
 */
function ignoreMovesUntilTeleportConfirmed(player: any): void {
  const client = player._client;
  const emit = client.emit.bind(client);
  client.emit = (event: string, ...args: unknown[]) => {
    // Only the confirmation of the latest teleport ends the wait: moves answering an earlier one are stale too.
    if (event === 'teleport_confirm') {
      if ((args[0] as { teleportId?: number } | undefined)?.teleportId === player.mcuTeleportId) player.mcuTeleportSentAt = undefined;
    }
    else if ((event === 'position' || event === 'position_look') && player.mcuTeleportSentAt !== undefined) {
      if (Date.now() - player.mcuTeleportSentAt >= TELEPORT_CONFIRM_MS && player.mcuTeleportParams && !client.ended) {
        client.write('position', player.mcuTeleportParams);
      }
      return false;
    }
    return emit(event, ...args);
  };
}

function setupPlayer(ctx: EmbeddedContext, player: any): void {
  // login.js defines waitPlayerLogin after this hook runs (plugins run in file order): replace it just before login().
  player.once('asap', () => endLoginWaitOnAnyMovement(player));
  player.mcuTimers = new Set<NodeJS.Timeout>();
  ctx.playerTimers.add(player.mcuTimers);
  const client = player._client;
  const write = client.write.bind(client);
  client.write = (name: string, params: any) => {
    if (name === 'set_slot' && player.mcuMuteSlots && params?.windowId === 0) return;
    // flying-squid starts its leaking latency interval right after the login update_time.
    if (name === 'update_time' && !player.mcuSpawned) claimNextLatencyInterval(player.mcuTimers);
    // ...and its dig animation interval right before acknowledging a dig start.
    if (name === 'acknowledge_player_digging' && params?.status === 0) {
      const h = takeLastDigInterval();
      if (h) player.mcuTimers.add(h);
    }
    // A position packet is a teleport the client must confirm (see ignoreMovesUntilTeleportConfirmed);
    // each gets its own id, as in vanilla (flying-squid sends 1 every time).
    if (name === 'position') {
      player.mcuTeleportId = ((player.mcuTeleportId ?? 0) % 0x7fffffff) + 1;
      player.mcuTeleportSentAt = Date.now();
      player.mcuTeleportParams = params;
      params = { ...params, teleportId: player.mcuTeleportId };
    }
    return write(name, params);
  };
  ignoreMovesUntilTeleportConfirmed(player);
  player.once('spawned', () => { player.mcuSpawned = true; });
  client.on('end', () => {
    for (const t of player.mcuTimers) clearInterval(t);
    player.mcuTimers.clear();
    ctx.playerTimers.delete(player.mcuTimers);
    if (player.mcuWindow) player.mcuWindow = undefined;
  });
  // Remember the exact facing (flying-squid keeps only a byte) for ^ coordinates and shooting.
  client.on('look', ({ yaw, pitch }: any) => { player.mcuYaw = yaw; player.mcuPitch = pitch; });
  client.on('position_look', ({ yaw, pitch }: any) => { player.mcuYaw = yaw; player.mcuPitch = pitch; });
  // custom:jump — leaving the ground upwards (vanilla counts it in the jump handler; the protocol only shows this).
  let last: { y: number; onGround: boolean } | null = null;
  const onMove = ({ y, onGround }: any) => {
    if (last && last.onGround && !onGround && y > last.y + 0.01 && player.gameMode !== 3) ctx.stats.add(player.username, 'custom', 'jump');
    last = { y, onGround };
  };
  client.on('position', onMove);
  client.on('position_look', onMove);
  // A client standing still reports landing with 'flying' (or 'look') packets, which carry no position.
  const onGroundOnly = ({ onGround }: any) => { if (last) last = { y: last.y, onGround }; };
  client.on('flying', onGroundOnly);
  client.on('look', onGroundOnly);

  player.once('asap', () => {
    client.removeAllListeners('window_click');
    client.on('window_click', (packet: any) => handleClick(ctx, player, packet));
    client.on('close_window', () => closeWindow(ctx, player, false));
    for (const l of client.listeners('client_command')) {
      if (/WIP/.test(Function.prototype.toString.call(l))) client.removeListener('client_command', l as any);
    }
    client.on('client_command', (p: any) => {
      const action = p.actionId ?? p.payload;
      if (action === 1 || action === 'request_stats') {
        client.write('statistics', { entries: encodeStatistics(ctx.serv.registry, ctx.stats.snapshot(player.username)) });
      }
      // flying-squid compares the decoded action with 0, but minecraft-data 3.117 names it: respawn here.
      if (action === 'perform_respawn' && player.health <= 0) respawn(ctx, player);
    });
    installCollect(ctx, player);
    installMelee(ctx, player);
    installDigging(ctx, player);
    installItemUse(ctx, player);
    installThrowing(ctx, player);
    installShields(ctx, player);
    installBuckets(ctx, player);
    installGlassBottle(ctx, player);
    installSplashPotions(ctx, player);
    installTilling(ctx, player);
    installSneaking(player);
    installBreedingFeed(ctx, player);
    installHanging(ctx, player);
    installLeaveBed(ctx, player);
    installArmorStand(ctx, player);
    installHalves(ctx, player);
    installNoteBlockPlay(ctx, player);
    installPlanting(ctx, player);
    installBoneMeal(ctx, player);
    installPumpkinCarving(ctx, player);
    installFlintAndSteel(ctx, player);
    installFallTracker(ctx, player);
    installTrading(ctx, player);
    installFishing(ctx, player);
    installBoats(ctx, player);
    installLeads(ctx, player);
  });
}

export function createPluginPack(ctx: EmbeddedContext): { server: (serv: any) => void; player: (player: any) => void } {
  return {
    server: (serv: any) => {
      serv.mcuCtx = ctx;
      if (serv.pluginsReady) setupServer(ctx); else serv.once('pluginsReady', () => setupServer(ctx));
    },
    player: (player: any) => setupPlayer(ctx, player),
  };
}
