/**
 * Which of a merchant's offers the agent takes: one whose output the goal
 * wants (`product`) and whose input it names (`payment`), both if one does,
 * else either; with neither named, the first the agent can afford. Pure:
 * the trade skill feeds it the trade list mineflayer read.
 */

export interface TradeStack {
  name: string;
  count: number;
}

/** One offer as the agent sees it (mineflayer's trade, reduced). */
export interface SeenTrade {
  index: number;
  /** First payment at its real price (demand and special price applied). */
  input1: TradeStack;
  input2?: TradeStack;
  output: TradeStack;
  /** Sold out (uses reached maxUses). */
  disabled: boolean;
}

export interface TradeWish {
  product?: string[];
  payment?: string[];
}

export type TradeChoice = { trade: SeenTrade } | { refusal: string };

/** Item names read as mass nouns: "20 wheat", not "20 wheats". */
const MASS_NOUN = /(s|wheat|glass|wool|flesh|bread|paper|string|leather|coal|redstone|gunpowder|sugar|dust|ice|salmon|cod|beef|mutton|clay)$/;

/** "3 emeralds", "1 bookshelf", "20 wheat". */
export function quantity(n: number, name: string): string {
  const words = name.replace(/_/g, ' ');
  return n === 1 || MASS_NOUN.test(words) ? `${n} ${words}` : `${n} ${words}s`;
}

export function describeTrade(t: SeenTrade): string {
  const pay = [t.input1, t.input2].filter((s): s is TradeStack => !!s).map((s) => quantity(s.count, s.name)).join(' + ');
  return `${pay} for ${quantity(t.output.count, t.output.name)}${t.disabled ? ' (sold out)' : ''}`;
}

function inputsOf(t: SeenTrade): TradeStack[] {
  return [t.input1, t.input2].filter((s): s is TradeStack => !!s);
}

/** What the agent lacks to pay for `t` once: the first short input and how many it has. */
export function shortfall(t: SeenTrade, have: (name: string) => number): { stack: TradeStack; has: number } | undefined {
  for (const s of inputsOf(t)) {
    const has = have(s.name);
    if (has < s.count) return { stack: s, has };
  }
  return undefined;
}

function offersText(trades: SeenTrade[]): string {
  const shown = trades.slice(0, 5).map(describeTrade).join('; ');
  return trades.length > 5 ? `${shown}; …` : shown;
}

/**
 * Picks the offer to take from `who` ("the librarian"). Among offers that
 * match best, one the agent can afford now comes first, then list order.
 */
export function chooseTrade(trades: SeenTrade[], wish: TradeWish, have: (name: string) => number, who: string): TradeChoice {
  if (!trades.length) return { refusal: `${who} offers no trades` };
  const product = wish.product?.length ? new Set(wish.product) : undefined;
  const payment = wish.payment?.length ? new Set(wish.payment) : undefined;
  const score = (t: SeenTrade) => (product?.has(t.output.name) ? 1 : 0) + (inputsOf(t).some((s) => payment?.has(s.name)) ? 1 : 0);
  const open = trades.filter((t) => !t.disabled);
  const best = Math.max(...trades.map(score));
  if ((product || payment) && best === 0) {
    const wanted = [product && `no ${[...product].join(' or ')}`, payment && `nothing for ${[...payment].join(' or ')}`].filter(Boolean).join(' and ');
    return { refusal: `${who} offers ${wanted} (its offers: ${offersText(trades)})` };
  }
  // The best open offer still has to match what the goal names (a sold-out match is no reason to take another).
  const bestOpen = open.length ? Math.max(...open.map(score)) : -1;
  if (bestOpen < 0 || ((product || payment) && bestOpen === 0)) {
    return { refusal: `${who}'s matching offers are sold out (${offersText(trades.filter((t) => score(t) === best))})` };
  }
  const matching = open.filter((t) => score(t) === bestOpen);
  const affordable = matching.find((t) => !shortfall(t, have));
  return { trade: affordable ?? matching[0] };
}
