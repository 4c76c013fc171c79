/**
 * The lab report's sentences in English (formats/lab-words.ts): the host says them by key and
 * params, makes its English from here for the CLI and the logs, and the app and the HTML export
 * word them in the reader's language. Numbers are ICU `number` arguments, so each language
 * groups and writes decimals its own way; rates arrive as percent figures already rounded.
 */
export default {
  // Small pieces
  'labr.p': '{form, select, tiny {p < 0.001} three {p = {p, number, ::.000}} other {p = {p, number, ::.00}}}',
  'labr.unit': '{unit, select, rounds {{n, plural, one {round} other {rounds}}} turns {{n, plural, one {turn} other {turns}}} other {{unit}}}',
  'labr.seat': 'Seat {n}',
  'labr.basis': '{bots} over {games, plural, one {# game} other {# games}} (seeds {first}–{last})',
  // The verdict
  'labr.verdict.balance': 'With {basis}: {seats}{bots}',
  'labr.verdict.fewGames': 'too few games with a single winner ({n, number}) to judge the seats.',
  'labr.verdict.seatEdge':
    'the {which, select, first {first} other {last}} seat {how, select, ahead {has an edge beyond chance} other {is behind beyond chance}}: it wins {rate, number} % ({lo, number} %–{hi, number} %) against a fair {fair, number} % ({p}).',
  'labr.verdict.seatsDiffer': 'the seats differ beyond chance (seat win rates {lo, number} % to {hi, number} % against a fair {fair, number} %; {p}), though neither the first nor the last seat alone stands out.',
  'labr.verdict.balanced': 'the seats look balanced: seat win rates {lo, number} % to {hi, number} % against a fair {fair, number} %; no seat's edge is beyond chance (first {pFirst}, last {pLast}).',
  'labr.verdict.bestBot': ' Of the bots, {bot} wins most ({rate, number} % of its seats{clear, select, yes {, clearly ahead of every other} other {}}).',
  'labr.verdict.fewLeaders': 'Too few games had a clear leader at two thirds to say how decisive they are.',
  'labr.verdict.decisive':
    'The leader at two thirds of the game goes on to win {rate, number} % of games ({lo, number} %–{hi, number} %): {how, select, decisive {decisive: the end is seldom in doubt} fairly {fairly decisive, with room for comebacks} other {open: the leader at two thirds is often caught}}.',
  'labr.verdict.length': 'Games last a median of {turns, number} {unit} ({moves, number} moves; one in ten under {p10, number}, one in ten over {p90, number}).{lead}',
  'labr.verdict.lead': ' The winner's median lead is {lead, number} points.',
  'labr.look.uncovered': '{n, plural, one {# game} other {# games}} reached a state the rules do not cover (first: seed {seed}, move {move}: {message}). Open it in the replay.',
  'labr.look.stalled': '{n, plural, one {# game} other {# games}} never ended (first: seed {seed}, still running after {move, number} moves). Open one in the replay to see why nothing moves.',
  'labr.look.seatOrder': 'The seat order: see the seat win rates; a bonus for later seats or a different start may even it out.',
  'labr.look.noWinner': '{rate, number} % of games end without a winner: see the list of those games.',
  'labr.look.neverUsed': '{n, plural, one {# element was} other {# elements were}} never used in {games, number} games ({ids}{more, select, yes {, …} other {}}): see the heat map.',
  'labr.look.strong': 'Using {names} goes with winning far more often than not using {n, plural, one {it} other {them}}: worth a look for a dominant strategy.',
  'labr.look.exhausted': '{what} {many, select, yes {run} other {runs}} out in {rate, number} % of games (median move {move, number}).',
  'labr.look.nothing': 'Nothing stands out: the seats are even and every game ended normally. The heat map shows which parts of the board the bots favour.',
  // A finding
  'labr.finding.win':
    '{name}: the seats holding it win {holders, number} % against {others, number} % for the others ({d} points, 95 % interval {lo} to {hi}){facts}. {halves}{edit}',
  'labr.finding.take':
    '{name} is taken by {unit} {turn, number} in {rate, number} % of games (95 % interval {lo, number} %–{hi, number} %), against {typical, number} % for the typical one of the {kind}{peers, select, none {} other { at {peers}}} (the middle half: {q1, number} %–{q3, number} %){facts}. {halves}{edit}',
  'labr.finding.facts': '; {list}',
  'labr.fact.takenBy': 'taken by {unit} {turn, number} in {rate, number} % of games',
  'labr.fact.cost': 'at a median cost of {cost, number}',
  'labr.fact.worth': 'worth {worth, number, ::.0} points to its holder on average',
  'labr.fact.firstTaken': 'first taken on {unit} {turn, number} (median of {games, number} games; 95 % interval {lo, number}–{hi, number})',
  'labr.fact.firstTakenMedian': 'first taken on {unit} {turn, number} (median)',
  'labr.fact.neverTaken': 'never taken',
  'labr.finding.holds': 'It holds in both halves of the run.',
  'labr.finding.notHolds': 'It does not hold in both halves of the run ({a} and {b} points): run more games before acting on it.',
  'labr.finding.notHoldsRate': 'It does not hold in both halves of the run ({a, number} % and {b, number} %): run more games before acting on it.',
  'labr.finding.edit': ' Suggested edit: {edit}.',
  'labr.edit': '{words} ({field})',
  'labr.finding.makeWin': ' Make it {direction, select, weaken {dearer or worth less} other {cheaper or worth more}}.',
  'labr.finding.makeTake': ' Make it {direction, select, weaken {dearer} other {cheaper or easier to reach}}.',
  'labr.findings.method':
    'Each element's early-take rate (taken by the turn a quarter of its kind's first takings come by) against the middle half of its kind, or of its peers where the rules order them (a z test against the nearer quartile, with that quartile's own noise; shown at {minTake, number} points or more beyond that quartile, with the rate's 95 % interval clear of it, and only when its holders' win rate, where measured, leans the same way), and each element's holders (the seats that took it or were dealt it) against the other seats: the Cochran–Mantel–Haenszel test within bots, corrected for the seats of one game being one draw (Rao–Scott), for the {tested, plural, one {# element} other {# elements}} with at least 12 seat-games on each side). All {all, number} tests are Benjamini–Hochberg adjusted together (q < 0.05); a difference of win rates is shown when the win rates are at least {minEffect, number} points apart with the 95 % interval clear of zero, and the difference holds in both halves of the run. One finding per element: its strongest reading, the others listed under it.',
} as const;
