/**
 * `npx tsx test/bench/lab-recheck.ts <folder>…`: the comparisons of runs already played, made
 * again with this tree's statistics. The lab bench keeps each A/A run's and each planted flaw's
 * two reports when told (`LAB_AA_SAVE`, `LAB_FLAW_SAVE`: lab.bench.ts); a change to the
 * comparison's tests or ranking is then checked against every one of them in seconds, without
 * playing a game: the A/A runs must stay clean, the planted flaws named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { LabReport } from '../../formats/lab-report.js';
import { compareReports } from '../../main/lab/compare.js';
import { elementChanges } from '../../main/lab/compare-findings.js';
import { benjaminiHochberg } from '../../main/lab/stats.js';
import { flawOfFile, PLANTED, type PlantedFlaw } from '../lab/planted-flaws.js';
import { aaVerdict, flawNamed, flawVerdict } from './lab-verdicts.js';

/** The saved comparisons in a folder, in a stable order (by game, then run number). */
function saved(folder: string): { file: string; a: LabReport; b: LabReport }[] {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.json.gz'))
    .sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
  return files.map((file) => ({ file, ...(JSON.parse(gunzipSync(readFileSync(join(folder, file))).toString('utf8')) as { a: LabReport; b: LabReport }) }));
}

/**
 * The planted flaw a kept file holds: `flaw-<game>-<n>.json.gz` (flawFile), or the older
 * `flaw-<n>.json.gz`, numbered over the whole suite as it stood before Airlines Europe had flaws
 * of its own (lab8's kept runs).
 */
function flawOf(file: string): PlantedFlaw | undefined {
  const old = /^flaw-(\d+)\.json\.gz$/.exec(file);
  return old ? PLANTED.filter((f) => f.game !== 'airlines-europe')[Number(old[1])] : flawOfFile(file);
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

let clean = 0;
let runs = 0;
let named = 0;
let flaws = 0;
for (const folder of process.argv.slice(2)) {
  for (const { file, a, b } of saved(folder)) {
    const doc = compareReports(a, b);
    const lines = doc.lines.filter((l) => l.result.flagged);
    if (file.startsWith('flaw-')) {
      const f = flawOf(file);
      if (!f) throw new Error(`${file}: no such planted flaw`);
      const at = doc.findings.findIndex((x) => f.expect.elements.includes(`${x.kind}:${x.element}`));
      const place = { rank: at + 1, direction: at >= 0 ? doc.findings[at]!.direction : null, expected: f.expect.direction, findings: doc.findings.length };
      flaws++;
      if (flawNamed(place)) named++;
      const top = doc.findings.slice(0, 4).map((x, i) => `${i + 1}. ${x.kind}:${x.element} ${x.direction} (${x.measure} ${(100 * x.effect.value).toFixed(1)}, q ${x.q.toPrecision(2)})`);
      console.log(`${f.name}: ${flawVerdict(place)}\n    ${top.join('\n    ')}`);
      continue;
    }
    runs++;
    // How near the run came to an element alarm: its smallest q (an alarm needs q < 0.025), and the win-rate tests' own.
    const cands = elementChanges(a, b);
    const q = benjaminiHochberg(cands.map((c) => c.p));
    const least = (m: string): string => {
      const qs = q.filter((_, i) => cands[i]!.measure === m);
      return qs.length ? `${Math.min(...qs).toPrecision(2)} of ${qs.length}` : 'none';
    };
    const near = `least q: take-rate ${least('take-rate-change')}, win-rate ${least('win-rate-change')}; least line p ${Math.min(...doc.lines.map((l) => l.result.p)).toPrecision(2)}`;
    if (doc.findings.length === 0 && lines.length === 0) {
      clean++;
      console.log(`A/A ${file}: clean (${near})`);
      continue;
    }
    const what = [
      ...doc.findings.map((x) => `${x.kind}:${x.element} (${x.measure} ${(100 * x.effect.value).toFixed(1)} points, q ${x.q.toFixed(4)})`),
      ...lines.map((l) => `line "${l.what}" (${l.unit === 'rate' ? `${pct(l.a)} against ${pct(l.b)}` : `${l.a.toFixed(2)} against ${l.b.toFixed(2)}`}, Holm p ${l.result.p.toPrecision(2)})`),
    ];
    console.log(`A/A ${file}: ${what.join('; ')} (${near})`);
  }
}
if (runs) console.log(`A/A: ${aaVerdict(clean, runs)}`);
if (flaws) console.log(`planted flaws named in the top 3 with the right fix: ${named} of ${flaws}`);
