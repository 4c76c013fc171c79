/**
 * Board problems count and name things in each language's own grammar: a count of 0, 1, 2, 5 or
 * 21 takes its plural form from the catalogue (never "There are 1 flight cards"), a list's
 * element is named by its noun (never "Bonuse 1" or "there are only 2 deck", which cutting an "s"
 * off the key gave), and the wrong game reads without a wrong article ("a Airlines board").
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkBoard } from './core/board-check.js';
import { wordProblem } from './core/board-problem.js';
import { schemaProblemsInWords } from './core/issue-words.js';
import { LOCALES, type Locale } from './core/messages.js';
import { problemMessages } from './core/problem-messages.js';
import { word, type WordParams } from './core/wording.js';
import { games } from './index.js';
import { allMessages } from './messages.js';

const COUNTS = [0, 1, 2, 5, 21];

/** A count glued to the wrong number of its noun, or a verb that disagrees with it, per language. */
const SLIP: Record<Locale, RegExp> = {
  en: /(?<![\d.,])\b1 (stock cards|flight cards|markers|scoring cards|shares|gate spaces|gates|starting tiles|cities|entries|pieces|stops)\b|\b(?:There|there) are (?:only )?1\b|\b(?:There|there) is (?:only )?(?:0|[2-9]|\d\d)\b|\bno starting tiles\b/,
  fr: /(?<![\d.,])\b1 (cartes|marqueurs|actions|emplacements|portes|tuiles)\b|\bles 1 porte/,
  de: /(?<![\d.,])\b1 (Aktien|Flugkarten|Wertungskarten|Gate-Felder|Gates)\b|\bdie 1 Gate/,
};

/** Each board problem (and seat note) that counts something: its key, the count's name, the other params. */
const COUNTED: readonly { key: string; count: string; params: WordParams }[] = [
  { key: 'airlines.board.stockCount', count: 'n', params: { airline: 'Atlas' } },
  { key: 'airlines.board.stockShort', count: 'n', params: { min: 2, need: 14, hand: 5, faceUp: 3 } },
  { key: 'airlines.board.stockFew', count: 'n', params: { same: 'no', min: 2, most: 3, max: 4, need: 24, hand: 5, faceUp: 3 } },
  { key: 'airlines.board.stockClassic', count: 'n', params: { classic: 60 } },
  { key: 'airlines.board.markersClassic', count: 'n', params: { classic: 60 } },
  { key: 'airlines.board.flightShort', count: 'n', params: { min: 2, need: 9, hand: 4 } },
  { key: 'airlines.board.flightFew', count: 'n', params: { same: 'yes', min: 2, most: 2, max: 3, need: 13, hand: 4 } },
  { key: 'airlines.board.flightClassic', count: 'n', params: { classic: 42 } },
  { key: 'airlines.board.scoringClassic', count: 'n', params: { classic: 3 } },
  { key: 'airlines.seats.stock', count: 'n', params: { next: 3, need: 19, hand: 5, faceUp: 3 } },
  { key: 'airlines.seats.flight', count: 'n', params: { next: 3, need: 13, hand: 4 } },
  { key: 'europe.board.fewShares', count: 'shares', params: { n: 5, need: 30 } },
  { key: 'blueSkies.board.gatesSpare', count: 'spaces', params: { n: 2, held: 24 } },
  { key: 'blueSkies.board.gatesSpare', count: 'held', params: { n: 2, spaces: 30 } },
  { key: 'linie1.board.handShort', count: 'start', params: { tile: 'Straight', n: 3 } },
];

describe('Board problems count in each language’s grammar', () => {
  it.each(COUNTED.map((c) => [`${c.key} (${c.count})`, c] as const))('%s reads right at 0, 1, 2, 5 and 21 in every language', (_, c) => {
    for (const locale of LOCALES) {
      for (const n of COUNTS) {
        const text = word(allMessages, locale, { key: c.key, params: { ...c.params, [c.count]: n } });
        expect(text, `${locale} ${n}`).not.toBe(c.key);
        expect(text, `${locale} ${n}: ${text}`).not.toMatch(SLIP[locale]);
      }
    }
  });

  it('says them word for word', () => {
    const say = (locale: Locale, key: string, params: WordParams) => word(allMessages, locale, { key, params });
    const flight = { min: 2, need: 9, hand: 4 };
    expect(say('en', 'airlines.board.flightShort', { ...flight, n: 1 })).toBe('There is 1 flight card; even 2 players need 9 (4 each and one to draw).');
    expect(say('en', 'airlines.board.flightShort', { ...flight, n: 2 })).toBe('There are 2 flight cards; even 2 players need 9 (4 each and one to draw).');
    expect(say('fr', 'airlines.board.flightShort', { ...flight, n: 1 })).toBe('Il y a 1 carte Vol ; même 2 joueurs en demandent 9 (4 chacun et une à piocher).');
    expect(say('de', 'airlines.board.flightShort', { ...flight, n: 1 })).toBe('Es gibt 1 Flugkarte; schon 2 Personen brauchen 9 (4 je Person und eine zum Ziehen).');
    expect(say('en', 'linie1.board.handShort', { tile: 'Curve', n: 3, start: 0 })).toBe('There is no starting tile "Curve", too few for even two players (3 each).');
    expect(say('en', 'linie1.board.handShort', { tile: 'Curve', n: 3, start: 1 })).toBe('There is 1 starting tile "Curve", too few for even two players (3 each).');
    expect(say('de', 'blueSkies.board.gatesSpare', { n: 2, spaces: 1, held: 1 })).toBe(
      'Bei 2 Personen hat der Spielplan 1 Gate-Feld im Spiel, weniger als das 1 Gate der Personen, also gehen vielleicht niemandem je die Gates aus.',
    );
  });
});

