/**
 * Words every game shares (core/wording.ts): the closing totals, who won, the refusals core
 * itself makes. Each game's catalogues include these (`mergeCatalogues(coreMessages, own)`).
 */
import type { Catalogues } from './messages.js';
import { list, type Said, type Wording, type WordParams } from './wording.js';

export const coreMessages: Catalogues = {
  en: {
    'core.setup.playerCount': '{game} is for {min} to {max} players, not {n}.',
    'core.setup.sameId': 'Two seats have the same player id.',
    'core.setup.reservedId': 'The player id {id} is reserved.',
    'core.setup.badId': 'The player id {id} cannot be used: ids are letters, digits, "-", "_", "." and ":", and not a name like "__proto__".',
    'core.setup.badBoard': 'This board cannot be played. {problem}',
    'core.setup.badOptions': 'These are not {game} table options: {problem}.',
    'core.setup.badShape': 'This board cannot be played: {problem}.',
    'core.setup.badBoardAt': 'This board cannot be played ({path}). {problem}',
    'core.bot.random.name': 'Random',
    'core.bot.random.description': 'Plays any legal move, chosen at random.',
    'core.bot.easy.name': 'Easy',
    'core.bot.easy.description': 'Plays like Medium, but {slips} % of its moves are any legal move at random.',
    'core.bot.medium.name': 'Medium',
    'core.bot.medium.description': "Plays the {heuristic} bot's move: the game's own rules of thumb, at once, without looking ahead.",
    'core.bot.hard.name': 'Hard',
    'core.bot.hard.description':
      "Plays out {iterations} imagined continuations per move {scaled, select, yes {at 2 seats (fewer at a bigger table)} other {at any table}}, {ahead, plural, =0 {to the end of the game} one {# move ahead} other {# moves ahead}}, with the {heuristic} bot's moves (hidden cards are drawn afresh each time, never peeked at); it keeps the {heuristic} bot's move unless another did clearly better in the same imagined games.",
    'core.bot.expert.name': 'Expert',
    'core.bot.expert.description': '{search} About a second a move at a full table.',
    'core.lab.heat.routeMap': "Heat map of the routes and airlines used",
    'core.lab.heat.named': "{name}: {share}",
    'core.lab.heat.bonus': "Bonus {from}–{to}: {share}",
    'core.refuse.internal': 'This move could not be applied: {message}',
    'core.refuse.stateUnreadable': 'This game state could not be read: {message}',
    'core.log.namePoints': '{player} {points}',
    'core.log.finalTotals': 'Final totals: {seats}.',
    'core.log.seatTotal': '{player} {total, plural, one {# point} other {# points}}',
    'core.log.seatTotalParts': '{player} {total, plural, one {# point} other {# points}} ({parts})',
    'core.log.part': '{label}: {points}',
    'core.outcome.wins': '{player} wins with {points, plural, one {# point} other {# points}}.',
    'core.outcome.share': '{players} share the victory with {points, plural, one {# point} other {# points}}.',
  },
  fr: {
    'core.setup.playerCount': '{game} se joue de {min} à {max} joueurs, pas à {n}.',
    'core.setup.sameId': 'Deux places ont le même identifiant de joueur.',
    'core.setup.reservedId': 'L’identifiant de joueur {id} est réservé.',
    'core.setup.badId': 'L’identifiant de joueur {id} ne peut pas servir : un identifiant est fait de lettres, de chiffres, de « - », « _ », « . » et « : », et n’est pas un nom comme « __proto__ ».',
    'core.setup.badBoard': 'Ce plateau ne peut pas être joué. {problem}',
    'core.setup.badOptions': 'Ce ne sont pas des options de table de {game} : {problem}.',
    'core.setup.badShape': 'Ce plateau ne peut pas être joué : {problem}.',
    'core.setup.badBoardAt': 'Ce plateau ne peut pas être joué ({path}). {problem}',
    'core.bot.random.name': 'Au hasard',
    'core.bot.random.description': 'Joue n’importe quel coup permis, tiré au hasard.',
    'core.bot.easy.name': 'Facile',
    'core.bot.easy.description': 'Joue comme Moyen, mais {slips} % de ses coups sont un coup permis quelconque, tiré au hasard.',
    'core.bot.medium.name': 'Moyen',
    'core.bot.medium.description': 'Joue le coup du bot {heuristic} : les règles empiriques du jeu, tout de suite, sans regarder plus loin.',
    'core.bot.hard.name': 'Difficile',
    'core.bot.hard.description':
      'Joue {iterations} suites imaginées par coup {scaled, select, yes {à 2 joueurs (moins à une table plus grande)} other {à toute table}}, {ahead, plural, =0 {jusqu’à la fin de la partie} one {# coup plus loin} other {# coups plus loin}}, avec les coups du bot {heuristic} (les cartes cachées sont tirées à nouveau à chaque fois, jamais regardées) ; il garde le coup du bot {heuristic} sauf si un autre a fait nettement mieux dans les mêmes parties imaginées.',
    'core.bot.expert.name': 'Expert',
    'core.bot.expert.description': '{search} Environ une seconde par coup à une table complète.',
    'core.lab.heat.routeMap': "Carte de chaleur des routes et compagnies utilisées",
    'core.lab.heat.named': "{name} : {share}",
    'core.lab.heat.bonus': "Bonus {from}–{to} : {share}",
    'core.refuse.internal': 'Ce coup n’a pas pu être joué : {message}',
    'core.refuse.stateUnreadable': 'Cet état de partie n’a pas pu être lu : {message}',
    'core.log.namePoints': '{player} {points}',
    'core.log.finalTotals': 'Totaux finaux : {seats}.',
    'core.log.seatTotal': '{player} {total, plural, one {# point} other {# points}}',
    'core.log.seatTotalParts': '{player} {total, plural, one {# point} other {# points}} ({parts})',
    'core.log.part': '{label} : {points}',
    'core.outcome.wins': '{player} gagne avec {points, plural, one {# point} other {# points}}.',
    'core.outcome.share': '{players} se partagent la victoire avec {points, plural, one {# point} other {# points}}.',
  },
  de: {
    'core.setup.playerCount': '{game} ist für {min} bis {max} Spieler, nicht für {n}.',
    'core.setup.sameId': 'Zwei Plätze haben dieselbe Spieler-ID.',
    'core.setup.reservedId': 'Die Spieler-ID {id} ist reserviert.',
    'core.setup.badId': 'Die Spieler-ID {id} kann nicht verwendet werden: IDs bestehen aus Buchstaben, Ziffern, „-“, „_“, „.“ und „:“ und sind kein Name wie „__proto__“.',
    'core.setup.badBoard': 'Dieser Spielplan kann nicht gespielt werden. {problem}',
    'core.setup.badOptions': 'Das sind keine Tischoptionen von {game}: {problem}.',
    'core.setup.badShape': 'Dieser Spielplan kann nicht gespielt werden: {problem}.',
    'core.setup.badBoardAt': 'Dieser Spielplan kann nicht gespielt werden ({path}). {problem}',
    'core.bot.random.name': 'Zufall',
    'core.bot.random.description': 'Spielt irgendeinen erlaubten Zug, zufällig gewählt.',
    'core.bot.easy.name': 'Leicht',
    'core.bot.easy.description': 'Spielt wie Mittel, aber {slips} % seiner Züge sind irgendein erlaubter Zug, zufällig gewählt.',
    'core.bot.medium.name': 'Mittel',
    'core.bot.medium.description': 'Spielt den Zug des Bots {heuristic}: die Faustregeln des Spiels, sofort, ohne vorauszuschauen.',
    'core.bot.hard.name': 'Schwer',
    'core.bot.hard.description':
      'Spielt pro Zug {iterations} gedachte Fortsetzungen {scaled, select, yes {bei 2 Plätzen (weniger an einem größeren Tisch)} other {an jedem Tisch}} durch, {ahead, plural, =0 {bis zum Spielende} one {# Zug voraus} other {# Züge voraus}}, mit den Zügen des Bots {heuristic} (verdeckte Karten werden jedes Mal neu gezogen, nie angesehen); es behält den Zug des Bots {heuristic}, außer ein anderer war in denselben gedachten Spielen deutlich besser.',
    'core.bot.expert.name': 'Experte',
    'core.bot.expert.description': '{search} Etwa eine Sekunde pro Zug an einem vollen Tisch.',
    'core.lab.heat.routeMap': "Heatmap der genutzten Strecken und Fluggesellschaften",
    'core.lab.heat.named': "{name}: {share}",
    'core.lab.heat.bonus': "Bonus {from}–{to}: {share}",
    'core.refuse.internal': 'Dieser Zug konnte nicht ausgeführt werden: {message}',
    'core.refuse.stateUnreadable': 'Dieser Spielstand konnte nicht gelesen werden: {message}',
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
