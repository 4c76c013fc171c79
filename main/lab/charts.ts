/**
 * The report's plots as ECharts options: plain JSON (no functions), so the same option draws an
 * inline SVG in the standalone HTML (ECharts' server-side SVG renderer, html.ts) and a live chart
 * in the app (renderer/src/lab). One definition of each plot, two renderers.
 */
import type { BotLine, ChartSpec, LabComparison, LabReport, SampleSummary } from '../../formats/lab-report.js';
import { kindLabel, labBotWord, labSay, labWord } from './words.js';
import type { Locale } from '../../games/core/locales.js';
import type { WordParams } from '../../games/core/wording.js';
import { unitWording } from './words.js';
import { games } from '../../games/index.js';

/** The words of the charts in one language: titles, captions, axes, series and bot names. */
type Say = (key: string, params?: WordParams) => string;

export type { ChartSpec };

const INK = '#1f2933';
const FAINT = '#8a94a0';
const A_COLOUR = '#0b7285';
const B_COLOUR = '#d9480f';
const MIX = ['#0b7285', '#d9480f', '#5f3dc4', '#2b8a3e', '#c92a2a', '#e67700', '#1864ab', '#862e9c', '#5c940d', '#495057', '#a61e4d', '#0c8599'];

const base = (): Record<string, unknown> => ({
  animation: false,
  textStyle: { fontFamily: 'Inter, "Segoe UI", system-ui, sans-serif', color: INK },
  grid: { left: 56, right: 96, top: 28, bottom: 40, containLabel: true },
  tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
});

/** Every category named (bot names are long: they wrap rather than drop out). */
const CATEGORY_LABEL = { interval: 0, fontSize: 11, width: 72, overflow: 'break', lineHeight: 13 };
const round = (x: number, d = 3): number => Number(x.toFixed(d));
/** Rates are plotted in percent (ECharts' JSON options cannot multiply in a label formatter). */
const pc = (x: number): number => Number((100 * x).toFixed(1));
const percentAxis = (say: Say, max = 1, name = say('labr.axis.pctGames')): Record<string, unknown> => ({
  type: 'value',
  min: 0,
  // A round top the ticks land on: steps of 10 up to 50 %, of 20 above.
  max: max <= 0.45 ? Math.ceil(max * 10 + 0.5) * 10 : Math.min(100, Math.ceil((max * 100 + 5) / 20) * 20),
  interval: max <= 0.45 ? 10 : 20,
  axisLabel: { formatter: '{value} %' },
  name,
  nameLocation: 'middle',
  nameGap: 44,
});

/** Bars with a 95 % interval drawn as a whisker (a box plot collapsed onto the rate). */
function ratesWithIntervals(say: Say, labels: string[], rates: { rate: number; lo: number; hi: number }[], fair: number | null, colour: string): Record<string, unknown> {
  const max = Math.max(0.3, ...rates.map((r) => r.hi));
  return {
    ...base(),
    xAxis: { type: 'category', data: labels, axisLabel: CATEGORY_LABEL },
    yAxis: percentAxis(say, max),
    series: [
      {
        name: say('labr.series.winRate'),
        type: 'bar',
        barWidth: '45%',
        itemStyle: { color: colour, opacity: 0.8 },
        data: rates.map((r) => pc(r.rate)),
        ...(fair !== null
          ? { markLine: { symbol: 'none', silent: true, lineStyle: { color: FAINT, type: 'dashed' }, label: { formatter: say('labr.mark.fair'), color: FAINT }, data: [{ yAxis: pc(fair) }] } }
          : {}),
      },
      {
        name: say('labr.series.interval'),
        type: 'boxplot',
        boxWidth: [6, 10],
        itemStyle: { color: 'transparent', borderColor: INK, borderWidth: 1.4 },
        data: rates.map((r) => [pc(r.lo), pc(r.rate), pc(r.rate), pc(r.rate), pc(r.hi)]),
      },
    ],
  };
}

function boxes(labels: string[], sums: SampleSummary[], axisName: string): Record<string, unknown> {
  return {
    ...base(),
    tooltip: { trigger: 'item' },
    xAxis: { type: 'category', data: labels, axisLabel: CATEGORY_LABEL },
    yAxis: { type: 'value', name: axisName, nameLocation: 'middle', nameGap: 40, scale: true },
    series: [
      {
        type: 'boxplot',
        itemStyle: { color: '#e3f2f4', borderColor: A_COLOUR, borderWidth: 1.4 },
        data: sums.map((s) => [s.min, s.q1, s.median, s.q3, s.max].map((x) => round(x, 1))),
      },
    ],
  };
}

