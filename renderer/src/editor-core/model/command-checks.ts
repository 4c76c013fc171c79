/**
 * For the modes' command tests: boards frozen deep (so a command that writes into its input
 * throws), and the round trip every command must pass.
 */
import { expect } from 'vitest';
import type { EditorMode } from '../modes/types.js';
import { serialiseBoard } from './board-io.js';
import type { Command } from './command.js';

export function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

/**
 * do, undo, redo: back to the same board exactly (and the same file text), the input never
 * touched. A builder that refuses (null, or a reason in words) fails the check.
 */
export function roundTrip<B>(mode: EditorMode<B>, cmd: Command<B> | string | null, start: B): B {
  expect(cmd).not.toBeNull();
  expect(typeof cmd).not.toBe('string');
  const c = cmd as Command<B>;
  const after = c.do(start);
  expect(after).not.toStrictEqual(start);
  const back = c.undo(deepFreeze(after));
  expect(back).toStrictEqual(start);
  expect(serialiseBoard(mode, back)).toBe(serialiseBoard(mode, start));
  expect(c.do(deepFreeze(back))).toStrictEqual(after);
  return after;
}
