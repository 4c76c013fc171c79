import { describe, expect, it, vi } from 'vitest';
import { labReplayNames } from '../../../formats/protocol.js';
import { inLocale } from './in-locale.test-support.js';
import { listedName } from './lab-names.js';

/** How long the host's catalogue may take to load on a busy machine: a failure detector, never a speed claim. */
const LOAD_BUDGET_MS = 60_000;

describe('a save name or table title where the Saves screen, the lobby and Join list it', () => {
  it("a lab replay's is worded in the page's language (the board's name until the words are in); any other shows as written", async () => {
    const { name, title } = labReplayNames('North America', 12, 40);
    await inLocale('fr', [], async () => {
      // Nothing has loaded the host's catalogue in this file yet: the board's name stands in.
      expect(listedName(name)).toBe('North America');
      await vi.waitFor(() => expect(listedName(name)).toBe('Labo : North America, graine 12, coup 40'), { timeout: LOAD_BUDGET_MS, interval: 20 });
      expect(listedName(title)).toBe('Partie du labo : North America, graine 12');
      // An older replay's English name, and a person's, stay as they were written.
      expect(listedName('Lab: North America, seed 12, move 40')).toBe('Lab: North America, seed 12, move 40');
      expect(listedName('Friday game')).toBe('Friday game');
      expect(listedName('')).toBe('');
    });
    await inLocale('de', [], () => expect(listedName(name)).toBe('Labor: North America, Seed 12, Zug 40'));
  });
});
