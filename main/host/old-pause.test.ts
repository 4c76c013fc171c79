/**
 * An older save's pause, an English sentence, is read back into the key it stands for: worded
 * in English, it gives the very sentence the save holds; a sentence no host made reads as
 * "an older version paused this table".
 */
import { describe, expect, it } from 'vitest';
import { hostEnglish } from './messages.js';
import { pauseFromEnglish } from './old-pause.js';

const OLD = [
  'The bot of seat 2 ran into an error; the owner may let the table go on.',
  'The bot of seat 3 could not move: it has no legal move',
  'The game has reached 5,000 moves, the most a save holds.',
  "Playing the move failed in the game's code (TypeError: x is undefined). The table is paused; its last good state is kept.",
  "A bot's turn at table t-12ab failed (boom). The table is paused; its last good state is kept.",
  "The bots' wait at a scoring at table t9 failed in the game's code (RangeError: too deep). The table is paused; its last good state is kept.",
];

describe("an older save's pause", () => {
  it('each sentence an older host made comes back as its key, and words as the same English', () => {
    const keys = OLD.map((s) => pauseFromEnglish(s).key);
    expect(keys).toEqual(['host.pause.botError', 'host.pause.botStuck', 'host.pause.saveMoves', 'host.pause.gameCode', 'host.pause.failed', 'host.pause.gameCode']);
    for (const s of OLD) expect(hostEnglish(pauseFromEnglish(s))).toBe(s);
    // What was being done is a key too, so a client words it ("Jouer le coup").
    expect(pauseFromEnglish(OLD[3]!).params?.doing).toEqual({ key: 'host.doing.move' });
    expect(pauseFromEnglish(OLD[4]!).params?.doing).toEqual({ key: 'host.doing.botTurn', params: { table: 't-12ab' } });
  });

  it('a sentence no host made is not passed on', () => {
    expect(pauseFromEnglish('Paused by hand in a text editor.')).toEqual({ key: 'host.pause.older' });
  });
});
