/**
 * Schema problems in words: each message names the element and the field, never zod's own text
 * or an internal id. Each game's real boards broken the way a hand edit breaks them are in its
 * own folder (games/<id>/issue-words.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wordProblem } from './board-problem.js';
import { elementName, fieldWords, issueSentence, schemaProblemsInWords } from './issue-words.js';
import { problemMessages } from './problem-messages.js';

describe('Schema problems in words', () => {
  it('A caller names the element and words the fields (the editor mode does)', () => {
    const schema = z.object({ routes: z.array(z.object({ id: z.string(), costs: z.array(z.number().max(30)) })) });
    const board = { routes: [{ id: 'den-oma', costs: [31] }] };
    const r = schema.safeParse(board);
    expect(r.success).toBe(false);
    const [p] = schemaProblemsInWords(r.error!, board, { name: () => 'Route Denver–Omaha', fields: {} });
    expect(p).toMatchObject({ path: '$.routes[0].costs[0]', message: 'Route Denver–Omaha: cost 31 is over the limit of 30.', severity: 'error', key: 'board.problem.at' });
    // The key and its parameters word the same problem in the editor's language.
    expect(wordProblem(problemMessages, 'en', p!)).toBe(p!.message);
    expect(wordProblem(problemMessages, 'fr', p!)).toBe('Route Denver–Omaha : le champ « costs » (31) dépasse la limite de 30.');
    expect(wordProblem(problemMessages, 'de', p!)).toBe('Route Denver–Omaha: das Feld „costs“ (31) liegt über der Grenze von 30.');
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
    // French and German name a field by its key as the file writes it, never by English words.
    const read = (locale: 'fr' | 'de') => schemaProblemsInWords(r.error!, board, { name: () => null }).map((p) => wordProblem(problemMessages, locale, p));
    expect(read('fr').slice(0, 3)).toEqual(['Le champ « name » manque.', 'Le champ « cities » n’a qu’un élément ; il en faut au moins 2.', 'Le champ « n » (1.5) doit être un nombre entier.']);
    expect(read('de').slice(0, 3)).toEqual(['Das Feld „name“ fehlt.', 'Das Feld „cities“ hat nur 1 Eintrag; mindestens 2 werden gebraucht.', 'Das Feld „n“ (1.5) muss eine ganze Zahl sein.']);
  });

  it('Fields and elements are named from the path', () => {
    expect(fieldWords(['routes', 3, 'costs', 0])).toEqual({ one: 'cost', many: 'costs' });
    expect(fieldWords(['companies', 1, 'stockCards'])).toEqual({ one: 'stock cards', many: 'stock cards' });
    expect(fieldWords(['cities'], { cities: 'towns' })).toEqual({ one: 'towns', many: 'towns' });
    expect(elementName({ cities: [{ id: 'X1' }] }, ['cities', 0, 'x'])).toBe('City 1');
    expect(elementName({ name: 'b' }, ['name'])).toBeNull();
  });

  it('An element named from the path reads its kind in the reader’s language (no English kind in French or German)', () => {
    const schema = z.object({
      cities: z.array(z.object({ name: z.string() })),
      airports: z.array(z.object({ city: z.string(), gates: z.array(z.object({ cost: z.number().max(9) })) })),
      widgets: z.array(z.object({ size: z.number() })),
    });
    const board = { cities: [{}], airports: [{ city: 'Atlanta', gates: [{ cost: 1 }, { cost: 12 }] }], widgets: [{ size: 'big' }] };
    const problems = schemaProblemsInWords(schema.safeParse(board).error!, board);
    expect(problems.map((p) => p.message)).toEqual([
      'City 1: name is missing.',
      'Airport Atlanta, gate 2: cost 12 is over the limit of 9.',
      'Entry of “widgets” 1: size should be a number, not text.',
    ]);
    expect(problems.map((p) => wordProblem(problemMessages, 'fr', p))).toEqual([
      'Ville 1 : le champ « name » manque.',
      'Aéroport Atlanta, porte 2 : le champ « cost » (12) dépasse la limite de 9.',
      'Élément de « widgets » 1 : le champ « size » doit être un nombre, pas du texte.',
    ]);
    expect(problems.map((p) => wordProblem(problemMessages, 'de', p))).toEqual([
      'Stadt 1: das Feld „name“ fehlt.',
      'Flughafen Atlanta, Gate 2: das Feld „cost“ (12) liegt über der Grenze von 9.',
      'Element aus „widgets“ 1: das Feld „size“ sollte eine Zahl sein, nicht Text.',
    ]);
  });

});
