/**
 * The limits of an Airlines Europe board beyond the shared ones (games/core/limits.ts): each is
 * far beyond the 2011 game (10 airlines of 8 to 15 shares, a share track of about 60 spaces in
 * 9 stretches, 20 Air Abacus shares, 4 bonus connections) and keeps setup cheap: the draw pile
 * a setup builds holds at most airlines × shares + abacus shares cards.
 */
export const EUROPE_LIMITS = {
  airlines: 16,
  /** Share cards (and planes) of one airline. */
  shares: 40,
  /** Bonus connections. */
  bonuses: 200,
  /** A bonus connection's value. */
  bonusValue: 40,
  /** The share track's last space; a track start and a stretch's ends lie within it. */
  trackLength: 200,
  /** Stretches of the share track. */
  trackRanges: 30,
  /** Payouts of one stretch, and of Air Abacus (largest holder, second, …). */
  payouts: 6,
  /** One payout's victory points. */
  payoutPoints: 200,
  /** Air Abacus shares. */
  abacusShares: 60,
  /** Player counts an airline may be taken out at (2 to 6). */
  removedWith: 5,
  /** A licence price in millions. */
  licencePrice: 30,
  /** Characters of an airline's initials. */
  initials: 4,
  /** Characters of an airline's name and of Air Abacus's. */
  name: 60,
} as const;
