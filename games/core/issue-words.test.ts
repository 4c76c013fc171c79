/**
 * Schema problems in words, on real boards of every game broken the way a hand edit breaks
 * them: each message names the element and the field, never zod's own text or an internal id.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import northAmerica from '../../boards/airlines/north-america.board.json';
import europe from '../../boards/airlines-europe/europe.board.json';
import usa from '../../boards/blue-skies/usa.board.json';
import classic from '../../boards/linie1/classic.board.json';
import { games } from '../index.js';
import { checkBoard } from './board-check.js';
import { wordProblem } from './board-problem.js';
import { problemMessages } from './problem-messages.js';
import { elementName, fieldWords, issueSentence, schemaProblemsInWords } from './issue-words.js';

type Json = Record<string, any>;
const copy = (b: unknown): Json => structuredClone(b) as Json;
function messages(game: string, board: Json): Record<string, string> {
  const check = checkBoard(games.get(game)!, board);
  expect(check.ok).toBe(false);
  return Object.fromEntries(check.problems.map((p) => [p.path, p.message]));
}
/** No zod wording and no id-shaped token left in a message. */
function expectWords(list: Record<string, string>): void {
  for (const m of Object.values(list)) {
    expect(m).not.toMatch(/Too (big|small)|Invalid (input|option|string)|expected .* to (be|have)|received/);
    expect(m).toMatch(/\.$/);
  }
}

