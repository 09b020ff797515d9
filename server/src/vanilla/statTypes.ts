/** The 1.16.5 stat type registry in its order (a statistics packet's category id is the index). */
export const STAT_TYPE_ORDER: readonly string[] = ['mined', 'crafted', 'used', 'broken', 'picked_up', 'dropped', 'killed', 'killed_by', 'custom'];
