/**
 * The host's bot thread (started by bot-worker.ts): asks a bot that thinks for its move, off the
 * host's event loop. The games come from the registry, so only ids, a state, a seat, its legal
 * moves and the table's bot RNG cross over; the move and the RNG as it is afterwards come back.
 * A warm-up (`warm`) runs the bot's small search on its own RNG and answers no move.
 */
import { parentPort } from 'node:worker_threads';
import { games } from '../../games/index.js';
import { Rng, type RngState } from '../../games/core/rng.js';
import type { ThinkAnswer, ThinkRequest } from './bot-worker.js';

function answer(req: ThinkRequest): ThinkAnswer {
  const def = games.get(req.game);
  const bot = def?.bots.find((b) => b.id === req.bot);
  if (!def || !bot) return { id: req.id, ok: false, message: `No bot "${req.bot}" in game "${req.game}"` };
  const rng = new Rng({ s: [...req.rng.s] as RngState['s'] });
  try {
    if (req.warm) {
      bot.warmUp?.({ state: req.state, player: req.player, legal: req.legal, rng });
      return { id: req.id, ok: true, move: undefined, rng: rng.state };
    }
    const move = bot.choose({ state: req.state, player: req.player, legal: req.legal, rng });
    return { id: req.id, ok: true, move, rng: rng.state };
  } catch (err) {
    return { id: req.id, ok: false, message: (err as Error).message ?? String(err) };
  }
}

parentPort?.on('message', (req: ThinkRequest) => parentPort!.postMessage(answer(req)));