describe('Schema problems in words', () => {
  it('Airlines: costs, names, types, colours and counts', () => {
    const b = copy(northAmerica);
    const i = b.routes.findIndex((r: Json) => r.from === 'DEN');
    b.routes[i].costs[0] = 31;
    b.routes[3].costs = [1, 2, 3, 4];
    b.routes[5].type = 'zigzag';
    b.cities[3].name = '';
    delete b.cities[4].x;
    b.airlines[0].colour = 'gold';
    b.scoringCards = 2.5;
    const m = messages('airlines', b);
    expect(m[`$.routes[${i}].costs[0]`]).toBe(`Route ${i + 1}: cost 31 is over the limit of 14.`);
    expect(m['$.routes[3].costs']).toBe('Route 4: there are 4 costs; at most 3 are allowed.');
    expect(m['$.routes[5].type']).toBe('Route 6: type “zigzag” is not one of “wavy”, “dotted”, “dashed”, “double”, “solid”.');
    expect(m['$.cities[3].name']).toBe('City 4: name is empty.');
    expect(m['$.cities[4].x']).toBe(`City ${b.cities[4].name}: x is missing.`);
    expect(m['$.airlines[0].colour']).toBe(`Airline ${b.airlines[0].name}: colour “gold” is not valid: a colour is written "#rrggbb".`);
    expect(m['$.scoringCards']).toBe('Scoring cards 2.5 must be a whole number.');
    expectWords(m);
  });

  it('Airlines Europe: an empty licence list, a share count, a nested table', () => {
    const b = copy(europe);
    b.routes[0].licences = [];
    b.airlines[1].shares = 99;
    b.shareTrack.ranges[2].points = 'x';
    const m = messages('airlines-europe', b);
    expect(m['$.routes[0].licences']).toBe('Route 1: there are no licences; at least 1 is needed.');
    expect(m['$.airlines[1].shares']).toBe(`Airline ${b.airlines[1].name}: shares 99 is over the limit of 40.`);
    expect(m['$.shareTrack.ranges[2].points']).toBe('Range 3: points should be a list, not text.');
    expectWords(m);
  });

  it('Blue Skies: a gate inside an airport, an empty region, the bag and the player-count table', () => {
    const b = copy(usa);
    b.airports[0].gates[1].cost = 0;
    b.regions[2].airports = [];
    b.bag.red = -1;
    b.gatesPerPlayer['3'] = 'many';
    const m = messages('blue-skies', b);
    expect(m['$.airports[0].gates[1].cost']).toBe(`Airport ${b.airports[0].city}, gate 2: cost 0 is under the minimum of 1.`);
    expect(m['$.regions[2].airports']).toBe(`Region ${b.regions[2].name}: there are no airports; at least 1 is needed.`);
    expect(m['$.bag.red']).toBe('Bag red -1 is under the minimum of 1.');
    expect(m['$.gatesPerPlayer["3"]']).toBe('Gates per player 3 should be a number, not text.');
    expectWords(m);
  });

  it('Linie 1: grid size, an edge, a track side, a die face, a starting hand', () => {
    const b = copy(classic);
    b.rows = 40;
    b.terminals[1].edge = 'middle';
    b.tileTypes[0].segments = [['N', 'Q']];
    b.die.push('Q');
    b.startingHand.curve = -1;
    const m = messages('linie1', b);
    expect(m['$.rows']).toBe('Rows 40 is over the limit of 30.');
    expect(m['$.terminals[1].edge']).toBe(`Terminal ${b.terminals[1].street}: edge “middle” is not one of “top”, “right”, “bottom”, “left”.`);
    expect(m['$.tileTypes[0].segments[0][1]']).toBe(`Tile type ${b.tileTypes[0].name}: segment “Q” is not one of “N”, “E”, “S”, “W”.`);
    expect(m[`$.die[${b.die.length - 1}]`]).toBe('Die “Q” should be a number or “H”.');
    expect(m['$.startingHand.curve']).toBe('Starting hand curve -1 is under the minimum of 0.');
    expectWords(m);
  });

  it('A caller names the element and words the fields (the editor mode does)', () => {
    const schema = z.object({ routes: z.array(z.object({ id: z.string(), costs: z.array(z.number().max(30)) })) });
    const board = { routes: [{ id: 'den-oma', costs: [31] }] };
    const r = schema.safeParse(board);
    expect(r.success).toBe(false);
    const [p] = schemaProblemsInWords(r.error!, board, { name: () => 'Route Denver–Omaha', fields: {} });
    expect(p).toMatchObject({ path: '$.routes[0].costs[0]', message: 'Route Denver–Omaha: cost 31 is over the limit of 30.', severity: 'error', key: 'board.problem.at' });
    // The key and its parameters word the same problem in the editor's language.
    expect(wordProblem(problemMessages, 'en', p!)).toBe(p!.message);
    expect(wordProblem(problemMessages, 'fr', p!)).toBe('Route Denver–Omaha : cost 31 dépasse la limite de 30.');
    expect(wordProblem(problemMessages, 'de', p!)).toBe('Route Denver–Omaha: cost 31 liegt über der Grenze von 30.');
  });

  it('Missing fields, whole numbers, lists that are too short, custom checks', () => {
    const schema = z.object({
      cities: z.array(z.object({ name: z.string() })).min(2),
      n: z.number().int(),
      s: z.string().max(3),
      pick: z.literal('x'),
      ok: z.number().refine((v) => v !== 7, 'Seven is not allowed.'),
    });
    const board = { cities: [{}], n: 1.5, s: 'abcd', pick: 'y', ok: 7 };
    const r = schema.safeParse(board);
    const words = r.error!.issues.map((i) => issueSentence(i, board));
    expect(words).toEqual([
      'Name is missing.',
      'There is only 1 city; at least 2 are needed.',
      'N 1.5 must be a whole number.',
      'S has 4 characters; at most 3 are allowed.',
      'Pick must be “x”, not “y”.',
      'Seven is not allowed.',
    ]);
  });

  it('Fields and elements are named from the path', () => {
    expect(fieldWords(['routes', 3, 'costs', 0])).toEqual({ one: 'cost', many: 'costs' });
    expect(fieldWords(['airlines', 1, 'stockCards'])).toEqual({ one: 'stock cards', many: 'stock cards' });
    expect(fieldWords(['cities'], { cities: 'towns' })).toEqual({ one: 'towns', many: 'towns' });
    expect(elementName({ cities: [{ id: 'X1' }] }, ['cities', 0, 'x'])).toBe('City 1');
    expect(elementName({ name: 'b' }, ['name'])).toBeNull();
  });

  it('Bounds: a pile, a record of ids and a name over their limits name the field, the value and the limit', () => {
    const b = copy(classic);
    b.tileTypes[2].pile = 1e9;
    b.startingHand = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`t${i}`, 1]));
    b.name = 'x'.repeat(130);
    const m = messages('linie1', b);
    expect(m['$.tileTypes[2].pile']).toBe(`Tile type ${b.tileTypes[2].name}: pile 1000000000 is over the limit of 100.`);
    expect(m['$.name']).toBe('Name has 130 characters; at most 120 are allowed.');
    // The record's own check runs once its entries are of the right shape: alone here.
    const r = copy(classic);
    r.startingHand = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`t${i}`, 1]));
    expect(messages('linie1', r)['$.startingHand']).toBe('Starting hand has 70 entries; at most 64 are allowed.');
  });
});
