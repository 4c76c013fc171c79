/**
 * Game text with the seats' names put in, where a seat named "You" (the editor's playtest names
 * its one person so) reads as English: "You found GGA", "Your turn", "Bob and you tie" — not
 * "You founds". The games write every line in the third person ("{{p1}} founds …"); only the
 * verb right after the name and a possessive change.
 */
import { fillNames } from '../../../formats/protocol.js';

interface Seat {
  playerId: string;
  name: string;
}

const IRREGULAR: Record<string, string> = { is: 'are', has: 'have', does: 'do', was: 'were' };

/** The plain form of a third-person verb: founds → found, passes → pass, carries → carry. */
export function plainVerb(word: string): string {
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word]!;
  if (!word.endsWith('s') || word.endsWith('ss') || word.length < 3) return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z|o)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function fillNamesFor(text: string, seats: readonly Seat[]): string {
  let out = text;
  for (const seat of seats) {
    if (seat.name.trim().toLowerCase() !== 'you' || !out.includes(`{{${seat.playerId}}}`)) continue;
    const token = new RegExp(`\\{\\{${escape(seat.playerId)}\\}\\}('s\\b| ([a-z]+)\\b)?`, 'g');
    out = out.replace(token, (_all, tail: string | undefined, verb: string | undefined, at: number, whole: string) => {
      const start = at === 0 || /[.!?]\s*$/.test(whole.slice(0, at));
      const you = start ? 'You' : 'you';
      if (tail === "'s") return start ? 'Your' : 'your';
      return verb ? `${you} ${plainVerb(verb)}` : you;
    });
  }
  return fillNames(out, seats);
}
