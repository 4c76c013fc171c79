/**
 * The limits of an Airlines board beyond the shared ones (games/core/limits.ts): each is far
 * beyond the 1990 game (9 airlines of 7 to 12 stock cards and up to 20 markers, 42 flight cards
 * valued 1 to 14, 3 scoring cards) and keeps setup cheap: the decks a setup builds hold at most
 * airlines × stockCards and flightCards × count cards.
 */
export const AIRLINES_LIMITS = {
  airlines: 30,
  /** Stock cards of one airline. */
  stockCards: 30,
  /** Markers of one airline, its headquarters marker included. */
  markers: 40,
  /** Entries of the flight-card list (5 route types × 14 values make 70 different cards). */
  flightCardEntries: 200,
  /** Cards of one flight-card entry. */
  flightCardCount: 20,
  /** Scoring cards shuffled into the stock deck. */
  scoringCards: 5,
  /** Characters of an airline's initials. */
  initials: 4,
  /** Characters of an airline's name and of a city's name. */
  name: 60,
} as const;
