import { bundledBoard, runStyles } from '../main/lab/style-check.js';
const [game, file, styles, n] = process.argv.slice(2);
const r = runStyles(game!, bundledBoard(game!, file!), styles!.split(','), Number(n ?? 40));
for (const [s, m] of r.mix) { const t = Object.values(m).reduce((a, b) => a + b, 0); console.log(s, Object.entries(m).sort().map(([k, v]) => `${k}:${(100 * v / t).toFixed(1)}`).join(' ')); }
console.log(r.problems.slice(0, 3));
