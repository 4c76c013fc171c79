/**
 * The standalone report: one HTML file that opens in any browser, offline. Its plots are inline
 * SVG (the ECharts options of charts.ts rendered here with ECharts' server-side SVG renderer),
 * its heat map the board drawn as SVG (board-svg.ts); no script, no stylesheet or font from
 * elsewhere, no image to fetch.
 */
import * as echarts from 'echarts';
import type { ElementFinding, Finding, LabComparison, LabReport } from '../../formats/lab-report.js';
import { kindInSentence, kindLabel, labBotWord, labSay, labWord } from './words.js';
import type { Locale } from '../../games/core/locales.js';
import { semicolonJoin } from '../../games/core/semicolons.js';
import type { WordParams } from '../../games/core/wording.js';
import { pWording } from './words.js';
import { escapeXml as esc, heatSvg } from './board-svg.js';
import { comparisonCharts, reportCharts, type ChartSpec } from './charts.js';
import { diffHeatSvg, elementDeltas, type ElementDelta } from './diff-heat.js';
import { LINE_ALPHA } from './alarm-budget.js';
import { localeTicks } from '../../formats/chart-ticks.js';
import { games } from '../../games/index.js';

const WIDTH = 760;

/** One chart as an SVG string (ECharts in SSR mode, no animation). */
export function chartSvg(spec: ChartSpec, width = WIDTH, locale: Locale = 'en'): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: spec.height });
  try {
    chart.setOption({ ...localeTicks(spec.option, locale), animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const STYLE = `
body { font: 15px/1.5 Inter, "Segoe UI", system-ui, sans-serif; color: #1f2933; background: #f6f7f9; margin: 0; }
main { max-width: 980px; margin: 0 auto; padding: 24px 28px 60px; }
h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 32px 0 8px; border-bottom: 1px solid #dde2e7; padding-bottom: 4px; }
h3 { font-size: 15px; margin: 18px 0 4px; }
.muted { color: #5f6b76; } .small { font-size: 13px; }
.verdict { background: #ffffff; border: 1px solid #dde2e7; border-left: 4px solid #0b7285; border-radius: 8px; padding: 12px 18px; }
.verdict p { margin: 6px 0; } .verdict b { display: inline-block; min-width: 120px; }
figure { margin: 12px 0 20px; background: #ffffff; border: 1px solid #dde2e7; border-radius: 8px; padding: 10px 12px; }
figure svg { max-width: 100%; height: auto; display: block; }
figcaption { font-size: 13px; color: #5f6b76; margin-top: 4px; }
table { border-collapse: collapse; width: 100%; background: #ffffff; font-size: 13px; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #eef1f4; vertical-align: top; }
th { background: #f1f3f5; font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.flag { color: #c92a2a; font-weight: 600; }
.cancelled { background: #fff4e6; border: 1px solid #ffc078; border-radius: 8px; padding: 8px 14px; }
code { font-size: 12px; background: #eef1f4; padding: 1px 4px; border-radius: 3px; }
`;

/** The page's language: its words, and its numbers as that language writes them. */
interface Lang {
  locale: Locale;
  say: (key: string, params?: WordParams) => string;
  /** A sentence of the report: its wording in this language, else its English. */
  text: (wording: unknown, english: string) => string;
  pct: (x: number) => string;
  p: (p: number) => string;
  num: (x: number, digits?: number) => string;
}

function lang(locale: Locale): Lang {
  const say = labSay(locale);
  const formats = new Map<number, Intl.NumberFormat>();
  const num = (x: number, digits = 0): string => {
    let f = formats.get(digits);
    if (!f) formats.set(digits, (f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
    return f.format(x);
  };
  return {
    locale,
    say,
    text: (wording, english) => labWord(locale, wording, english),
    pct: (x) => `${num(100 * x, x > 0 && x < 0.1 ? 1 : 0)} %`,
    p: (p) => labWord(locale, pWording(p), ''),
    num,
  };
}

function page(L: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${L.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}

const figure =
  (L: Lang) =>
  (spec: ChartSpec): string =>
    `<figure id="${esc(spec.id)}"><h3>${esc(spec.title)}</h3>${chartSvg(spec, WIDTH, L.locale)}<figcaption>${esc(spec.caption)}</figcaption></figure>`;

/** The settings line. Its words are escaped before the markup goes round the board's name and hash. */
function settingsLine(L: Lang, r: LabReport): string {
  const s = r.settings;
  const opts = Object.entries(s.options).filter(([, v]) => v === true).map(([k]) => optionLabel(L.locale, s.game, k));
  const mark = '\u0000';
  const line = L.say('labr.html.settings', {
    game: s.gameName,
    board: `${mark}b${mark}`,
    source: s.board.source,
    hash: `${mark}h${mark}`,
    games: s.games,
    players: s.players,
    first: s.seed,
    last: s.seed + s.games - 1,
    bots: s.bots.map((id) => labBotWord(L.locale, r, id)).join(', '),
    options: opts.length ? L.say('labr.html.options', { list: opts.join(', ') }) : '',
  });
  return esc(line).replace(`${mark}b${mark}`, `<b>${esc(s.board.name)}</b>`).replace(`${mark}h${mark}`, `<code>${esc(s.board.hash.slice(0, 16))}</code>`);
}

function verdictBlock(L: Lang, r: LabReport): string {
  const v = r.verdict;
  const line = (label: string, k: 'balance' | 'decisiveness' | 'length' | 'lookFirst'): string => `<p><b>${esc(L.say(label))}</b> ${esc(L.text(v.wordings?.[k], v[k]))}</p>`;
  return `<section class="verdict">${line('labr.html.balance', 'balance')}${line('labr.html.decisiveness', 'decisiveness')}${line('labr.html.length', 'length')}${line('labr.html.lookFirst', 'lookFirst')}</section>`;
}

/** Wins are counted (a shared win counts as a share): whole numbers print without a decimal, shares with one. */
function countWords(L: Lang, n: number): string {
  return L.num(n, Number.isInteger(n) ? 0 : 1);
}

function seatTable(L: Lang, r: LabReport): string {
  const t = r.seatTests;
  const h = (key: string, num = true): string => `<th${num ? ' class="num"' : ''}>${esc(L.say(key))}</th>`;
  const mean = (s: { scores: { mean: number } | null }): string => (r.hasPoints ? `<td class="num">${s.scores ? L.num(s.scores.mean, 1) : '–'}</td>` : '');
  const rows = r.seats
    .map((s) => `<tr><td>${esc(L.say('labr.seat', { n: s.seat + 1 }))}</td><td class="num">${countWords(L, s.wins)}</td><td class="num">${L.pct(s.rate)}</td><td class="num">${L.pct(s.lo)} – ${L.pct(s.hi)}</td><td class="num">${L.num(s.soleWins)}</td>${mean(s)}</tr>`)
    .join('');
  const test = (key: string, o: { p: number; test: string; testWords?: unknown; flagged: boolean }): string =>
    `<li>${esc(L.say('labr.html.testLine', { label: L.say(key), test: L.text(o.testWords, o.test), p: L.p(o.p) }))}${o.flagged ? ` — <span class="flag">${esc(L.say('labr.html.beyondChance'))}</span>` : ''}</li>`;
  return `<table><thead><tr>${h('labr.html.seat', false)}${h('labr.html.wins')}${h('labr.html.winRate')}${h('labr.html.interval')}${h('labr.html.soleWins')}${r.hasPoints ? h('labr.html.meanScore') : ''}</tr></thead><tbody>${rows}</tbody></table>
<ul class="small">${test('labr.html.firstTest', t.first)}${test('labr.html.lastTest', t.last)}${test('labr.html.allTest', t.all)}<li>${esc(L.say('labr.html.seatTestsNote', { games: t.games }))}</li></ul>`;
}

function botTable(L: Lang, r: LabReport): string {
  const h = (key: string, num = true): string => `<th${num ? ' class="num"' : ''}>${esc(L.say(key))}</th>`;
  const rows = r.bots
    .map((b) => `<tr><td>${esc(labBotWord(L.locale, r, b.id))} <span class="muted">(${esc(b.id)})</span></td><td class="num">${L.num(b.seats)}</td><td class="num">${L.pct(b.rate)}</td><td class="num">${L.pct(b.lo)} – ${L.pct(b.hi)}</td>${r.hasPoints ? `<td class="num">${b.scores ? L.num(b.scores.mean, 1) : '–'}</td>` : ''}</tr>`)
    .join('');
  return `<table><thead><tr>${h('labr.html.bot', false)}${h('labr.html.seatsPlayed')}${h('labr.html.winRate')}${h('labr.html.interval')}${r.hasPoints ? h('labr.html.meanScore') : ''}</tr></thead><tbody>${rows}</tbody></table>`;
}

function findingRows(L: Lang, r: LabReport, list: readonly Finding[]): string {
  return list.map((f) => `<tr><td class="num">${f.seed}</td><td class="num">${f.move}</td><td>${esc(f.bots.map((id) => labBotWord(L.locale, r, id)).join(', '))}</td><td>${esc(L.text(f.messageWords, f.message))}</td></tr>`).join('');
}

/** The banner of a cancelled run: the figures are over the games played. */
function cancelledBlock(L: Lang, c: { words: string; wording?: unknown } | undefined): string {
  return c ? `<p class="cancelled">${esc(L.text(c.wording, c.words))}</p>` : '';
}

/** How to watch a game of a report: the words under every report's list of games. */
/** The weaker evidence about a finding's element, listed under it (one finding per element). */
function alsoList(L: Lang, f: ElementFinding): string {
  return f.also?.length ? `<ul class="also">${f.also.map((a) => `<li class="small">${esc(L.say('labr.html.also', { words: L.text(a.wording, a.words) }))}</li>`).join('')}</ul>` : '';
}

/** The ranked findings: what to change, with the numbers behind each and the unused elements. */
function elementFindingsBlock(L: Lang, r: LabReport): string {
  const parts: string[] = [];
  const words = (f: ElementFinding): string => esc(L.text(f.wording, f.words));
  if (r.findings.length) {
    parts.push(`<ol class="findings">${r.findings.map((f) => `<li data-element="${esc(f.kind)}:${esc(f.element)}">${words(f)}${alsoList(L, f)}</li>`).join('')}</ol>`);
  } else parts.push(`<p>${esc(L.say('labr.html.noFinding'))}</p>`);
  if (r.unconfirmed.length) parts.push(`<p><b>${esc(L.say('labr.html.notConfirmed'))}</b> ${esc(L.say('labr.html.notConfirmedWhy'))}</p><ul>${r.unconfirmed.map((f) => `<li>${words(f)}${alsoList(L, f)}</li>`).join('')}</ul>`);
  parts.push(`<p class="small muted">${esc(L.text(r.findingsMethodWords, r.findingsMethod))}</p>`);
  const unused = unusedWords(r, L.locale);
  if (unused) parts.push(`<p>${esc(unused)}</p>`);
  return parts.join('\n');
}

/** The elements never taken or used in the whole run, by kind, in words (empty when none). */
export function unusedWords(r: Pick<LabReport, 'elements' | 'settings'>, locale: Locale = 'en'): string {
  const kinds = r.elements.filter((k) => k.neverUsed.length > 0);
  if (!kinds.length) return '';
  const say = labSay(locale);
  return say('labr.html.unused', {
    games: r.settings.games,
    kinds: {
      list: kinds.map((k) => {
        const names = k.items.filter((it) => k.neverUsed.includes(it.id)).map((it) => labWord(locale, it.nameWords, it.name));
        return { key: 'labr.html.unusedKind', params: { n: k.neverUsed.length, all: k.items.length, kind: kindInSentence(locale, k), names: names.slice(0, 12).join(', '), more: names.length > 12 ? 'yes' : 'no' } };
      }),
      joiner: 'semicolon',
    },
  });
}

function findings(L: Lang, r: LabReport): string {
  const f = r.problems;
  const parts: string[] = [];
  const h = (key: string, num = false): string => `<th${num ? ' class="num"' : ''}>${esc(L.say(key))}</th>`;
  // "none" agrees with what is listed: states (French "aucun") or games and resources ("aucune").
  const none = (key: string, which: 'states' | 'games'): string => `<p><b>${esc(L.say('labr.html.label', { title: L.say(key) }))}</b> ${esc(L.say('labr.html.none', { which }))}</p>`;
  const table = (key: string, total: number, list: readonly Finding[]): void => {
    const title = L.say(key);
    if (total === 0) {
      parts.push(none(key, key === 'labr.html.uncovered' ? 'states' : 'games'));
      return;
    }
    parts.push(`<h3>${esc(L.say('labr.html.count', { title, n: L.num(total) }))}${total > list.length ? esc(L.say('labr.html.firstListed', { n: list.length })) : ''}</h3><table><thead><tr>${h('labr.html.seed', true)}${h('labr.html.move', true)}${h('labr.html.botsBySeat')}${h('labr.html.whatHappened')}</tr></thead><tbody>${findingRows(L, r, list)}</tbody></table>`);
  };
  table('labr.html.uncovered', f.totals.uncovered, f.uncovered);
  table('labr.html.stalled', f.totals.stalled, f.stalled);
  table('labr.html.noWinner', f.totals.noWinner, f.noWinner);
  if (f.exhausted.length) {
    parts.push(`<h3>${esc(L.say('labr.html.exhausted'))}</h3><table><thead><tr>${h('labr.html.resource')}${h('labr.html.games', true)}${h('labr.html.medianMove', true)}${h('labr.html.examples')}</tr></thead><tbody>${f.exhausted
      .map((e) => `<tr><td>${esc(L.text(e.resourceWords, e.resource))}</td><td class="num">${L.num(e.games)} (${L.pct(e.rate)})</td><td class="num">${L.num(e.medianMove, Number.isInteger(e.medianMove) ? 0 : 1)}</td><td>${e.examples.map((x) => `${x.seed} @ ${x.move}`).join(', ')}</td></tr>`)
      .join('')}</tbody></table>`);
  } else parts.push(none('labr.html.exhausted', 'games'));
  parts.push(
    f.neverFired.length
      ? `<p><b>${esc(L.say('labr.html.neverFired', { games: r.settings.games }))}</b> ${esc(semicolonJoin(L.locale, f.neverFired.map((w) => L.text(w.wording, w.words))))}.</p>`
      : `<p><b>${esc(L.say('labr.html.neverFiredNone'))}</b> ${esc(L.say('labr.html.allFired'))}</p>`,
  );
  parts.push(`<p class="small muted">${esc(L.say('labr.html.replay'))}</p>`);
  return parts.join('\n');
}

function elementTables(L: Lang, r: LabReport): string {
  return r.elements
    .map((k) => {
      const assoc = k.items.filter((it) => it.association?.flagged);
      const never = k.items.filter((it) => it.games === 0);
      const assocText = assoc.length
        ? L.say('labr.html.assoc', {
            test: assoc[0]!.association!.testWords ?? assoc[0]!.association!.test,
            items: { list: assoc.map((it) => L.say('labr.html.assocItem', { name: L.text(it.nameWords, it.name), used: L.pct(it.winRateUsed ?? 0), unused: L.pct(it.winRateUnused ?? 0) })), joiner: 'semicolon' },
          })
        : L.say('labr.html.noAssoc');
      const neverText = never.length ? L.say('labr.html.neverUsedKind', { n: never.length, all: k.items.length, names: never.map((it) => L.text(it.nameWords, it.name)).join(', ') }) : L.say('labr.html.allUsed', { all: k.items.length });
      return `<h3>${esc(kindLabel(L.locale, k))}</h3><p>${esc(neverText)}</p><p>${esc(assocText)}</p>`;
    })
    .join('\n');
}

/** A table option's label in a language (the game's catalogue), else its key. */
function optionLabel(locale: Locale, game: string, key: string): string {
  const o = games.get(game)?.options.find((x) => x.key === key);
  return o ? labWord(locale, o.labelKey ? { key: o.labelKey } : undefined, o.label) : key;
}

/**
 * When a report was made, as its language writes a date and time (the sentence says UTC, so the
 * page reads the same wherever it is opened). A date that does not parse (a hand-edited file)
 * is shown as it was stored rather than failing the whole page.
 */
export function reportDate(createdAt: string, locale: Locale): string {
  const d = new Date(createdAt);
  if (Number.isNaN(d.getTime())) return createdAt.replace('T', ' ').slice(0, 19);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' }).format(d);
}

/** A report as one standalone page, in a language (its `<html lang>` says which). */
export function reportHtml(r: LabReport, locale: Locale = 'en'): string {
  const L = lang(locale);
  const charts = reportCharts(r, locale);
  const heat = heatSvg(r.settings.game, r.board, r.elements, locale);
  const title = L.say('labr.html.title', { name: r.settings.board.name });
  const h2 = (key: string): string => `<h2>${esc(L.say(key))}</h2>`;
  const run = L.say('labr.html.run', {
    id: r.id,
    when: reportDate(r.createdAt, locale),
    workers: r.run.workers,
    seconds: r.run.wallMs / 1000,
    rate: r.run.gamesPerSecond,
    cpuRate: r.run.gamesPerCpuSecond,
  });
  const body = `<h1>${esc(title)}</h1>
<p class="muted">${settingsLine(L, r)}</p>
${cancelledBlock(L, r.cancelled)}
<p class="small muted">${esc(run)}</p>
${verdictBlock(L, r)}
${h2('labr.html.whatToChange')}
${elementFindingsBlock(L, r)}
${h2('labr.html.seats')}
${figure(L)(charts.find((c) => c.id === 'seats')!)}
${seatTable(L, r)}
${h2('labr.html.bots')}
${charts.filter((c) => c.id === 'bots' || c.id === 'mix').map(figure(L)).join('\n')}
${botTable(L, r)}
${h2('labr.html.scores')}
${charts.filter((c) => ['scores-seat', 'scores-bot', 'length', 'margins'].includes(c.id)).map(figure(L)).join('\n')}
${h2('labr.html.board')}
${heat ? `<figure id="heat"><h3>${esc(L.say('labr.html.heat'))}</h3>${heat}<figcaption>${esc(L.say('labr.html.heatCaption'))}</figcaption></figure>` : ''}
${charts.filter((c) => c.id.startsWith('elements-')).map(figure(L)).join('\n')}
${elementTables(L, r)}
${h2('labr.html.wentWrong')}
${findings(L, r)}`;
  return page(L, title, body);
}

/** A comparison as one standalone page, in a language. */
export function comparisonHtml(c: LabComparison, locale: Locale = 'en'): string {
  const L = lang(locale);
  const charts = comparisonCharts(c, locale);
  const rows = c.lines
    .map((l) => {
      const show = (x: number): string => (l.unit === 'rate' ? L.pct(x) : L.num(x, 1));
      return `<tr${l.result.flagged ? ' class="flag"' : ''}><td>${esc(L.text(l.whatWords, l.what))}</td><td class="num">${show(l.a)}</td><td class="num">${show(l.b)}</td><td>${esc(L.text(l.result.testWords, l.result.test))}</td><td class="num">${esc(L.p(l.result.p))}</td></tr>`;
    })
    .join('');
  const heatA = heatSvg(c.a.settings.game, c.a.board, c.a.elements, locale);
  const heatB = heatSvg(c.b.settings.game, c.b.board, c.b.elements, locale);
  const title = L.say('labr.html.titleTwo');
  const h = (key: string, num = false): string => `<th${num ? ' class="num"' : ''}>${esc(L.say(key))}</th>`;
  const side = (s: 'A' | 'B', r: LabReport): string => `<h3>${esc(L.say('labr.side', { side: s, name: r.settings.board.name }))}</h3>${verdictBlock(L, r)}`;
  const body = `<h1>${esc(title)}</h1>
<p class="muted"><b>A</b>: ${settingsLine(L, c.a)}</p>
<p class="muted"><b>B</b>: ${settingsLine(L, c.b)}</p>
${cancelledBlock(L, c.cancelled)}
<section class="verdict">${c.summary.map((s, i) => `<p>${esc(L.text(c.summaryWords?.[i], s))}</p>`).join('')}<p class="small muted">${esc(L.say('labr.html.compareMethod', { n: c.lines.length, alpha: LINE_ALPHA }))}</p></section>
<h2>${esc(L.say('labr.html.sideBySide'))}</h2>
${charts.map(figure(L)).join('\n')}
<table><thead><tr>${h('labr.html.what')}<th class="num">A</th><th class="num">B</th>${h('labr.html.test')}${h('labr.html.adjustedP', true)}</tr></thead><tbody>${rows}</tbody></table>
<h2>${esc(L.say('labr.html.verdicts'))}</h2>
${side('A', c.a)}
${side('B', c.b)}
${diffBlock(L, c)}
${heatA ? `<h2>${esc(L.say('labr.html.heatMaps'))}</h2><figure><h3>A</h3>${heatA}</figure>` : ''}${heatB ? `<figure><h3>B</h3>${heatB}</figure>` : ''}`;
  return page(L, title, body);
}

const signedPts = (x: number): string => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(Math.round(100 * x))}`;

/** The rows of the per-element changes (B − A), largest effect first. */
function deltaRows(L: Lang, deltas: readonly ElementDelta[]): string {
  return deltas
    .map((d) => {
      const change = L.say('labr.html.diffChange', { d: signedPts(d.d), lo: signedPts(d.lo), hi: signedPts(d.hi) });
      return `<tr${Math.abs(d.z) >= 1.96 ? ' class="flag"' : ''}><td>${esc(L.text(d.nameWords, d.name))}</td><td>${esc(L.text(d.kindLabelWording, d.kindLabel))}</td><td class="num">${L.pct(d.a)}</td><td class="num">${L.pct(d.b)}</td><td class="num">${esc(change)}</td><td class="num">${d.z < 0 ? '−' : ''}${L.num(Math.abs(d.z), 1)}</td></tr>`;
    })
    .join('');
}

/** The difference heat map of a comparison, and beside it the changes ranked by effect size. */
function diffBlock(L: Lang, c: LabComparison): string {
  const deltas = elementDeltas(c.a, c.b);
  const map = diffHeatSvg(c.a, c.b, deltas, L.locale);
  if (!map && deltas.length === 0) return '';
  const top = deltas.slice(0, 20);
  const h = (key: string, num = false): string => `<th${num ? ' class="num"' : ''}>${esc(L.say(key))}</th>`;
  return `<h2>${esc(L.say('labr.html.diffTitle'))}</h2>
${map ? `<figure id="diff-heat">${map}<figcaption>${esc(L.say('labr.html.diffCaption'))}</figcaption></figure>` : ''}
<table><thead><tr>${h('labr.html.element')}${h('labr.html.kind')}<th class="num">A</th><th class="num">B</th>${h('labr.html.diffColumn', true)}${h('labr.html.effectSize', true)}</tr></thead><tbody>${deltaRows(L, top)}</tbody></table>
<p class="small muted">${esc(L.say('labr.html.diffNote', { top: top.length, all: deltas.length }))}</p>`;
}