function bars(xName: string, hist: [number, number][], colour: string, yName: string): Record<string, unknown> {
  return {
    ...base(),
    xAxis: { type: 'category', data: hist.map(([x]) => String(x)), name: xName, nameLocation: 'middle', nameGap: 28 },
    yAxis: { type: 'value', name: yName, nameLocation: 'middle', nameGap: 40 },
    series: [{ type: 'bar', barCategoryGap: '8%', itemStyle: { color: colour }, data: hist.map(([, n]) => n) }],
  };
}

/** Lines a plain legend of these move kinds takes (about 6 a line at the lab's widths). */
export const mixLegendLines = (kinds: number): number => Math.max(1, Math.ceil(kinds / 5));

function mixChart(bots: BotLine[], names: string[], kindName: (kind: string) => string): Record<string, unknown> {
  const kinds = [...new Set(bots.flatMap((b) => Object.keys(b.moveMix)))].sort();
  const legendLines = mixLegendLines(kinds.length);
  return {
    ...base(),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    // Room between legend items and left of the bot names: the server-side renderer measures text
    // narrower than a browser draws it, and French and German move kinds are long.
    // A plain legend wraps onto more lines: the standalone page's SVG cannot page through a scrolling one.
    legend: { type: 'plain', bottom: 0, itemGap: 22, textStyle: { fontSize: 11 } },
    grid: { left: 28, right: 24, top: 12, bottom: 24 + 24 * legendLines, containLabel: true },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    yAxis: { type: 'category', data: names },
    series: kinds.map((k, i) => ({
      name: kindName(k),
      type: 'bar',
      stack: 'mix',
      itemStyle: { color: MIX[i % MIX.length] },
      data: bots.map((b) => {
        const total = Object.values(b.moveMix).reduce((t, n) => t + n, 0);
        return total ? pc((b.moveMix[k] ?? 0) / total) : 0;
      }),
    })),
  };
}

function topElements(say: Say, items: { name: string; usesPerGame: number }[], colour: string): Record<string, unknown> {
  return {
    ...base(),
    grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
    xAxis: { type: 'value', name: say('labr.axis.usesPerGame'), nameLocation: 'middle', nameGap: 24 },
    yAxis: { type: 'category', inverse: true, data: items.map((i) => i.name), axisLabel: { fontSize: 11, width: 240, overflow: 'truncate' } },
    series: [{ type: 'bar', itemStyle: { color: colour }, data: items.map((i) => round(i.usesPerGame, 2)) }],
  };
}

/** A report's charts in a language (English for the CLI's and the host's defaults). */
export function reportCharts(r: LabReport, locale: Locale = 'en'): ChartSpec[] {
  const say = labSay(locale);
  const P = r.settings.players;
  const seatLabel = (s: { seat: number }): string => say('labr.seat', { n: s.seat + 1 });
  const botName = (b: BotLine): string => labBotWord(locale, r, b.id);
  const unit = unitWording(r.turnUnit, 2);
  const out: ChartSpec[] = [
    {
      id: 'seats',
      title: say('labr.chart.seats.title'),
      caption: say('labr.chart.seats.caption', { decided: r.decided, players: P }),
      height: 260,
      option: ratesWithIntervals(say, r.seats.map(seatLabel), r.seats, 1 / P, A_COLOUR),
    },
    {
      id: 'bots',
      title: say('labr.chart.bots.title'),
      caption: say('labr.chart.bots.caption'),
      height: 260,
      option: ratesWithIntervals(say, r.bots.map(botName), r.bots, 1 / P, '#5f3dc4'),
    },
  ];
  const seatScores = r.seats.map((s) => s.scores).filter((s): s is SampleSummary => s !== null);
  if (r.hasPoints && seatScores.length === r.seats.length) {
    out.push({
      id: 'scores-seat',
      title: say('labr.chart.scoresSeat.title'),
      caption: say('labr.chart.scoresSeat.caption'),
      height: 260,
      option: boxes(r.seats.map(seatLabel), seatScores, say('labr.axis.points')),
    });
    const botScores = r.bots.filter((b) => b.scores);
    if (botScores.length) {
      out.push({
        id: 'scores-bot',
        title: say('labr.chart.scoresBot.title'),
        caption: say('labr.chart.scoresBot.caption'),
        height: 260,
        option: boxes(botScores.map(botName), botScores.map((b) => b.scores!), say('labr.axis.points')),
      });
    }
  }
  out.push({
    id: 'length',
    title: say('labr.chart.length.title', { unit }),
    caption: say('labr.chart.length.caption', { unit, turns: r.length.turns.median, moves: r.length.moves.median }),
    height: 240,
    option: bars(say('labr.unit', { unit: r.turnUnit, n: 2 }), r.length.turns.histogram, A_COLOUR, say('labr.axis.games')),
  });
  if (r.margins) {
    out.push({
      id: 'margins',
      title: say('labr.chart.margins.title'),
      caption: say('labr.chart.margins.caption'),
      height: 240,
      option: bars(say('labr.axis.points'), r.margins.histogram, '#2b8a3e', say('labr.axis.games')),
    });
  }
  if (r.bots.length) {
    out.push({
      id: 'mix',
      title: say('labr.chart.mix.title'),
      caption: say('labr.chart.mix.caption'),
      height: 46 + 24 * mixLegendLines(new Set(r.bots.flatMap((b) => Object.keys(b.moveMix))).size) + 36 * r.bots.length,
      option: mixChart(r.bots, r.bots.map(botName), (k) => labWord(locale, games.get(r.settings.game)?.lab?.moveKindWords?.(k), k)),
    });
  }
  for (const k of r.elements) {
    const sorted = [...k.items].sort((x, y) => y.usesPerGame - x.usesPerGame);
    // All of a short list; of a long one the ten most and the ten least used.
    const items = sorted.length <= 20 ? sorted : [...sorted.slice(0, 10), ...sorted.slice(-10)];
    if (!items.length) continue;
    out.push({
      id: `elements-${k.kind}`,
      title: say(sorted.length <= 20 ? 'labr.chart.elements.title' : 'labr.chart.elements.titleLong', { kind: kindLabel(locale, k) }),
      caption: say('labr.chart.elements.caption', { all: k.items.length, never: k.neverUsed.length }),
      height: 40 + 22 * items.length,
      option: topElements(say, items.map((it) => ({ name: labWord(locale, it.nameWords, it.name), usesPerGame: it.usesPerGame })), '#e67700'),
    });
  }
  return out;
}

