/**
 * The limits of a Blue Skies board beyond the shared ones (games/core/limits.ts): each is far
 * beyond the printed game (30 airports of 4 gate spaces, 7 regions, 59 demand cards with at most
 * 5 per airport, a bag of 100 red and 25 green cubes, gate prices 1 to 5) and keeps setup cheap:
 * the demand deck a setup shuffles holds at most airports × demand cards (6,000), and the bag
 * is two counts. The land drawn behind the airports is at most 50 × 2,000 points, drawn once.
 */
export const BLUE_SKIES_LIMITS = {
  airports: 300,
  regions: 100,
  /** Airports one region names. */
  regionAirports: 300,
  /** Demand cards naming one airport. */
  demand: 20,
  /** An airport's value, and the price of buying out its local airline. */
  airportValue: 20,
  /** The points it costs to open a gate. */
  gateCost: 9,
  /** A region's bonus points. */
  regionBonus: 100,
  /** Cubes of one colour in the bag. */
  cubes: 1000,
  /** Points per round, and points for the first gates at setup. */
  points: 50,
  /** Gates bought at setup. */
  setupGates: 10,
  /** Gates each player has. */
  gatesPerPlayer: 60,
  /** Characters of an airport's city and of a region's name. */
  name: 60,
  /** Shapes of land drawn behind the airports (the printed map: one mainland, a few islands). */
  landShapes: 50,
  /** Points of one land shape's outline (a detailed coast is a few hundred). */
  landPoints: 2000,
} as const;
