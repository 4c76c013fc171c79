/**
 * The standalone report: one HTML file that opens in any browser, offline. Its plots are inline
 * SVG (the ECharts options of charts.ts rendered here with ECharts' server-side SVG renderer),
 * its heat map the board drawn as SVG (board-svg.ts); no script, no stylesheet or font from
 * elsewhere, no image to fetch.
 */
import * as echarts from 'echarts';
import { labBotName, type ElementFinding, type Finding, type LabComparison, type LabReport } from '../../formats/lab-report.js';
import { escapeXml as esc, heatSvg } from './board-svg.js';
import { comparisonCharts, reportCharts, type ChartSpec } from './charts.js';
import { diffHeatSvg, elementDeltas, type ElementDelta } from './diff-heat.js';
import { LINE_ALPHA } from './alarm-budget.js';
import { pct, pWords } from './report.js';

const WIDTH = 760;

/** One chart as an SVG string (ECharts in SSR mode, no animation). */
export function chartSvg(spec: ChartSpec, width = WIDTH): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: spec.height });
  try {
    chart.setOption({ ...spec.option, animation: false });
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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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

function figure(spec: ChartSpec): string {
  return `<figure id="${esc(spec.id)}"><h3>${esc(spec.title)}</h3>${chartSvg(spec)}<figcaption>${esc(spec.caption)}</figcaption></figure>`;
}

function settingsLine(r: LabReport): string {
  const s = r.settings;
  const opts = Object.entries(s.options).filter(([, v]) => v === true).map(([k]) => k);
  return `${esc(s.gameName)} on <b>${esc(s.board.name)}</b> (${esc(s.board.source)}; content hash <code>${esc(s.board.hash.slice(0, 16))}</code>): ${s.games} games of ${s.players} players, seeds ${s.seed} to ${s.seed + s.games - 1}, bots ${esc(s.bots.join(', '))}${opts.length ? `, options ${esc(opts.join(', '))}` : ''}.`;
}

function verdictBlock(r: LabReport): string {
  const v = r.verdict;
  return `<section class="verdict"><p><b>Balance</b> ${esc(v.balance)}</p><p><b>Decisiveness</b> ${esc(v.decisiveness)}</p><p><b>Length</b> ${esc(v.length)}</p><p><b>Look first at</b> ${esc(v.lookFirst)}</p></section>`;
}

/** Wins are counted (a shared win counts as a share): whole numbers print without a decimal, shares with one. */
function countWords(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

function seatTable(r: LabReport): string {
  const t = r.seatTests;
  const rows = r.seats
    .map((s) => `<tr><td>Seat ${s.seat + 1}</td><td class="num">${countWords(s.wins)}</td><td class="num">${pct(s.rate)}</td><td class="num">${pct(s.lo)} – ${pct(s.hi)}</td><td class="num">${s.soleWins}</td>${r.hasPoints ? `<td class="num">${s.scores ? s.scores.mean.toFixed(1) : '–'}</td>` : ''}</tr>`)
    .join('');
  const test = (name: string, o: { p: number; test: string; flagged: boolean }): string =>
    `<li>${name}: ${esc(o.test)}, ${pWords(o.p)}${o.flagged ? ' — <span class="flag">beyond chance</span>' : ''}</li>`;
  return `<table><thead><tr><th>Seat</th><th class="num">Wins</th><th class="num">Win rate</th><th class="num">95 % interval</th><th class="num">Sole wins</th>${r.hasPoints ? '<th class="num">Mean score</th>' : ''}</tr></thead><tbody>${rows}</tbody></table>
<ul class="small">${test('First seat against a fair share', t.first)}${test('Last seat against a fair share', t.last)}${test('All seats against equal shares', t.all)}<li>The seat tests use the ${t.games} games with a single winner; the first- and last-seat p-values are Holm-adjusted together.</li></ul>`;
}

function botTable(r: LabReport): string {
  const rows = r.bots
    .map((b) => `<tr><td>${esc(b.name)} <span class="muted">(${esc(b.id)})</span></td><td class="num">${b.seats}</td><td class="num">${pct(b.rate)}</td><td class="num">${pct(b.lo)} – ${pct(b.hi)}</td>${r.hasPoints ? `<td class="num">${b.scores ? b.scores.mean.toFixed(1) : '–'}</td>` : ''}</tr>`)
    .join('');
  return `<table><thead><tr><th>Bot</th><th class="num">Seats played</th><th class="num">Win rate</th><th class="num">95 % interval</th>${r.hasPoints ? '<th class="num">Mean score</th>' : ''}</tr></thead><tbody>${rows}</tbody></table>`;
}

function findingRows(r: LabReport, list: readonly Finding[]): string {
  return list.map((f) => `<tr><td class="num">${f.seed}</td><td class="num">${f.move}</td><td>${esc(f.bots.map((id) => labBotName(r, id)).join(', '))}</td><td>${esc(f.message)}</td></tr>`).join('');
}

/** The banner of a cancelled run: the figures are over the games played. */
function cancelledBlock(c: { words: string } | undefined): string {
  return c ? `<p class="cancelled">${esc(c.words)}</p>` : '';
}

/** How to watch a game of a report: the words under every report's list of games. */
export const REPLAY_WORDS =
  'To watch one of these games at its move: keep the report in the data folder (the app does; from the command line, add --keep to npm run playtest), run npm run host (with the same --data, if any), open the address it prints (http://127.0.0.1:PORT/), choose Playtest lab…, open this report and press Replay beside the game. Game g of the run is played with seed seed + g and the bots rotated over the seats, so the same settings play the same games again.';

/** The weaker evidence about a finding's element, listed under it (one finding per element). */
function alsoList(f: ElementFinding): string {
  return f.also?.length ? `<ul class="also">${f.also.map((a) => `<li class="small">Also: ${esc(a.words)}</li>`).join('')}</ul>` : '';
}

/** The ranked findings: what to change, with the numbers behind each and the unused elements. */
function elementFindingsBlock(r: LabReport): string {
  const parts: string[] = [];
  if (r.findings.length) {
    parts.push(`<ol class="findings">${r.findings.map((f) => `<li data-element="${esc(f.kind)}:${esc(f.element)}">${esc(f.words)}${alsoList(f)}</li>`).join('')}</ol>`);
  } else parts.push('<p>No element stands out: no finding is big enough, beyond chance and the same in both halves of the run.</p>');
  if (r.unconfirmed.length) parts.push(`<p><b>Not confirmed</b> (beyond chance over the run, but not in both halves):</p><ul>${r.unconfirmed.map((f) => `<li>${esc(f.words)}${alsoList(f)}</li>`).join('')}</ul>`);
  parts.push(`<p class="small muted">${esc(r.findingsMethod)}</p>`);
  const unused = unusedWords(r);
  if (unused) parts.push(`<p>${esc(unused)}</p>`);
  return parts.join('\n');
}

/** The elements never taken or used in the whole run, by kind, in words (empty when none). */
export function unusedWords(r: Pick<LabReport, 'elements' | 'settings'>): string {
  const kinds = r.elements.filter((k) => k.neverUsed.length > 0);
  if (!kinds.length) return '';
  return `Never used in ${r.settings.games} games: ${kinds
    .map((k) => {
      const names = k.items.filter((it) => k.neverUsed.includes(it.id)).map((it) => it.name);
      return `${k.neverUsed.length} of ${k.items.length} ${k.label.toLowerCase()} (${names.slice(0, 12).join(', ')}${names.length > 12 ? ', …' : ''})`;
    })
    .join('; ')}.`;
}

function findings(r: LabReport): string {
  const f = r.problems;
  const parts: string[] = [];
  const table = (title: string, total: number, list: readonly Finding[]): void => {
    if (total === 0) {
      parts.push(`<p><b>${esc(title)}:</b> none.</p>`);
      return;
    }
    parts.push(`<h3>${esc(title)}: ${total}${total > list.length ? ` (the first ${list.length} listed)` : ''}</h3><table><thead><tr><th class="num">Seed</th><th class="num">Move</th><th>Bots by seat</th><th>What happened</th></tr></thead><tbody>${findingRows(r, list)}</tbody></table>`);
  };
  table('States the rules do not cover', f.totals.uncovered, f.uncovered);
  table('Games that never ended', f.totals.stalled, f.stalled);
  table('Games without a winner', f.totals.noWinner, f.noWinner);
  if (f.exhausted.length) {
    parts.push(`<h3>Resources that ran out</h3><table><thead><tr><th>Resource</th><th class="num">Games</th><th class="num">Median move</th><th>Examples (seed @ move)</th></tr></thead><tbody>${f.exhausted
      .map((e) => `<tr><td>${esc(e.resource)}</td><td class="num">${e.games} (${pct(e.rate)})</td><td class="num">${e.medianMove}</td><td>${e.examples.map((x) => `${x.seed} @ ${x.move}`).join(', ')}</td></tr>`)
      .join('')}</tbody></table>`);
  } else parts.push('<p><b>Resources that ran out:</b> none.</p>');
  parts.push(
    f.neverFired.length
      ? `<p><b>Rules that never fired in ${r.settings.games} games:</b> ${f.neverFired.map((w) => esc(w.words)).join('; ')}.</p>`
      : '<p><b>Rules that never fired:</b> none; every watched rule came up.</p>',
  );
  parts.push(`<p class="small muted">${esc(REPLAY_WORDS)}</p>`);
  return parts.join('\n');
}

function elementTables(r: LabReport): string {
  return r.elements
    .map((k) => {
      const assoc = k.items.filter((it) => it.association?.flagged);
      const never = k.items.filter((it) => it.games === 0);
      const assocText = assoc.length
        ? `<p>Going with winning or losing beyond chance (within each bot, ${esc(assoc[0]!.association!.test)}, Holm-adjusted): ${assoc
            .map((it) => `${esc(it.name)} (won ${pct(it.winRateUsed ?? 0)} when used, ${pct(it.winRateUnused ?? 0)} when not)`)
            .join('; ')}.</p>`
        : '<p>None goes with winning or losing beyond chance (within each bot).</p>';
      return `<h3>${esc(k.label)}</h3><p>${never.length ? `Never used (${never.length} of ${k.items.length}): ${never.map((it) => esc(it.name)).join(', ')}.` : `All ${k.items.length} were used.`}</p>${assocText}`;
    })
    .join('\n');
}

export function reportHtml(r: LabReport): string {
  const charts = reportCharts(r);
  const heat = heatSvg(r.settings.game, r.board, r.elements);
  const body = `<h1>Playtest lab: ${esc(r.settings.board.name)}</h1>
<p class="muted">${settingsLine(r)}</p>
${cancelledBlock(r.cancelled)}
<p class="small muted">Report ${esc(r.id)}, made ${esc(r.createdAt.replace('T', ' ').slice(0, 19))} UTC with ${r.run.workers} worker thread${r.run.workers === 1 ? '' : 's'} in ${(r.run.wallMs / 1000).toFixed(1)} s (${r.run.gamesPerSecond.toFixed(1)} games per second, ${r.run.gamesPerCpuSecond.toFixed(1)} per CPU second).</p>
${verdictBlock(r)}
<h2>What to change</h2>
${elementFindingsBlock(r)}
<h2>Seats</h2>
${figure(charts.find((c) => c.id === 'seats')!)}
${seatTable(r)}
<h2>Bots and playstyles</h2>
${charts.filter((c) => c.id === 'bots' || c.id === 'mix').map(figure).join('\n')}
${botTable(r)}
<h2>Scores, length and margins</h2>
${charts.filter((c) => ['scores-seat', 'scores-bot', 'length', 'margins'].includes(c.id)).map(figure).join('\n')}
<h2>The board</h2>
${heat ? `<figure id="heat"><h3>Heat map</h3>${heat}<figcaption>How often each element was used per game, from the least used of its kind (pale) to the most used (dark red); dashed grey: never used. Hover an element for the share of games it was used in.</figcaption></figure>` : ''}
${charts.filter((c) => c.id.startsWith('elements-')).map(figure).join('\n')}
${elementTables(r)}
<h2>Games that went wrong</h2>
${findings(r)}`;
  return page(`Playtest lab: ${r.settings.board.name}`, body);
}

export function comparisonHtml(c: LabComparison): string {
  const charts = comparisonCharts(c);
  const rows = c.lines
    .map((l) => {
      const show = (x: number): string => (l.unit === 'rate' ? pct(x) : x.toFixed(1));
      return `<tr${l.result.flagged ? ' class="flag"' : ''}><td>${esc(l.what)}</td><td class="num">${show(l.a)}</td><td class="num">${show(l.b)}</td><td>${esc(l.result.test)}</td><td class="num">${pWords(l.result.p)}</td></tr>`;
    })
    .join('');
  const heatA = heatSvg(c.a.settings.game, c.a.board, c.a.elements);
  const heatB = heatSvg(c.b.settings.game, c.b.board, c.b.elements);
  const body = `<h1>Playtest lab: two boards compared</h1>
<p class="muted"><b>A</b>: ${settingsLine(c.a)}</p>
<p class="muted"><b>B</b>: ${settingsLine(c.b)}</p>
${cancelledBlock(c.cancelled)}
<section class="verdict">${c.summary.map((s) => `<p>${esc(s)}</p>`).join('')}<p class="small muted">Rates are compared with Fisher's exact test, means with Welch's t test; the p-values are Holm-adjusted over all ${c.lines.length} comparisons, and a difference is flagged when the adjusted p is below ${LINE_ALPHA} (half of the comparison's 5 % for false alarms; the element findings have the other half).</p></section>
<h2>Side by side</h2>
${charts.map(figure).join('\n')}
<table><thead><tr><th>What</th><th class="num">A</th><th class="num">B</th><th>Test</th><th class="num">Adjusted p</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Verdicts</h2>
<h3>A: ${esc(c.a.settings.board.name)}</h3>${verdictBlock(c.a)}
<h3>B: ${esc(c.b.settings.board.name)}</h3>${verdictBlock(c.b)}
${diffBlock(c)}
${heatA ? `<h2>Heat maps</h2><figure><h3>A</h3>${heatA}</figure>` : ''}${heatB ? `<figure><h3>B</h3>${heatB}</figure>` : ''}`;
  return page('Playtest lab: two boards compared', body);
}

const signedPts = (x: number): string => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(Math.round(100 * x))}`;

/** The rows of the per-element changes (B − A), largest effect first. */
export function deltaRows(deltas: readonly ElementDelta[]): string {
  return deltas
    .map((d) => `<tr${Math.abs(d.z) >= 1.96 ? ' class="flag"' : ''}><td>${esc(d.name)}</td><td>${esc(d.kindLabel)}</td><td class="num">${pct(d.a)}</td><td class="num">${pct(d.b)}</td><td class="num">${signedPts(d.d)} (${signedPts(d.lo)} to ${signedPts(d.hi)})</td><td class="num">${d.z < 0 ? "−" : ""}${Math.abs(d.z).toFixed(1)}</td></tr>`)
    .join('');
}

/** The difference heat map of a comparison, and beside it the changes ranked by effect size. */
function diffBlock(c: LabComparison): string {
  const deltas = elementDeltas(c.a, c.b);
  const map = diffHeatSvg(c.a, c.b, deltas);
  if (!map && deltas.length === 0) return '';
  const top = deltas.slice(0, 20);
  return `<h2>What changed on the board (B − A)</h2>
${map ? `<figure id="diff-heat">${map}<figcaption>Each element coloured by how much more (red) or less (blue) often it was used on B than on A, as a share of games, against the largest change of its kind; white: the same; dashed grey: used on neither board. Hover an element for its share of games on B.</figcaption></figure>` : ''}
<table><thead><tr><th>Element</th><th>Kind</th><th class="num">A</th><th class="num">B</th><th class="num">B − A, points (95 % interval)</th><th class="num">Effect size (z)</th></tr></thead><tbody>${deltaRows(top)}</tbody></table>
<p class="small muted">The ${top.length} largest changes of ${deltas.length}, by effect size (the change over its standard error); in red where the interval clears zero, which, over this many elements, some will do by chance: the findings above are the ones adjusted for that.</p>`;
}
