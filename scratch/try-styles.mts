import { games } from '../games/index.js';
import { playGame } from '../main/lab/play.js';
import { probeFor } from '../main/lab/probes.js';
import { createLibrary } from '../main/library/index.js';
const gameId = process.argv[2]!; const n = Number(process.argv[3] ?? 50);
const def = games.get(gameId)!;
const lib = createLibrary({ registry: games, dataDir: '/tmp/lab' });
const entry = (await lib.list()).find((b) => b.game === gameId && b.source === 'bundled')!;
const probe = probeFor(gameId);
const ids = (process.argv[4] ?? def.bots.map((b) => b.id).join(',')).split(',');
const bots = ids.map((id) => def.bots.find((b) => b.id === id)!);
for (const players of [2, 3, 4]) {
  if (players < def.minPlayers) continue;
  const elementIndex = new Map<string, number>(); let k = 0;
  for (const kind of probe.elements(entry.board, players)) for (const it of kind.items) elementIndex.set(`${kind.kind}:${it.id}`, k++);
  const t0 = Date.now(); const wins: Record<string, number> = {}; let moves = 0; const problems: string[] = []; const mix: Record<string, Record<string, number>> = {};
  for (let g = 0; g < n; g++) {
    const seatBots = Array.from({ length: players }, (_, i) => bots[(i + g) % bots.length]!);
    const { record } = playGame({ def, probe, board: entry.board, options: def.optionsSchema.parse({}), players, bots: seatBots as never, seed: 1000 + g, index: g, maxMoves: 20000, elementIndex });
    moves += record.moves;
    if (record.problem) problems.push(`${record.seed}: ${record.problem.kind} ${record.problem.message}`);
    for (const w of record.winners) wins[record.bots[w]!] = (wins[record.bots[w]!] ?? 0) + 1 / record.winners.length;
    record.bots.forEach((b, i) => { mix[b] ??= {}; for (const [t, c] of Object.entries(record.moveTypes[i]!)) mix[b]![t] = (mix[b]![t] ?? 0) + c; });
  }
  console.log(`${players}p: ${n} games ${(n / ((Date.now() - t0) / 1000)).toFixed(1)} g/s avg moves ${(moves / n).toFixed(0)} wins ${JSON.stringify(Object.fromEntries(Object.entries(wins).map(([k, v]) => [k, +v.toFixed(1)])))}`);
  for (const [b, m] of Object.entries(mix)) console.log(`   ${b}: ${JSON.stringify(m)}`);
  if (problems.length) console.log('  problems:', problems.slice(0, 5), problems.length);
}
