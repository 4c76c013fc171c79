/**
 * The rules of Airlines (1990): setup, the turn's phases, drawing, scoring, the end.
 * RULES.md lists every decision taken where the rule texts are silent or disagree.
 */
export { FACE_UP, FLIGHT_HAND, MAX_PLAYERS, MIN_PLAYERS, STOCK_HAND } from './seats.js';
export { SABOTAGE_MIN } from './queries.js';
export { controlledRounds, setup } from './setup.js';
export { activePlayers, canFoundWith, currentPlayer, foundProblem, legalMoves } from './legal.js';
export { cloneForMove, cloneState, step } from './step.js';
export { bonusFor, outcome, progressPossible, totals } from './end.js';
