import { games } from '../games/index.js';
import { createLibrary } from '../main/library/index.js';
import { runGames } from '../main/lab/runner.js';
const lib = createLibrary({ registry: games, dataDir: '/tmp/lab' });
const entry = (await lib.list()).find((b) => b.game === 'airlines' && b.source === 'bundled')!;
const spec = { game: 'airlines', board: entry.board, options: games.get('airlines')!.optionsSchema.parse({}), players: 4, seed: 1, bots: ['majority','network','speculator','strategist'], maxMoves: 5000 };
for (const workers of [Number(process.argv[2] ?? 2), 1]) {
  const r = await runGames(spec, Number(process.argv[3] ?? 400), { workers, onProgress: (d, t) => { if (d % 100 === 0) process.stdout.write(`${d}/${t} `); } });
  console.log(`\nworkers ${workers}: ${r.records.length} games ${r.wallMs.toFixed(0)} ms wall, ${r.cpuMs.toFixed(0)} ms cpu, ${(r.records.length / r.wallMs * 1000).toFixed(1)} g/s, ${(r.records.length / r.cpuMs * 1000).toFixed(1)} g/cpu-s`);
}
