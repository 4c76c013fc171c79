import { describe, expect, it } from 'vitest';
import { fillNamesFor, plainVerb } from './you.js';

const seats = [
  { playerId: 'p1', name: 'You' },
  { playerId: 'p2', name: 'Bob' },
];

describe('A seat named "You" reads as English (the playtest’s person)', () => {
  it('turns the verb after the name into its plain form', () => {
    expect(fillNamesFor('{{p1}} founds Golden Gate Airways (GGA) at San Francisco.', seats)).toBe('You found Golden Gate Airways (GGA) at San Francisco.');
    expect(fillNamesFor('{{p1}} claims Denver–Omaha for GGA.', seats)).toBe('You claim Denver–Omaha for GGA.');
    expect(fillNamesFor('{{p1}} draws a flight card.', seats)).toBe('You draw a flight card.');
    expect(fillNamesFor('{{p1}} does not sabotage.', seats)).toBe('You do not sabotage.');
    expect(fillNamesFor('{{p1}} has the majority.', seats)).toBe('You have the majority.');
    expect(fillNamesFor('{{p1}} wins with 40 points.', seats)).toBe('You win with 40 points.');
  });
  it('says "you" inside a sentence and "your" for a possessive', () => {
    expect(fillNamesFor('{{p2}} and {{p1}} tie for second and take 2 each.', seats)).toBe('Bob and you tie for second and take 2 each.');
    expect(fillNamesFor("{{p1}}'s turn. Then {{p2}}'s.", seats)).toBe("Your turn. Then Bob's.");
    expect(fillNamesFor('GGA: 11 markers. {{p1}} takes 11.', seats)).toBe('GGA: 11 markers. You take 11.');
  });
  it('leaves every other name and verb alone', () => {
    expect(fillNamesFor('{{p2}} founds GGA.', seats)).toBe('Bob founds GGA.');
    expect(fillNamesFor('{{p2}} founds GGA.', [{ playerId: 'p2', name: 'Youssef' }])).toBe('Youssef founds GGA.');
  });
  it('knows the plain forms', () => {
    expect(['is', 'has', 'passes', 'carries', 'takes', 'may', 'buys', 'chooses', 'reaches'].map(plainVerb)).toEqual(['are', 'have', 'pass', 'carry', 'take', 'may', 'buy', 'choose', 'reach']);
  });
});