describe('A list’s elements are named and counted by its noun, not by its key cut short', () => {
  const schema = z.object({
    bonuses: z.array(z.object({ name: z.string() })),
    cities: z.array(z.object({ name: z.string() })).min(3),
    segments: z.array(z.number()).max(2),
    deck: z.array(z.number()).min(3),
    routeCards: z.array(z.object({ stops: z.record(z.string(), z.array(z.string()).min(2)) })),
  });
  const english = (n: number): string[] => {
    const board = { bonuses: [{}], cities: Array.from({ length: n }, (_, i) => ({ name: `C${i}` })), segments: Array(n).fill(1), deck: Array(n).fill(1), routeCards: [{ stops: { A: n === 0 ? [] : ['x'] } }] };
    const r = schema.safeParse(board);
    return r.success ? [] : schemaProblemsInWords(r.error, board).map((p) => wordProblem(problemMessages, 'en', p));
  };

  it('in English, at 0, 1, 2, 5 and 21', () => {
    expect(english(0)).toEqual([
      'Bonus connection 1: name is missing.',
      'There are no cities; at least 3 are needed.',
      'There are no entries in deck; at least 3 are needed.',
      'Route card 1: there are no stops; at least 2 are needed.',
    ]);
    expect(english(1)).toEqual([
      'Bonus connection 1: name is missing.',
      'There is only 1 city; at least 3 are needed.',
      'There is only 1 entry in deck; at least 3 are needed.',
      'Route card 1: there is only 1 stop; at least 2 are needed.',
    ]);
    expect(english(2)).toEqual(['Bonus connection 1: name is missing.', 'There are only 2 cities; at least 3 are needed.', 'There are only 2 entries in deck; at least 3 are needed.', 'Route card 1: there is only 1 stop; at least 2 are needed.']);
    expect(english(5)).toEqual(['Bonus connection 1: name is missing.', 'There are 5 pieces of track; at most 2 are allowed.', 'Route card 1: there is only 1 stop; at least 2 are needed.']);
    expect(english(21)).toEqual(['Bonus connection 1: name is missing.', 'There are 21 pieces of track; at most 2 are allowed.', 'Route card 1: there is only 1 stop; at least 2 are needed.']);
  });

  it('French and German keep naming the field by its key, with their own plurals', () => {
    const board = { bonuses: [], cities: [{ name: 'A' }], segments: [], deck: [1, 2], routeCards: [] };
    const problems = schemaProblemsInWords(schema.safeParse(board).error!, board);
    expect(problems.map((p) => wordProblem(problemMessages, 'fr', p))).toEqual(['Le champ « cities » n’a qu’un élément ; il en faut au moins 3.', 'Le champ « deck » n’a que 2 éléments ; il en faut au moins 3.']);
    expect(problems.map((p) => wordProblem(problemMessages, 'de', p))).toEqual(['Das Feld „cities“ hat nur 1 Eintrag; mindestens 3 werden gebraucht.', 'Das Feld „deck“ hat nur 2 Einträge; mindestens 3 werden gebraucht.']);
  });

  it('a list named as the list it sits in names it: a route card’s players are player counts, a save’s are players', () => {
    const schema = z.object({ players: z.array(z.string()).min(2), routeCards: z.array(z.object({ players: z.array(z.number()).min(1) })) });
    const board = { players: ['a'], routeCards: [{ players: [] }] };
    const problems = schemaProblemsInWords(schema.safeParse(board).error!, board);
    expect(problems.map((p) => p.message)).toEqual(['There is only 1 player; at least 2 are needed.', 'Route card 1: there are no player counts; at least 1 is needed.']);
  });

  it('a list keyed by the file (a record’s key, “constructor” too) counts by the fallback and words in every language', () => {
    const schema = z.object({ stock: z.record(z.string(), z.array(z.number()).min(2)) });
    const board = JSON.parse('{"stock": {"__proto__": [1], "constructor": [2], "x": []}}') as unknown;
    const problems = schemaProblemsInWords(schema.safeParse(board).error!, board);
    const said = problems.map((p) => p.message);
    expect(said).toContain('There is only 1 entry in stock constructor; at least 2 are needed.');
    expect(said).toContain('There are no entries in stock x; at least 2 are needed.');
    for (const p of problems) for (const l of LOCALES) expect(wordProblem(problemMessages, l, p)).not.toBe(p.key);
  });

  it('the wrong game: no article to get wrong', () => {
    for (const def of games.values()) {
      const check = checkBoard(def, { game: 'chess', format: 1 });
      const p = check.problems[0]!;
      expect(p.message).toBe(`This is not a board for ${def.name} (its "game" is "chess").`);
      expect(wordProblem(problemMessages, 'de', p)).toBe(`Das ist kein Spielplan für ${def.name} (sein „game“ ist "chess").`);
      expect(wordProblem(problemMessages, 'fr', p)).toBe(`Ce n’est pas un plateau ${def.name} (son « game » est "chess").`);
    }
  });
});
