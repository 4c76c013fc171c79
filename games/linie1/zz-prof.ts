import { simulate } from '../core/simulate.js';
import { anyMoveBot, routeBot } from './bots.js';
import { classicBoard, players } from './fixtures.test-helpers.js';
import { linie1 } from './index.js';
const board = classicBoard();
for (const [name, bots] of [['route', [routeBot]], ['random', [anyMoveBot]], ['mix', [routeBot, anyMoveBot]]] as const) {
  const c0 = process.cpuUsage(); const t = performance.now();
  let moves = 0;
  for (let i = 0; i < 40; i++) moves += simulate(linie1, { board, players: players(2 + (i % 4)), seed: i, bots: [...bots] }).moves.length;
  const cu = process.cpuUsage(c0); const ms = (cu.user + cu.system) / 1000; void t;
  console.log(name, (ms / 40).toFixed(1), 'ms/game', (1000 * ms / moves).toFixed(1), 'µs/move');
}
