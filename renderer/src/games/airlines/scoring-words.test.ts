import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulate } from '../../../../games/core/simulate.js';
import { airlines } from '../../../../games/airlines/index.js';
import { defaultBoard } from '../../../../games/airlines/testing.js';
import { FICTITIOUS_PLAYER, type AirlineScore, type AirlinesState } from '../../../../games/airlines/types.js';
import { loadArea } from '../../i18n/area.js';
import { inLocale } from '../../i18n/in-locale.test-support.js';
import { airlinesWords, words } from './i18n/index.js';
import { holderNames, scoringWhy, type HolderName } from './scoring-words.js';

const NAMES: Record<string, string> = { p1: 'Ann', p2: 'Bob', p3: 'Cy', p4: 'Dee', p5: 'Eve', p6: 'Flo' };
const nameOf: HolderName = (id) => (Object.hasOwn(NAMES, id) ? NAMES[id]! : id);
const record = (r: Omit<AirlineScore, 'airline' | 'why'>): AirlineScore => ({ airline: 'gga', why: '', ...r });

/** One record of each case, as the host's scoreAirline leaves it. */
const CASES: Record<string, AirlineScore> = {
  nobody: record({ value: 1, shares: {}, points: {}, first: [], second: [] }),
  tieFirst: record({ value: 7, shares: { p1: 2, p2: 2 }, points: { p1: 5, p2: 5 }, first: ['p1', 'p2'], second: [] }),
  only: record({ value: 9, shares: { p3: 1 }, points: { p3: 13 }, first: ['p3'], second: ['p3'] }),
  majority: record({ value: 11, shares: { p1: 3, p2: 2, p3: 1 }, points: { p1: 11, p2: 5, p3: 0 }, first: ['p1'], second: ['p2'] }),
  majorityTie: record({ value: 11, shares: { p1: 3, p2: 1, p3: 1, p4: 1 }, points: { p1: 11, p2: 1, p3: 1, p4: 1 }, first: ['p1'], second: ['p2', 'p3', 'p4'] }),
};

const EXPECTED: Record<'en' | 'fr' | 'de', Record<keyof typeof CASES, string>> = {
  en: {
    nobody: 'GGA: 1 marker, no shares played: nobody scores.',
    tieFirst: 'GGA: 7 markers. Ann and Bob tie for the majority with 2 shares and share 7 + 3 = 10: 5 each.',
    only: 'GGA: 9 markers. Cy is the only holder (1 share) and takes both places: 9 + 4 = 13.',
    majority: 'GGA: 11 markers. Ann has the majority (3) and takes 11; Bob is second (2) and takes 5.',
    majorityTie: 'GGA: 11 markers. Ann has the majority (3) and takes 11; Bob, Cy, and Dee tie for second (1 each) and share 5: 1 each.',
  },
  fr: {
    nobody: 'GGA : 1 marqueur, aucune Action posée : personne ne marque.',
    tieFirst: 'GGA : 7 marqueurs. Ann et Bob sont à égalité pour la majorité avec 2 Actions et se partagent 7 + 3 = 10 : 5 chacun.',
    only: 'GGA : 9 marqueurs. Cy est le seul actionnaire (1 Action) et prend les deux places : 9 + 4 = 13.',
    majority: 'GGA : 11 marqueurs. Ann a la majorité (3) et prend 11 ; Bob est deuxième (2) et prend 5.',
    majorityTie: 'GGA : 11 marqueurs. Ann a la majorité (3) et prend 11 ; Bob, Cy et Dee sont à égalité pour la deuxième place (1 chacun) et se partagent 5 : 1 chacun.',
  },
  de: {
    nobody: 'GGA: 1 Marker, keine Aktien ausgelegt: niemand punktet.',
    tieFirst: 'GGA: 7 Marker. Ann und Bob teilen sich die Mehrheit mit 2 Aktien und teilen 7 + 3 = 10: je 5.',
    only: 'GGA: 9 Marker. Nur Cy hält Aktien (1 Aktie) und bekommt beide Plätze: 9 + 4 = 13.',
    majority: 'GGA: 11 Marker. Ann hat die Mehrheit (3) und bekommt 11; Bob ist auf Platz zwei (2) und bekommt 5.',
    majorityTie: 'GGA: 11 Marker. Ann hat die Mehrheit (3) und bekommt 11; Bob, Cy und Dee teilen sich Platz zwei (je 1) und damit 5: je 1.',
  },
};

beforeAll(() => loadArea(airlinesWords, 'en'));

