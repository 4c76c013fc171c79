/**
 * The report's plots as ECharts options: plain JSON (no functions), so the same option draws an
 * inline SVG in the standalone HTML (ECharts' server-side SVG renderer, html.ts) and a live chart
 * in the app (renderer/src/lab). One definition of each plot, two renderers.
 */
import type { BotLine, ChartSpec, LabComparison, LabReport, SampleSummary } from '../../formats/lab-report.js';

export type { ChartSpec };

const INK = '#1f2933';
const FAINT = '#8a94a0';
const A_COLOUR = '#0b7285';
const B_COLOUR = '#d9480f';
const MIX = ['#0b7285', '#d9480f', '#5f3dc4', '#2b8a3e', '#c92a2a', '#e67700', '#1864ab', '#862e9c', '#5c940d', '#495057', '#a61e4d', '#0c8599'];

const base = (): Record<string, unknown> => ({
  animation: false,
  textStyle: { fontFamily: 'Inter, "Segoe UI", system-ui, sans-serif', color: INK },
  grid: { left: 56, right: 72, top: 28, bottom: 40, containLabel: true },
  tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
});

/** Every category named (bot names are long: they wrap rather than drop out). */
const CATEGORY_LABEL = { interval: 0, fontSize: 11, width: 72, overflow: 'break', lineHeight: 13 };
const round = (x: number, d = 3): number => Number(x.toFixed(d));
/** Rates are plotted in percent (ECharts' JSON options cannot multiply in a label formatter). */
const pc = (x: number): number => Number((100 * x).toFixed(1));
const percentAxis = (max = 1, name = '% of games'): Record<string, unknown> => ({
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
function ratesWithIntervals(labels: string[], rates: { rate: number; lo: number; hi: number }[], fair: number | null, colour: string): Record<string, unknown> {
  const max = Math.max(0.3, ...rates.map((r) => r.hi));
  return {
    ...base(),
    xAxis: { type: 'category', data: labels, axisLabel: CATEGORY_LABEL },
    yAxis: percentAxis(max),
    series: [
      {
        name: 'win rate',
        type: 'bar',
        barWidth: '45%',
        itemStyle: { color: colour, opacity: 0.8 },
        data: rates.map((r) => pc(r.rate)),
        ...(fair !== null
          ? { markLine: { symbol: 'none', silent: true, lineStyle: { color: FAINT, type: 'dashed' }, label: { formatter: 'fair share', color: FAINT }, data: [{ yAxis: pc(fair) }] } }
          : {}),
      },
      {
        name: '95 % interval',
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

function bars(xName: string, hist: [number, number][], colour: string, yName = 'games'): Record<string, unknown> {
  return {
    ...base(),
    xAxis: { type: 'category', data: hist.map(([x]) => String(x)), name: xName, nameLocation: 'middle', nameGap: 28 },
    yAxis: { type: 'value', name: yName, nameLocation: 'middle', nameGap: 40 },
    series: [{ type: 'bar', barCategoryGap: '8%', itemStyle: { color: colour }, data: hist.map(([, n]) => n) }],
  };
}

function mixChart(bots: BotLine[]): Record<string, unknown> {
  const kinds = [...new Set(bots.flatMap((b) => Object.keys(b.moveMix)))].sort();
  return {
    ...base(),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { type: 'scroll', bottom: 0, textStyle: { fontSize: 11 } },
    grid: { left: 8, right: 24, top: 12, bottom: 48, containLabel: true },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    yAxis: { type: 'category', data: bots.map((b) => b.name) },
    series: kinds.map((k, i) => ({
      name: k,
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

function topElements(items: { name: string; usesPerGame: number }[], colour: string): Record<string, unknown> {
  return {
    ...base(),
    grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
    xAxis: { type: 'value', name: 'uses per game', nameLocation: 'middle', nameGap: 24 },
    yAxis: { type: 'category', inverse: true, data: items.map((i) => i.name), axisLabel: { fontSize: 11, width: 240, overflow: 'truncate' } },
    series: [{ type: 'bar', itemStyle: { color: colour }, data: items.map((i) => round(i.usesPerGame, 2)) }],
  };
}

export function reportCharts(r: LabReport): ChartSpec[] {
  const P = r.settings.players;
  const out: ChartSpec[] = [
    {
      id: 'seats',
      title: 'Win rate by seat',
      caption: `Share of the ${r.decided} games with a winner that each seat won (a shared win counts as a share), with its 95 % Wilson interval; the dashed line is a fair 1 in ${P}.`,
      height: 260,
      option: ratesWithIntervals(
        r.seats.map((s) => `Seat ${s.seat + 1}`),
        r.seats,
        1 / P,
        A_COLOUR,
      ),
    },
    {
      id: 'bots',
      title: 'Win rate by bot',
      caption: 'Share of the seats each bot played (in games with a winner) that it won, with 95 % intervals: which playstyle the board rewards.',
      height: 260,
      option: ratesWithIntervals(
        r.bots.map((b) => b.name),
        r.bots,
        1 / P,
        '#5f3dc4',
      ),
    },
  ];
  const seatScores = r.seats.map((s) => s.scores).filter((s): s is SampleSummary => s !== null);
  if (r.hasPoints && seatScores.length === r.seats.length) {
    out.push({
      id: 'scores-seat',
      title: 'Final scores by seat',
      caption: 'Each box spans the middle half of the final scores, the line is the median, the whiskers the lowest and highest.',
      height: 260,
      option: boxes(r.seats.map((s) => `Seat ${s.seat + 1}`), seatScores, 'points'),
    });
    const botScores = r.bots.filter((b) => b.scores);
    if (botScores.length) {
      out.push({
        id: 'scores-bot',
        title: 'Final scores by bot',
        caption: 'The same, per bot, over every seat it played.',
        height: 260,
        option: boxes(botScores.map((b) => b.name), botScores.map((b) => b.scores!), 'points'),
      });
    }
  }
  out.push({
    id: 'length',
    title: `Game length (${r.turnUnit})`,
    caption: `How many ${r.turnUnit} the games lasted (median ${r.length.turns.median}; ${r.length.moves.median} moves).`,
    height: 240,
    option: bars(r.turnUnit, r.length.turns.histogram, A_COLOUR),
  });
  if (r.margins) {
    out.push({
      id: 'margins',
      title: 'Margin of victory',
      caption: "The winner's score minus the best other score, in games with one winner.",
      height: 240,
      option: bars('points', r.margins.histogram, '#2b8a3e'),
    });
  }
  if (r.bots.length) {
    out.push({
      id: 'mix',
      title: 'What each bot does',
      caption: 'Each bot\'s moves by kind, as shares of all its moves: the playstyles at a glance.',
      height: 70 + 36 * r.bots.length,
      option: mixChart(r.bots),
    });
  }
  for (const k of r.elements) {
    const sorted = [...k.items].sort((x, y) => y.usesPerGame - x.usesPerGame);
    // All of a short list; of a long one the ten most and the ten least used.
    const items = sorted.length <= 20 ? sorted : [...sorted.slice(0, 10), ...sorted.slice(-10)];
    if (!items.length) continue;
    out.push({
      id: `elements-${k.kind}`,
      title: sorted.length <= 20 ? `${k.label}: uses per game` : `${k.label}: the ten most and the ten least used`,
      caption: `Times each was used per game on average (${k.items.length} in all; ${k.neverUsed.length} never used).`,
      height: 40 + 22 * items.length,
      option: topElements(items, '#e67700'),
    });
  }
  return out;
}

export function comparisonCharts(c: LabComparison): ChartSpec[] {
  const seats = c.a.seats.map((s, i) => ({ label: `Seat ${i + 1}`, a: s, b: c.b.seats[i] }));
  const grouped = (labels: string[], a: { rate: number; lo: number; hi: number }[], b: { rate: number; lo: number; hi: number }[]): Record<string, unknown> => {
    const max = Math.max(0.3, ...a.map((r) => r.hi), ...b.map((r) => r.hi));
    return {
      ...base(),
      legend: { bottom: 0 },
      grid: { left: 56, right: 24, top: 28, bottom: 56, containLabel: true },
      xAxis: { type: 'category', data: labels, axisLabel: CATEGORY_LABEL },
      yAxis: percentAxis(max),
      series: [
        { name: `A: ${c.a.settings.board.name}`, type: 'bar', itemStyle: { color: A_COLOUR }, data: a.map((r) => pc(r.rate)) },
        { name: `B: ${c.b.settings.board.name}`, type: 'bar', itemStyle: { color: B_COLOUR }, data: b.map((r) => pc(r.rate)) },
      ],
    };
  };
  const len = (s: SampleSummary): [number, number][] => s.histogram;
  const xs = [...new Set([...len(c.a.length.turns), ...len(c.b.length.turns)].map(([x]) => x))].sort((p, q) => p - q);
  const at = (h: [number, number][], x: number): number => h.find(([v]) => v === x)?.[1] ?? 0;
  return [
    {
      id: 'cmp-seats',
      title: 'Win rate by seat, A and B',
      caption: 'The same seeds on both boards.',
      height: 280,
      option: grouped(seats.map((s) => s.label), seats.map((s) => s.a), seats.map((s) => s.b ?? { rate: 0, lo: 0, hi: 0 })),
    },
    {
      id: 'cmp-bots',
      title: 'Win rate by bot, A and B',
      caption: 'Which playstyle each version rewards.',
      height: 280,
      option: grouped(c.a.bots.map((b) => b.name), c.a.bots, c.a.bots.map((b) => c.b.bots.find((x) => x.id === b.id) ?? { rate: 0, lo: 0, hi: 0 })),
    },
    {
      id: 'cmp-length',
      title: `Game length (${c.a.turnUnit}), A and B`,
      caption: 'How long the games last on each version.',
      height: 260,
      option: {
        ...base(),
        legend: { bottom: 0 },
        grid: { left: 56, right: 24, top: 28, bottom: 56, containLabel: true },
        xAxis: { type: 'category', data: xs.map(String) },
        yAxis: { type: 'value', name: 'games', nameLocation: 'middle', nameGap: 40 },
        series: [
          { name: 'A', type: 'bar', itemStyle: { color: A_COLOUR }, data: xs.map((x) => at(len(c.a.length.turns), x)) },
          { name: 'B', type: 'bar', itemStyle: { color: B_COLOUR }, data: xs.map((x) => at(len(c.b.length.turns), x)) },
        ],
      },
    },
  ];
}
