import { describe, expect, it } from 'vitest';
import { seatLabel, seatName } from './seat-label.js';

describe('seat labels in the table bar and players panel', () => {
  it('an open seat nobody named is called by its number', () => {
    expect(seatLabel({ index: 1, kind: 'open', name: 'Player 2' })).toBe('Seat 2 (open)');
    expect(seatLabel({ index: 0, kind: 'open', name: ' ' })).toBe('Seat 1 (open)');
  });
  it('an open seat that keeps a name (a friend who left, a lab replay) shows it', () => {
    expect(seatLabel({ index: 0, kind: 'open', name: 'Network builder (seat 1)' })).toBe('Network builder (seat 1) (open)');
    expect(seatName({ index: 2, kind: 'open', name: 'Gus' })).toBe('Gus');
  });
  it('people by name, bots marked', () => {
    expect(seatLabel({ index: 0, kind: 'human', name: 'Ann' })).toBe('Ann');
    expect(seatLabel({ index: 1, kind: 'bot', name: 'Cy' })).toBe('Cy (bot)');
  });
});