describe('an Airlines scoring worded by the client', () => {
  for (const locale of ['en', 'fr', 'de'] as const) {
    it(`words each case in ${locale}`, async () => {
      const got = await inLocale(locale, [airlinesWords], () => Object.fromEntries(Object.entries(CASES).map(([k, a]) => [k, scoringWhy(a, 'GGA', nameOf, words)])));
      expect(got).toEqual(EXPECTED[locale]);
    });
  }

  it('names the 2-player market in its start form only at a sentence’s start', async () => {
    const market = FICTITIOUS_PLAYER;
    const tie = record({ value: 7, shares: { p1: 2, [market]: 2 }, points: { p1: 5, [market]: 5 }, first: ['p1', market], second: [] });
    const leads = record({ value: 7, shares: { [market]: 2, p1: 2 }, points: { [market]: 5, p1: 5 }, first: [market, 'p1'], second: [] });
    const second = record({ value: 11, shares: { p1: 3, [market]: 2 }, points: { p1: 11, [market]: 5 }, first: ['p1'], second: [market] });
    const only = record({ value: 9, shares: { [market]: 1 }, points: { [market]: 13 }, first: [market], second: [market] });
    const got = (l: 'en' | 'fr' | 'de') => inLocale(l, [airlinesWords], () => [tie, leads, second, only].map((a) => scoringWhy(a, 'GGA', holderNames((id) => nameOf(id, false), words), words)));
    expect(await got('en')).toEqual([
      'GGA: 7 markers. Ann and the market tie for the majority with 2 shares and share 7 + 3 = 10: 5 each.',
      'GGA: 7 markers. The market and Ann tie for the majority with 2 shares and share 7 + 3 = 10: 5 each.',
      'GGA: 11 markers. Ann has the majority (3) and takes 11; the market is second (2) and takes 5.',
      'GGA: 9 markers. The market is the only holder (1 share) and takes both places: 9 + 4 = 13.',
    ]);
    expect((await got('fr'))[0]).toBe('GGA : 7 marqueurs. Ann et le marché sont à égalité pour la majorité avec 2 Actions et se partagent 7 + 3 = 10 : 5 chacun.');
    expect((await got('de'))[3]).toBe('GGA: 9 Marker. Nur der Markt hält Aktien (1 Aktie) und bekommt beide Plätze: 9 + 4 = 13.');
    expect((await got('de'))[1]).toBe('GGA: 7 Marker. Der Markt und Ann teilen sich die Mehrheit mit 2 Aktien und teilen 7 + 3 = 10: je 5.');
  });

  it('reads an id the record does not hold as 0, never from a prototype', () => {
    const odd = record({ value: 4, shares: {}, points: {}, first: ['__proto__'], second: ['__proto__'] });
    expect(scoringWhy(odd, 'GGA', nameOf, words)).toBe('GGA: 4 markers. __proto__ is the only holder (0 shares) and takes both places: 4 + 2 = 6.');
  });

  it('says what the host worked out: its English `why` and the client wording of real seeded scorings agree', () => {
    // The host's wording names the fictitious player so; its lists have no comma before "and".
    const hostName = (id: string) => (id === FICTITIOUS_PLAYER ? 'the fictitious third player' : nameOf(id, true));
    const numbers = (s: string) => s.match(/\d+/g) ?? [];
    const seen = new Set<string>();
    let compared = 0;
    for (const [players, seed] of [[2, 11], [3, 12], [4, 13], [5, 14], [6, 15]] as const) {
      const info = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: NAMES[`p${i + 1}`]! }));
      const { state, finished } = simulate(airlines, { board: defaultBoard, players: info, seed });
      expect(finished).toBe(true);
      for (const scoring of (state as AirlinesState).scorings) {
        for (const a of scoring.airlines) {
          const label = defaultBoard.airlines.find((x) => x.id === a.airline)!.initials;
          const client = scoringWhy(a, label, hostName, words);
          expect(numbers(client)).toEqual(numbers(a.why));
          expect(client.replace(/, and /g, ' and ')).toBe(a.why);
          seen.add(a.first.length === 0 ? 'nobody' : a.first.length > 1 ? 'tieFirst' : a.second[0] === a.first[0] ? 'only' : a.second.length > 1 ? 'majorityTie' : 'majority');
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect([...seen].sort()).toEqual(['majority', 'majorityTie', 'nobody', 'only', 'tieFirst']);
  });

  it('is what the score pad and the breakdown show: neither shows the state’s English `why`', () => {
    for (const file of ['panels/ScoringBreakdown.vue', 'panels/ScorePad.vue']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source).not.toMatch(/\ba\.why\b/);
      expect(source).toContain('scoringWhy(');
    }
    // Airlines Europe's records carry an English `why` too; its screens word the record's numbers (words.ts).
    for (const file of ['../airlines-europe/panels/ScoringBreakdown.vue', '../airlines-europe/panels/FinalDetail.vue']) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).not.toMatch(/\w\.why\b/);
    }
  });
});
