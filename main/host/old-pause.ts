/**
 * Why a table was paused, as a save written before the host sent keys has it: an English
 * sentence the host made from one of five patterns (a bot's error, a bot that could not move,
 * the game's code failing, any other failure, the save-move limit). Read back into the key and
 * params it stands for, so a client words it in its own language as it would today's; a
 * sentence no host made (a hand-edited save) reads as "an older version paused this table".
 */
import { hostMessages } from '../../games/core/host-messages.js';
import type { Wording, WordValue } from '../../games/core/wording.js';

const KEPT = /^(.+) failed( in the game's code)? \((.*)\)\. The table is paused; its last good state is kept\.$/s;
const BOT_ERROR = /^The bot of seat (\d+) ran into an error; the owner may let the table go on\.$/;
const BOT_STUCK = /^The bot of seat (\d+) could not move: (.*)$/s;
const SAVE_MOVES = /^The game has reached ([\d,]+) moves, the most a save holds\.$/;
const AT_TABLE = /^(A bot's turn|The bots' wait at a scoring) at table (\S+)$/;

/** What the host was doing, by its `host.doing.*` key when an old sentence named one. */
function doingWords(what: string): WordValue {
  const at = AT_TABLE.exec(what);
  if (at) return { key: at[1] === "A bot's turn" ? 'host.doing.botTurn' : 'host.doing.scoringWait', params: { table: at[2]! } };
  const en = hostMessages.en;
  for (const key of Object.keys(en)) if (key.startsWith('host.doing.') && en[key] === what) return { key };
  return what;
}

/** An old save's pause sentence as the wording it stands for. */
export function pauseFromEnglish(text: string): Wording {
  let m = BOT_ERROR.exec(text);
  if (m) return { key: 'host.pause.botError', params: { seat: Number(m[1]) } };
  m = BOT_STUCK.exec(text);
  if (m) return { key: 'host.pause.botStuck', params: { seat: Number(m[1]), reason: m[2]! } };
  m = SAVE_MOVES.exec(text);
  if (m) return { key: 'host.pause.saveMoves', params: { moves: Number(m[1]!.replace(/,/g, '')) } };
  m = KEPT.exec(text);
  if (m) return { key: m[2] ? 'host.pause.gameCode' : 'host.pause.failed', params: { doing: doingWords(m[1]!), error: m[3]! } };
  return { key: 'host.pause.older' };
}
