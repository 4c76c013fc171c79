/**
 * What each game's "schema problems in words" test shares (games/<id>/issue-words.test.ts): a
 * real board broken by hand, checked by the game's definition, its problems by path; and the
 * check that no zod wording is left in them.
 */
import { expect } from 'vitest';
import { checkBoard } from './board-check.js';
import type { GameDefinition } from './types.js';

export type Json = Record<string, any>;

export const copy = (b: unknown): Json => structuredClone(b) as Json;

/** The board's problems as path → message; the board must fail its check. */
export function messages(def: GameDefinition<any, any, any, any, any>, board: Json): Record<string, string> {
  const check = checkBoard(def, board);
  expect(check.ok).toBe(false);
  return Object.fromEntries(check.problems.map((p) => [p.path, p.message]));
}

/** No zod wording and no id-shaped token left in a message. */
export function expectWords(list: Record<string, string>): void {
  for (const m of Object.values(list)) {
    expect(m).not.toMatch(/Too (big|small)|Invalid (input|option|string)|expected .* to (be|have)|received/);
    expect(m).toMatch(/\.$/);
  }
}
