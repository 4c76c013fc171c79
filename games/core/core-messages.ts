/**
 * Words every game shares (core/wording.ts): the closing totals, who won, the refusals core
 * itself makes. Each game's catalogues include these (`mergeCatalogues(coreMessages, own)`).
 */
import type { Catalogues } from './messages.js';
import { list, type Said, type Wording, type WordParams } from './wording.js';

export const coreMessages: Catalogues = {
  en: {
    'core.refuse.internal': 'This move could not be applied: {message}',
    'core.refuse.stateUnreadable': 'This game state could not be read: {message}',
    'core.refuse.badMove': '{detail}',
    'core.log.namePoints': '{player} {points}',
    'core.log.finalTotals': 'Final totals: {seats}.',
    'core.log.seatTotal': '{player} {total, plural, one {# point} other {# points}}',
    'core.log.seatTotalParts': '{player} {total, plural, one {# point} other {# points}} ({parts})',
    'core.log.part': '{label}: {points}',
    'core.outcome.wins': '{player} wins with {points, plural, one {# point} other {# points}}.',
    'core.outcome.share': '{players} share the victory with {points, plural, one {# point} other {# points}}.',
  },
  fr: {
    'core.refuse.internal': 'Ce coup n’a pas pu être joué : {message}',
    'core.refuse.stateUnreadable': 'Cet état de partie n’a pas pu être lu : {message}',
    'core.refuse.badMove': '{detail}',
    'core.log.namePoints': '{player} {points}',
    'core.log.finalTotals': 'Totaux finaux : {seats}.',
    'core.log.seatTotal': '{player} {total, plural, one {# point} other {# points}}',
    'core.log.seatTotalParts': '{player} {total, plural, one {# point} other {# points}} ({parts})',
    'core.log.part': '{label} : {points}',
    'core.outcome.wins': '{player} gagne avec {points, plural, one {# point} other {# points}}.',
    'core.outcome.share': '{players} se partagent la victoire avec {points, plural, one {# point} other {# points}}.',
  },
  de: {
    'core.refuse.internal': 'Dieser Zug konnte nicht ausgeführt werden: {message}',
    'core.refuse.stateUnreadable': 'Dieser Spielstand konnte nicht gelesen werden: {message}',
    'core.refuse.badMove': '{detail}',
    'core.log.namePoints': '{player} {points}',
    'core.log.finalTotals': 'Endstand: {seats}.',
    'core.log.seatTotal': '{player} {total, plural, one {# Punkt} other {# Punkte}}',
    'core.log.seatTotalParts': '{player} {total, plural, one {# Punkt} other {# Punkte}} ({parts})',
    'core.log.part': '{label}: {points}',
    'core.outcome.wins': '{player} gewinnt mit {points, plural, one {# Punkt} other {# Punkten}}.',
    'core.outcome.share': '{players} teilen sich den Sieg mit {points, plural, one {je # Punkt} other {je # Punkten}}.',
  },
};

/** One seat's final total and where its points came from (labels by key), in the order they were scored. */
export interface SeatTotalWords {
  name: string;
  total: number;
  parts: { label: Wording; points: number }[];
}

/**
 * The closing line every game logs at its end, by key: each seat's final total and its breakdown,
 * best first: "Final totals: Ann 84 points (scoring 1: 20, …); Bob 70 points (…)." `said` is the
 * game's (its catalogues hold the part labels).
 */
export function finalTotalsSaid(said: (key: string, params?: WordParams) => Said, seats: readonly SeatTotalWords[]): Said {
  const ordered = [...seats].sort((a, b) => b.total - a.total);
  const one = (s: SeatTotalWords): Wording =>
    s.parts.length === 0
      ? { key: 'core.log.seatTotal', params: { player: s.name, total: s.total } }
      : { key: 'core.log.seatTotalParts', params: { player: s.name, total: s.total, parts: list(s.parts.map((p) => ({ key: 'core.log.part', params: { label: p.label, points: p.points } })), 'comma') } };
  return said('core.log.finalTotals', { seats: list(ordered.map(one), 'semicolon') });
}

/** "Ann wins with 84 points." or "Ann and Bob share the victory with 70 points.", by key. */
export function winnersWords(names: readonly string[], points: number): Wording {
  return names.length === 1 ? { key: 'core.outcome.wins', params: { player: names[0]!, points } } : { key: 'core.outcome.share', params: { players: list(names), points } };
}
