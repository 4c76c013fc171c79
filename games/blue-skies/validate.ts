/**
 * Blue Skies: a board's semantic checks, beyond its schema (board.ts): what makes it unplayable
 * (errors) or odd (warnings), each by its JSON path.
 */
import { prototypeIdProblems } from '../core/board-ids.js';
import { problemSayer } from '../core/board-problem.js';
import type { BoardProblem } from '../core/types.js';
import { type BlueSkiesBoard, cardsNeededAtSetup, insideOutline, MAX_PLAYERS, MIN_PLAYERS, outlineArea2, spacesInUse } from './board.js';
import { blueSkiesMessages } from './messages.js';

const say = problemSayer(blueSkiesMessages);

/** Everything that makes a board unplayable (errors) or odd (warnings), by JSON path. */
export function validateBoard(board: BlueSkiesBoard): BoardProblem[] {
  // Records of the game are keyed by these ids: none may be a name every object answers to.
  const problems: BoardProblem[] = [...prototypeIdProblems(board.airports, '$.airports', 'airport'), ...prototypeIdProblems(board.regions, '$.regions', 'region')];
  const ids = new Map<string, number>();
  board.airports.forEach((a, i) => {
    const at = `$.airports[${i}]`;
    if (ids.has(a.id)) problems.push(say(`${at}.id`, 'blueSkies.board.codeTwice', { id: a.id }));
    ids.set(a.id, i);
    for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
      const used = spacesInUse(a, n).length;
      if (used < 2 && n === MIN_PLAYERS) {
        problems.push(say(`${at}.gates`, 'blueSkies.board.fewSpaces', { city: a.city, used }));
      }
    }
    if (a.gates[0] && a.gates[0].fromPlayers !== MIN_PLAYERS) {
      problems.push(say(`${at}.gates[0].fromPlayers`, 'blueSkies.board.firstSpace', { city: a.city }));
    }
    a.gates.forEach((g, j) => {
      const prev = a.gates[j - 1];
      if (prev && prev.fromPlayers > g.fromPlayers) {
        problems.push(say(`${at}.gates[${j}].fromPlayers`, 'blueSkies.board.spaceOrder', { city: a.city, space: j + 1, before: j }));
      }
    });
    if (!board.regions.some((r) => r.airports.includes(a.id))) {
      problems.push(say(`${at}.id`, 'blueSkies.board.noRegion', { city: a.city }, 'warning'));
    }
  });
  board.regions.forEach((r, i) => {
    const seen = new Set<string>();
    r.airports.forEach((id, j) => {
      if (!ids.has(id)) problems.push(say(`$.regions[${i}].airports[${j}]`, 'blueSkies.board.regionUnknown', { region: r.name, id }));
      if (seen.has(id)) problems.push(say(`$.regions[${i}].airports[${j}]`, 'blueSkies.board.regionTwice', { region: r.name, id }));
      seen.add(id);
    });
  });
  const regionIds = new Set<string>();
  board.regions.forEach((r, i) => {
    if (regionIds.has(r.id)) problems.push(say(`$.regions[${i}].id`, 'blueSkies.board.regionIdTwice', { id: r.id }));
    regionIds.add(r.id);
  });
  const deck = board.airports.reduce((s, a) => s + a.demand, 0);
  if (deck < cardsNeededAtSetup(MAX_PLAYERS)) {
    problems.push(say('$.airports', 'blueSkies.board.deckShort', { deck, need: cardsNeededAtSetup(MAX_PLAYERS) }));
  }
  for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
    const key = String(n) as keyof BlueSkiesBoard['gatesPerPlayer'];
    const spaces = board.airports.reduce((s, a) => s + spacesInUse(a, n).length, 0);
    if (board.gatesPerPlayer[key] * n > spaces) {
      problems.push(say(`$.gatesPerPlayer["${n}"]`, 'blueSkies.board.gatesSpare', { n, spaces, held: board.gatesPerPlayer[key] * n }, 'warning'));
    }
  }
  problems.push(...landProblems(board));
  const cheapest = Math.min(...board.airports.map((a) => a.gates[0]?.cost ?? Infinity));
  if (cheapest > board.setupPoints) {
    problems.push(say('$.setupPoints', 'blueSkies.board.noCheapGate', { points: board.setupPoints }));
  }
  return problems;
}

/**
 * The land is only drawn, so what is odd about it is a warning: a shape with no area (nothing
 * would show), an airport out at sea.
 */
function landProblems(board: BlueSkiesBoard): BoardProblem[] {
  const land = board.land;
  if (!land) return [];
  const out: BoardProblem[] = [];
  land.forEach((shape, i) => {
    if (Math.abs(outlineArea2(shape.points)) < 1e-6) {
      out.push(say(`$.land[${i}].points`, 'blueSkies.board.flatLand', { n: i + 1 }, 'warning'));
    }
  });
  board.airports.forEach((a, i) => {
    if (!land.some((s) => insideOutline(a, s.points))) {
      out.push(say(`$.airports[${i}]`, 'blueSkies.board.atSea', { city: a.city }, 'warning'));
    }
  });
  return out;
}