/** A comparison's charts in a language. */
export function comparisonCharts(c: LabComparison, locale: Locale = 'en'): ChartSpec[] {
  const say = labSay(locale);
  const seats = c.a.seats.map((s, i) => ({ label: say('labr.seat', { n: i + 1 }), a: s, b: c.b.seats[i] }));
  const grouped = (labels: string[], a: { rate: number; lo: number; hi: number }[], b: { rate: number; lo: number; hi: number }[]): Record<string, unknown> => {
    const max = Math.max(0.3, ...a.map((r) => r.hi), ...b.map((r) => r.hi));
    return {
      ...base(),
      legend: { bottom: 0 },
      grid: { left: 56, right: 24, top: 28, bottom: 56, containLabel: true },
      xAxis: { type: 'category', data: labels, axisLabel: CATEGORY_LABEL },
      yAxis: percentAxis(say, max),
      series: [
        { name: say('labr.side', { side: 'A', name: c.a.settings.board.name }), type: 'bar', itemStyle: { color: A_COLOUR }, data: a.map((r) => pc(r.rate)) },
        { name: say('labr.side', { side: 'B', name: c.b.settings.board.name }), type: 'bar', itemStyle: { color: B_COLOUR }, data: b.map((r) => pc(r.rate)) },
      ],
    };
  };
  const len = (s: SampleSummary): [number, number][] => s.histogram;
  const xs = [...new Set([...len(c.a.length.turns), ...len(c.b.length.turns)].map(([x]) => x))].sort((p, q) => p - q);
  const at = (h: [number, number][], x: number): number => h.find(([v]) => v === x)?.[1] ?? 0;
  const unit = unitWording(c.a.turnUnit, 2);
  return [
    {
      id: 'cmp-seats',
      title: say('labr.chart.cmpSeats.title'),
      caption: say('labr.chart.cmpSeats.caption'),
      height: 280,
      option: grouped(seats.map((s) => s.label), seats.map((s) => s.a), seats.map((s) => s.b ?? { rate: 0, lo: 0, hi: 0 })),
    },
    {
      id: 'cmp-bots',
      title: say('labr.chart.cmpBots.title'),
      caption: say('labr.chart.cmpBots.caption'),
      height: 280,
      option: grouped(c.a.bots.map((b) => labBotWord(locale, c.a, b.id)), c.a.bots, c.a.bots.map((b) => c.b.bots.find((x) => x.id === b.id) ?? { rate: 0, lo: 0, hi: 0 })),
    },
    {
      id: 'cmp-length',
      title: say('labr.chart.cmpLength.title', { unit }),
      caption: say('labr.chart.cmpLength.caption'),
      height: 260,
      option: {
        ...base(),
        legend: { bottom: 0 },
        grid: { left: 56, right: 24, top: 28, bottom: 56, containLabel: true },
        xAxis: { type: 'category', data: xs.map(String) },
        yAxis: { type: 'value', name: say('labr.axis.games'), nameLocation: 'middle', nameGap: 40 },
        series: [
          { name: 'A', type: 'bar', itemStyle: { color: A_COLOUR }, data: xs.map((x) => at(len(c.a.length.turns), x)) },
          { name: 'B', type: 'bar', itemStyle: { color: B_COLOUR }, data: xs.map((x) => at(len(c.b.length.turns), x)) },
        ],
      },
    },
  ];
}
