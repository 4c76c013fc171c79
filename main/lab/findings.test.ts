/**
 * How an early-take rate is judged: against the middle half of its peers (not their median, since
 * a board's elements differ on purpose), and Blue Skies' gate spaces only against the same space
 * at other airports (the rules open them left to right). The quartile is measured over the same
 * games as the rate, so its own noise widens the interval.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import { PLANTED, plantedBoard } from '../../test/lab/planted-flaws.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ElementLedgerLine, LabReport } from '../../formats/lab-report.js';
import { labReportCatalogues } from '../../formats/lab-words.js';
import { labWord } from './words.js';
import { catalogueProblems } from '../../games/core/messages.js';
import { reportCharts } from './charts.js';
import { localeTicks } from '../../formats/chart-ticks.js';
import type { LedgerMeasures } from './element-ledger.js';
import { againstEdge, elementFindings, takeEdge } from './findings.js';
import { probeFor } from './probes.js';
import { binomialTest, normalSf, wilson } from './stats.js';

describe('early-take findings', () => {
  it('measure a rate from the nearer quartile of its peers: inside the middle half is no effect', () => {
    const peers = [0.1, 0.2, 0.3, 0.4, 0.5];
    expect(takeEdge(peers, 0.9)).toEqual({ typical: 0.3, range: [0.2, 0.4], edge: 0.4 });
    expect(takeEdge(peers, 0.05)).toEqual({ typical: 0.3, range: [0.2, 0.4], edge: 0.2 });
    // The median itself is measured from the third quartile: 10 points short of it, no finding.
    expect(takeEdge(peers, 0.3).edge).toBe(0.4);
  });

  it('Blue Skies gate spaces name their place as their peers: first spaces are compared with first spaces', () => {
    const flaw = PLANTED.find((f) => f.name.startsWith('a dead airport'))!;
    const gates = probeFor(games.get(flaw.game)!).elements(plantedBoard({ game: flaw.game, file: flaw.file }) as never, 4).find((k) => k.kind === 'gate')!;
    const first = gates.items.filter((it) => it.id.endsWith('#1'));
    expect(first.length).toBeGreaterThan(3);
    expect(new Set(first.map((it) => it.peers))).toEqual(new Set(['space 1']));
    expect(gates.items.find((it) => it.id.endsWith('#2'))!.peers).toBe('space 2');
    // The place and the gate's name go by key too: "l’emplacement 1", "ATL Gate 1 (Kosten 5)".
    expect(labWord('fr', first[0]!.peersWords, '')).toBe('l’emplacement 1');
    expect(first[0]!.name).toMatch(/^\w+ gate 1 \(cost \d+\)$/);
    expect(labWord('de', first[0]!.nameWords, '')).toBe(first[0]!.name.replace('gate', 'Gate').replace('cost', 'Kosten'));
  });

  it('the quartile is not a known rate: its binomial noise widens the interval, and p comes from both', () => {
    // 60 of 100 against a quartile of 40 %: the rate's Wilson interval alone clears it far more surely.
    const r = againstEdge(60, 100, 0.4);
    const w = wilson(60, 100);
    expect(r.lo).toBeLessThan(w.lo);
    expect(r.hi).toBeGreaterThan(w.hi);
    // The half-width on the quartile's side: √(wilson² + 1.96² · 0.4 · 0.6 / 100).
    expect(0.6 - r.lo).toBeCloseTo(Math.sqrt((0.6 - w.lo) ** 2 + 1.959963984540054 ** 2 * 0.0024), 12);
    const se = (0.6 - r.lo) / 1.959963984540054;
    expect(r.p).toBeCloseTo(2 * normalSf(0.2 / se), 12);
    // Far less sure than the exact test against the quartile taken as known.
    expect(r.p).toBeGreaterThan(10 * binomialTest(60, 100, 0.4).p);
    expect(againstEdge(40, 100, 0.4).p).toBe(1);
  });
});

describe('the report in three languages', () => {
  // One element whose holders win far more than the others, in both halves of a 400-game run.
  const line = (): ElementLedgerLine => ({
    holders: { wins: 120, games: 200, rate: 0.6, lo: 0.53, hi: 0.66 },
    others: { wins: 80, games: 600, rate: 0.1333, lo: 0.11, hi: 0.16 },
    effect: { d: 0.4667, lo: 0.39, hi: 0.54 },
    halves: [0.45, 0.48],
    early: null,
    earlyHalves: null,
    medianTurn: null,
    medianCost: 3,
    meanWorth: 12.5,
  });
  const COSTS = { field: 'routes[3].costs', from: [1, 1, 1], to: [2, 2, 2], words: 'raise its costs from 1/1/1 to 2/2/2' };
  const finding = (suggestion: object = COSTS) => {
    const ctx = {
      elements: [{ kind: 'route', id: 'mia-nyc', name: 'Miami–New York' }],
      kinds: [{ kind: 'route', label: 'Routes', items: [{ id: 'mia-nyc', name: 'Miami–New York' }] }],
      probe: { turnUnit: 'turns', ledger: { suggest: () => suggestion } },
    } as unknown as Parameters<typeof elementFindings>[0];
    const m: LedgerMeasures = { games: 400, lines: [line()], tests: [{ p: 1e-6, statistic: 30, test: 'Cochran–Mantel–Haenszel' }] };
    const out = elementFindings(ctx, {}, m);
    expect(out.findings).toHaveLength(1);
    return out;
  };

  it('a finding is said by key: its English comes from the English catalogue, and it reads in French and German with their numbers', () => {
    const { findings, methodWords } = finding();
    const f = findings[0]!;
    expect(f.words).toBe(labWord('en', f.wording, ''));
    expect(f.words).toBe(
      'Miami–New York: the seats holding it win 60 % against 13 % for the others (+47 points, 95 % interval +39 to +54); at a median cost of 3, worth 12.5 points to its holder on average. It holds in both halves of the run. Suggested edit: raise its costs from 1/1/1 to 2/2/2 (routes[3].costs).',
    );
    expect(labWord('fr', f.wording, '')).toBe(
      'Miami–New York : les places qui le détiennent gagnent 60 % contre 13 % pour les autres (+47 points, intervalle à 95 % de +39 à +54) ; pour un coût médian de 3, il vaut en moyenne 12,5 points à son détenteur. Cela tient dans les deux moitiés de la série. Modification proposée : routes[3].costs de 1/1/1 à 2/2/2.',
    );
    expect(labWord('de', f.wording, '')).toBe(
      'Miami–New York: Die Plätze, die es halten, gewinnen 60 % gegenüber 13 % für die übrigen (+47 Punkte, 95-%-Intervall +39 bis +54); zu medianen Kosten von 3, im Schnitt 12,5 Punkte wert für seinen Halter. Es gilt in beiden Hälften des Laufs. Vorgeschlagene Änderung: routes[3].costs von 1/1/1 auf 2/2/2.',
    );
    // A report from before the wordings shows its English in any language.
    expect(labWord('de', undefined, f.words)).toBe(f.words);
    expect(labWord('de', methodWords, '')).toContain('Benjamini-Hochberg');
  });

  it("a game's suggested edit that comes by key reads in each language with the element's own name; the English is unchanged", () => {
    // What a game's ledger says (its catalogue's key; each game's lab-ledger test checks the ledger itself).
    const wording = { key: 'airlines.lab.edit.costs', params: { verb: 'raise', name: 'Miami–New York', from: '1/1/1', to: '2/2/2' } };
    const f = finding({ ...COSTS, wording }).findings[0]!;
    expect(f.words).toBe(labWord('en', f.wording, ''));
    expect(f.words).toMatch(/ Suggested edit: raise its costs from 1\/1\/1 to 2\/2\/2 \(routes\[3\]\.costs\)\.$/);
    expect(labWord('fr', f.wording, '')).toMatch(/ Modification proposée : augmenter les coûts de la route Miami–New York de 1\/1\/1 à 2\/2\/2 \(routes\[3\]\.costs\)\.$/);
    expect(labWord('de', f.wording, '')).toMatch(/ Vorgeschlagene Änderung: die Kosten der Strecke Miami–New York von 1\/1\/1 auf 2\/2\/2 anheben \(routes\[3\]\.costs\)\.$/);
  });

  it('a German chart reads its title, axes and seats in German, and the catalogues are sound and all used', () => {
    const seats = [0, 1].map((seat) => ({ seat, wins: 10, games: 20, rate: 0.5, lo: 0.3, hi: 0.7, soleWins: 10, scores: null }));
    const summary = { n: 20, mean: 12, sd: 2, min: 8, p10: 9, q1: 10, median: 12, q3: 14, p90: 15, max: 16, histogram: [[8, 5], [12, 15]] as [number, number][] };
    const r = { settings: { players: 2 }, decided: 20, seats, bots: [], hasPoints: false, turnUnit: 'turns', length: { turns: summary, moves: summary }, margins: null, elements: [] } as unknown as LabReport;
    const de = reportCharts(r, 'de');
    expect(de.find((c) => c.id === 'seats')!.title).toBe('Siegquote nach Platz');
    expect(de.find((c) => c.id === 'length')!.title).toBe('Partielänge (Züge)');
    expect(JSON.stringify(de.find((c) => c.id === 'seats')!.option)).toContain('"Platz 1"');
    expect(reportCharts(r).find((c) => c.id === 'length')!.title).toBe('Game length (turns)');
    // The ticks and tooltip numbers where a chart is drawn: as the language writes them.
    const ticks = localeTicks({ xAxis: { type: 'category' }, yAxis: { type: 'value', axisLabel: { formatter: '{value} %' } }, tooltip: {} }, 'de') as { yAxis: { axisLabel: { formatter: (v: number) => string } }; tooltip: { valueFormatter: (v: number) => string } };
    expect(ticks.yAxis.axisLabel.formatter(12.5)).toBe('12,5 %');
    expect(ticks.tooltip.valueFormatter(1500)).toBe('1.500');
    expect(catalogueProblems('labr', labReportCatalogues)).toEqual([]);
    // Every key is said somewhere in the lab's code (keys are written out whole there).
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const code = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    // … or in formats/lab-words.ts, which says the p-values the app words too.
    const shared = readFileSync(fileURLToPath(new URL('../../formats/lab-words.ts', import.meta.url)), 'utf8');
    expect(Object.keys(labReportCatalogues.en).filter((k) => !code.includes(`'${k}'`) && !shared.includes(`'${k}'`))).toEqual([]);
  });
});
