/**
 * Portal blocks of vanilla 1.16.5 (NetherPortalBlock, EndPortalBlock,
 * EndGatewayBlock): stepping into one takes an entity out of where it is.
 */
export const PORTAL_BLOCKS: readonly string[] = ['nether_portal', 'end_portal', 'end_gateway'];
