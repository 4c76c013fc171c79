import { describe, expect, it } from 'vitest';
import { SetupError } from '../core/errors.js';
import { catalogueProblems } from '../core/messages.js';
import { word } from '../core/wording.js';
import { gameSources, harvestWordings, unusedKeys, wordingProblems } from '../core/wording-check.js';
import { blueSkies } from './index.js';
import { blueSkiesMessages } from './messages.js';
import { usaBoard } from './testing.js';

const sources = gameSources(new URL('.', import.meta.url));

describe('Blue Skies words in English, French and German', () => {
  it('has every key in every language, each parsing and rendering with 0, 1, 2, 5 and 21', () => {
    expect(catalogueProblems('blueSkies', blueSkiesMessages)).toEqual([]);
  });

  it('uses every key it holds', () => {
    expect(unusedKeys(blueSkiesMessages, 'blueSkies', sources, ['blueSkies.what.', 'blueSkies.phase.', 'blueSkies.option.', 'blueSkies.bot.'])).toEqual([]);
  });

  it('words everything seeded games say (events, refusals, the outcome) by key, in all three languages, with English made from the catalogue', () => {
    const heard = harvestWordings(blueSkies, usaBoard, { players: [2, 3, 4], seeds: [1, 2], maxMoves: 500 });
    expect(heard.unkeyed).toEqual([]);
    expect(new Set(heard.said.map((s) => s.key)).size).toBeGreaterThan(25);
    expect(wordingProblems(blueSkiesMessages, heard.said)).toEqual([]);
  });

  /** The refusal `setup` throws for these seats, options and board. */
  const refusal = (n: number, options: unknown = {}, board: unknown = usaBoard, ids = Array.from({ length: n }, (_, i) => `p${i + 1}`)): SetupError => {
    try {
      blueSkies.setup({ board: board as never, players: ids.map((id) => ({ id, name: id })), options: options as never, seed: 1 });
    } catch (e) {
      if (e instanceof SetupError) return e;
      throw e;
    }
    throw new Error('set up without a refusal');
  };
  const inAll = (e: SetupError): string[] => (['en', 'fr', 'de'] as const).map((l) => word(blueSkiesMessages, l, { key: e.key!, params: e.params! }));

  it('refuses a setup by key: the player count, an option of the wrong kind, a board of the wrong shape and the local airlines\' id, each in French and German too', () => {
    const count = refusal(9);
    expect({ code: count.code, key: count.key }).toEqual({ code: 'player-count', key: 'core.setup.playerCount' });
    expect(inAll(count)).toEqual(['Blue Skies is for 2 to 5 players, not 9.', 'Blue Skies se joue de 2 à 5 joueurs, pas à 9.', 'Blue Skies ist für 2 bis 5 Spieler, nicht für 9.']);
    expect(count.message).toBe(inAll(count)[0]);
    const option = refusal(3, { sharedVictory: 'yes' });
    expect(option.message).toBe('These are not Blue Skies table options: shared victory should be true or false, not text.');
    expect(inAll(option)[1]).toMatch(/^Ce ne sont pas des options de table de Blue Skies : /);
    const shape = refusal(3, {}, { ...usaBoard, airports: 'none' });
    expect(shape.key).toBe('core.setup.badShape');
    expect(inAll(shape)[2]).toMatch(/^Dieser Spielplan kann nicht gespielt werden: /);
    // A board the game's own checks refuse: the problem is a sentence of its own after the
    // refusal's, its capital where a sentence starts (not after a colon, as French would not).
    const twice = structuredClone(usaBoard);
    twice.airports[1]!.id = twice.airports[0]!.id;
    const bad = refusal(3, {}, twice);
    expect(bad.key).toBe('core.setup.badBoard');
    expect(inAll(bad)).toEqual([
      `This board cannot be played. Airport code ${twice.airports[0]!.id} is used twice.`,
      `Ce plateau ne peut pas être joué. Le code d’aéroport ${twice.airports[0]!.id} sert deux fois.`,
      `Dieser Spielplan kann nicht gespielt werden. Der Flughafencode ${twice.airports[0]!.id} kommt zweimal vor.`,
    ]);
    expect(bad.message).toBe(inAll(bad)[0]);
    const local = refusal(3, {}, usaBoard, ['p1', 'p2', 'local']);
    expect(inAll(local)).toEqual([local.message, 'L’identifiant de joueur "local" est réservé aux compagnies locales.', 'Die Spieler-ID "local" ist den lokalen Fluglinien vorbehalten.']);
  });
});
