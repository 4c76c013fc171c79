/**
 * The playtest lab's report, as the host writes it (main/lab) and the renderer reads it
 * (renderer/src/lab): plain JSON, kept in `<data>/lab/` and exported beside its HTML.
 * Everything in `run` is about the machine that made it (times, workers); everything else
 * follows from the board, the options, the bots and the seeds alone, so the same seed list gives
 * the same report.
 */

import type { Wording } from '../games/core/wording.js';

export const LAB_REPORT_FORMAT = 1;

/*
 * Words: every sentence of a report is said by key and params (formats/lab-words.ts), in a
 * `…Words` wording beside it, which the app and the HTML export word in the reader's language.
 * The English string beside it is made from the English catalogue (the CLI, the logs, a script,
 * and a report kept before the wordings), so the two cannot drift.
 */

export interface RateWithInterval {
  /** Wins (a shared win counts as a share) and games. */
  wins: number;
  games: number;
  rate: number;
  /** 95 % Wilson interval. */
  lo: number;
  hi: number;
}

export interface SampleSummary {
  n: number;
  mean: number;
  sd: number;
  min: number;
  p10: number;
  q1: number;
  median: number;
  q3: number;
  p90: number;
  max: number;
  /** [bin start, count] */
  histogram: [number, number][];
}

export interface TestOutcome {
  p: number;
  statistic: number;
  test: string;
  /** The test's name by key, for the reader's language (absent in older reports). */
  testWords?: Wording;
  /** p below the level: 0.05, or for a comparison's lines their share of its 5 % (main/lab/alarm-budget.ts), after Holm's adjustment where several are tested together. */
  flagged: boolean;
}

export interface SeatLine extends RateWithInterval {
  seat: number;
  /** Games this seat won alone (the seat tests use these). */
  soleWins: number;
  scores: SampleSummary | null;
}

export interface BotLine extends RateWithInterval {
  id: string;
  name: string;
  /** Its name by the game's key, for the reader's language. */
  nameWords?: Wording;
  /** Seats this bot played. */
  seats: number;
  scores: SampleSummary | null;
  /** Move kind → count, over all its seats. */
  moveMix: Record<string, number>;
}

export interface ElementLine {
  id: string;
  name: string;
  /** Its name by the game's key, when the name has words of its own ("Row 3, column 5"); absent: the board's own name. */
  nameWords?: Wording;
  /** The peers its early-take rate is compared with (games/core/lab-probe.ts); absent: its whole kind. */
  peers?: string;
  /** Games in which anyone used it, and its share of the games. */
  games: number;
  useRate: number;
  /** Uses in all, and per game on average (what the heat map shows). */
  uses: number;
  usesPerGame: number;
  /** Win rate of the seats that used it, and of the seats that did not. */
  winRateUsed: number | null;
  winRateUnused: number | null;
  /** Whether using it goes with winning more (or less) than not using it, beyond chance. */
  association: TestOutcome | null;
  /** From the element ledger: its holders (seats that took it or were dealt it) against the rest. */
  ledger: ElementLedgerLine | null;
}

/** An element's ledger over a run (see games/core/lab-probe.ts, `ElementLedger`). */
export interface ElementLedgerLine {
  /** Seat-games holding it, with the holders' win share; and the seat-games not holding it. */
  holders: RateWithInterval;
  others: RateWithInterval;
  /** Holders' win rate minus the others', with its 95 % interval (Newcombe's, from Wilson's). */
  effect: { d: number; lo: number; hi: number };
  /** The same difference in the first and the second half of the run's games. */
  halves: [number, number];
  /** Games in which it was taken by turn `byTurn`: the turn by which a quarter of its kind's first takings came. */
  early: { byTurn: number; games: number; rate: number } | null;
  /** That rate in the first and the second half of the run's games. */
  earlyHalves: [number, number] | null;
  /**
   * Games of the first and of the second half of the run in which it was first taken by turn t
   * (index t, from 0 to a little past `early.byTurn`), so another run with another early turn
   * can be compared by the same turn.
   */
  earlyByTurn?: [number[], number[]];
  /** `earlyByTurn` runs to the last turn it was first taken on in any game: past its end the counts stay the same. */
  earlyByTurnAll?: boolean;
  /** Median turn it was first taken on (null: dealt or never seen taken), median cost, mean worth. */
  medianTurn: number | null;
  /**
   * Its own timing: the median turn it was first taken on, over the games in which it was taken
   * (one draw per game), with its 95 % interval (order statistics) and the games behind it.
   */
  medianTurnInterval?: { lo: number; hi: number; games: number } | null;
  medianCost: number | null;
  meanWorth: number | null;
}

/** A suggested edit of the board: the field's path, its value now and the value suggested. */
export interface FindingSuggestion {
  field: string;
  from: unknown;
  to: unknown;
  words: string;
  /** The same by key, naming the element (the game's catalogue); absent in older reports. */
  wording?: Wording;
}

/** One ranked finding about one element: what it does, how sure, and what to change. */
export interface ElementFinding {
  /** The board's own id of the element and its kind (`route`, `airline`, `region`, `line` …). */
  element: string;
  kind: string;
  name: string;
  nameWords?: Wording;
  /** What was measured: holders' win rate against the rest (`win-rate`), or how often it is taken by a turn (`take-rate`). */
  measure: 'win-rate' | 'take-rate' | 'win-rate-change' | 'take-rate-change';
  /** The effect (a difference of two rates, −1..1) with its 95 % interval. */
  effect: { value: number; lo: number; hi: number };
  /** Benjamini–Hochberg adjusted p over every element tested. */
  q: number;
  /** `weaken`: make it dearer or worth less; `strengthen`: cheaper or worth more. */
  direction: 'weaken' | 'strengthen';
  holdsInBothHalves: boolean;
  /** The numbers behind it, for a script. */
  evidence: Record<string, number | null>;
  /** The finding in words, its figures included. */
  words: string;
  wording?: Wording;
  suggestion: FindingSuggestion | null;
  /** The bots, games and seeds the finding comes from (set by the report that holds it). */
  basis?: RunBasis;
  /** The same element under a second bot mix on fresh seeds, when the run was re-checked. */
  secondMix?: MixHold;
  /**
   * Other evidence about the same element (another measure, or an unconfirmed reading), weaker
   * than this one: one finding per element, the strongest first, the rest listed under it.
   */
  also?: RelatedEvidence[];
}

/** A weaker piece of evidence about a finding's element, listed under it. */
export interface RelatedEvidence {
  measure: ElementFinding['measure'];
  effect: { value: number; lo: number; hi: number };
  q: number;
  direction: 'weaken' | 'strengthen';
  holdsInBothHalves: boolean;
  words: string;
  wording?: Wording;
}

/** Which bots, how many games and which seeds a figure comes from. */
export interface RunBasis {
  bots: string[];
  games: number;
  /** The first and last seed played. */
  seeds: [number, number];
  /** The same in words: "Majority, Network … over 100 games (seeds 1–100)". */
  words: string;
  wording?: Wording;
}

/** Whether a finding holds under a second bot mix: the element's own finding there, if any. */
export interface MixHold {
  basis: RunBasis;
  /** The same element, measure and direction is a finding (or unconfirmed one) under the second mix. */
  holds: boolean;
  /** The element's effect under the second mix (null: too few seats to measure it). */
  effect: { value: number; lo: number; hi: number } | null;
  words: string;
  wording?: Wording;
}

/** A report re-checked under a second bot mix on fresh seeds: the seats and every finding. */
export interface SecondMixCheck {
  basis: RunBasis;
  /** Seat win rates under the second mix. */
  seats: RateWithInterval[];
  /** The seat verdict under both mixes, in words. */
  seatWords: string;
  seatWording?: Wording;
  /** Findings that hold under both mixes, of all findings re-checked. */
  held: number;
  checked: number;
}

export interface ElementKindReport {
  kind: string;
  label: string;
  /** The label by key (the game's catalogue); absent in older reports. */
  labelWording?: Wording;
  items: ElementLine[];
  neverUsed: string[];
}

export interface GameRef {
  /** The game's place in the run and its seed: replaying it needs nothing else. */
  game: number;
  seed: number;
  /** Moves played before the moment (the replay opens after this many). */
  move: number;
  /** Bots by seat. */
  bots: string[];
}

export interface Finding extends GameRef {
  kind: string;
  message: string;
  /** The same by key, for the reader's language (absent in older reports). */
  messageWords?: Wording;
}

export interface ExhaustedResource {
  resource: string;
  /** The same by the game's key (absent in older reports and for a resource without one). */
  resourceWords?: Wording;
  games: number;
  rate: number;
  /** Median move at which it first ran out. */
  medianMove: number;
  examples: GameRef[];
}

export interface Verdict {
  /** One line each, in words. */
  balance: string;
  decisiveness: string;
  length: string;
  lookFirst: string;
  /** The same four by key. */
  wordings?: { balance: Wording; decisiveness: Wording; length: Wording; lookFirst: Wording };
}

export interface LabSettings {
  game: string;
  gameName: string;
  board: {
    name: string;
    /** sha256 of the board as the one board writer writes it (games/core/board-text.ts). */
    hash: string;
    /** Where it came from: a library id, a file name, or "the editor's draft". */
    source: string;
  };
  players: number;
  games: number;
  /** Game g (0-based) is played with seed `seed + g`. */
  seed: number;
  /** Bot ids, rotated over the seats from game to game (game g, seat i: bots[(i + g) % n]). */
  bots: string[];
  options: Record<string, unknown>;
  maxMoves: number;
}

export interface LabReport {
  format: typeof LAB_REPORT_FORMAT;
  kind: 'lab-report';
  id: string;
  createdAt: string;
  settings: LabSettings;
  /** The board as played (checked), so the heat map can be drawn again when the file has changed. */
  board: unknown;
  run: { workers: number; wallMs: number; cpuMs: number; gamesPerSecond: number; gamesPerCpuSecond: number };
  /**
   * Set when the run was stopped before its end. `settings.games` is then the games played (the
   * first ones of the seed list, so the figures are those a run of that many games gives) and
   * `asked` the games the run was meant to play; `words` says so for the report's banner.
   */
  cancelled?: { asked: number; words: string; wording?: Wording };
  verdict: Verdict;
  /** The bots, games and seeds every figure of this report comes from. */
  basis?: RunBasis;
  /** The seats and findings re-checked under a second bot mix, when asked for. */
  secondMix?: SecondMixCheck;
  hasPoints: boolean;
  turnUnit: string;
  finished: number;
  /** Games with at least one winner; `soleWinner` of them with exactly one. */
  decided: number;
  soleWinner: number;
  seats: SeatLine[];
  seatTests: { first: TestOutcome; last: TestOutcome; all: TestOutcome & { df: number }; games: number };
  bots: BotLine[];
  length: { moves: SampleSummary; turns: SampleSummary };
  /** Winner's score minus the best other score, in games with points and one winner. */
  margins: SampleSummary | null;
  decisiveness: { games: number; leaderWon: number; rate: number; lo: number; hi: number; noClearLeader: number };
  elements: ElementKindReport[];
  /**
   * What to change, ranked by effect (largest first): each finding holds beyond chance after
   * Benjamini–Hochberg over every element tested, is big enough to matter, and holds in both
   * halves of the run. `unconfirmed`: as big and beyond chance over the run, but not in both halves.
   */
  findings: ElementFinding[];
  unconfirmed: ElementFinding[];
  /** How the findings were chosen, in words (the test, the thresholds, how many were tested). */
  findingsMethod: string;
  findingsMethodWords?: Wording;
  /** Games that went wrong and rules that never fired. */
  problems: {
    /** How many games each list holds in all (the lists keep the first 100). */
    totals: { stalled: number; noWinner: number; uncovered: number };
    stalled: Finding[];
    noWinner: Finding[];
    /** No legal move, nobody active, a refused or unoffered move, a bot or setup failure. */
    uncovered: Finding[];
    exhausted: ExhaustedResource[];
    /** Watched rules that never fired in the whole run. */
    neverFired: { event: string; words: string; wording?: Wording }[];
  };
}

export interface CompareLine {
  what: string;
  whatWords?: Wording;
  a: number;
  b: number;
  /** How each is shown: a rate (0..1) or a number. */
  unit: 'rate' | 'number';
  result: TestOutcome;
}

export interface LabComparison {
  format: typeof LAB_REPORT_FORMAT;
  kind: 'lab-comparison';
  id: string;
  createdAt: string;
  a: LabReport;
  b: LabReport;
  /** Every difference tested; each result's `p` is already Holm-adjusted over all of them. */
  lines: CompareLine[];
  /** Words: what differs beyond chance. */
  summary: string[];
  summaryWords?: Wording[];
  /**
   * Per element, what changed from A to B beyond chance (Benjamini–Hochberg over every element
   * and measure), ranked by effect: B's value minus A's, and the edit that would move B back.
   */
  findings: ElementFinding[];
  unconfirmed: ElementFinding[];
  findingsMethod: string;
  findingsMethodWords?: Wording;
  /** The findings re-checked with both boards under a second bot mix, when asked for. */
  secondMix?: SecondMixCheck;
  /** Set when the run was stopped before its end: both sides then cover the games B played. */
  cancelled?: { asked: number; words: string; wording?: Wording };
}

export type LabDocument = LabReport | LabComparison;

/** A plot of a report: an ECharts option (plain JSON, no functions) with its words. */
export interface ChartSpec {
  id: string;
  title: string;
  /** A sentence under the plot: what it shows and how to read it. */
  caption: string;
  height: number;
  option: Record<string, unknown>;
}

/**
 * Restricted play: a seat forbidden one element (or a whole kind) against the same seat
 * unrestricted on the same seeds; the drop in its win rate says how much the element matters.
 */
export interface RestrictedPlay {
  element: { kind: string; id?: string; name: string; nameWords?: Wording };
  basis: RunBasis;
  /** The restricted seat (seat g % players in game g) without and with the restriction. */
  unrestricted: RateWithInterval;
  restricted: RateWithInterval;
  /** restricted − unrestricted, paired by seed, with its 95 % interval. */
  effect: { value: number; lo: number; hi: number };
  /** Games whose result for that seat changed with the restriction. */
  changed: number;
  /** Games in which that seat took the element: unrestricted, and restricted (it had no other move). */
  tookUnrestricted: number;
  tookRestricted: number;
  /** What the numbers say: `dead-weight` (nobody misses it), `matters`, `fatal` (a seat without it wins at most half its fair share), `trap` (a seat does better without it), `not-refusable` (the seat still took it: it is dealt or awarded, not taken by a move), or `unclear`. */
  verdict: 'dead-weight' | 'matters' | 'fatal' | 'trap' | 'not-refusable' | 'unclear';
  words: string;
  wording?: Wording;
}

/** A finding's suggested edit tried on a copy of the board: both played on the same seeds. */
export interface EditProof {
  element: { kind: string; id: string; name: string; nameWords?: Wording };
  suggestion: FindingSuggestion;
  /**
   * The element's single-board measure (holders against the rest, or its early-take rate against
   * its kind's), or for a comparison finding its change from the reference board.
   */
  measure: ElementFinding['measure'];
  basis: RunBasis;
  /** The flaw's size on the board as it is and on the edited copy (null: not measured there). */
  before: { value: number; lo: number; hi: number } | null;
  after: { value: number; lo: number; hi: number } | null;
  /** How much nearer zero the edit moved it (positive: smaller), with its 95 % interval. */
  shrink: { value: number; lo: number; hi: number } | null;
  /** The shrink's interval is above zero. */
  shrank: boolean;
  /** Findings on the edited copy (the edit may make another element the problem). */
  newFindings: { kind: string; element: string; name: string; words: string; wording?: Wording }[];
  words: string;
  wording?: Wording;
}

/** What an auto-balance aims for (auto-balance.ts). */
export interface BalanceAims {
  /** Every seat's win rate within this of fair (1 / players) at each player count: 0.03 is ±3 points. */
  seatWithin: number;
  /** The player counts it is measured at. */
  players: number[];
  /** Aim for decisive games: a sole winner in every game. */
  decisive: boolean;
  /** Aim for this mean game length in the game's turns (null: no aim). */
  targetTurns: number | null;
}

/** An auto-balance asked for: boards to try besides the board, the fields that may change (all when absent), the aims. */
export interface BalanceAsk {
  candidates: number;
  fields?: string[];
  aims?: Partial<BalanceAims>;
}

/** One objective of a board: how far it is from its aim (0: met), with a 95 % interval. */
export interface BalanceObjective {
  key: 'seats' | 'undecided' | 'length';
  /** The shortfall: points beyond ±seatWithin for the worst seat, the share of games without a sole winner, the length's distance from the target as a share of it. */
  value: number;
  lo: number;
  hi: number;
  /** The figure behind it in words, with the bots' basis left to the result. */
  words: string;
  wording?: Wording;
}

/**
 * Why a board stopped early in the race (main/lab/balance-race.ts): on the games both had played,
 * its summed shortfall was above the leading board's beyond a paired bootstrap's 95 % interval.
 */
export interface BalanceDrop {
  /** Games per player count it had played when it stopped. */
  after: number;
  /** The board leading on those games (an index into the candidates; 0 is the board as it was). */
  against: number;
  /** Its summed shortfall minus the leader's, in points, with the paired bootstrap's 95 % interval. */
  value: number;
  lo: number;
  hi: number;
  /** The same in words ("stopped after 250 games: 4.1 points further from the aims than …"). */
  words: string;
  wording?: Wording;
}

/** One board the search tried: its edits from the board as it was, and how far it got. */
export interface BalanceCandidate {
  edits: FindingSuggestion[];
  /** Games it was played (per player count): fewer than asked when it was dropped early. */
  games: number;
  /** Dropped early in the race: clearly further from the aims than the leading board on the same games (`drop` says by how much). */
  dropped: boolean;
  drop?: BalanceDrop;
  objectives: BalanceObjective[];
  /** The sum of the shortfalls, in points (lower is better): how the front is ordered. */
  score: number;
  /** Seat win rates at the first player count. */
  seats: number[];
}

export interface AutoBalanceResult {
  aims: BalanceAims;
  /** The bots, games and seeds of the search (the first player count). */
  basis: RunBasis;
  /** Every board tried; the first is the board as it was. */
  candidates: BalanceCandidate[];
  /** The Pareto front (indices into candidates, no board better on every aim), best score first. */
  front: number[];
  /** The board chosen (the front's best that is not the board as it was), or null. */
  chosen: number | null;
  /** The chosen board's edits: the diff from the board as it was. */
  edits: FindingSuggestion[];
  /** The chosen board (the original when none was chosen). */
  board: unknown;
  stopped: 'done' | 'cancelled' | 'no-candidate';
  /** Games played in all, and the games racing saved (dropped boards' unplayed games). */
  played: number;
  saved: number;
  /** The chosen board and the board as it was, A/B on fresh seeds. */
  verification: { basis: RunBasis; before: BalanceObjective[]; after: BalanceObjective[]; holds: boolean; words: string; wording?: Wording } | null;
  words: string;
  wording?: Wording;
}

/** One line of the report list. */
export interface LabReportInfo {
  id: string;
  kind: 'lab-report' | 'lab-comparison';
  createdAt: string;
  game: string;
  gameName: string;
  boardName: string;
  boardHash: string;
  /** For a comparison, the second board. */
  otherBoardName?: string;
  otherBoardHash?: string;
  games: number;
  players: number;
  /** The run was stopped: `games` were played of `asked`. */
  cancelled?: { asked: number };
}

/** A bot's name as the report gives it (its id when the report does not list it). */
export function labBotName(report: Pick<LabReport, 'bots'>, id: string): string {
  return report.bots.find((b) => b.id === id)?.name ?? id;
}

/** The lab's progress as the host reports it while a run goes on. */
export interface LabProgress {
  id: string;
  status: 'running' | 'done' | 'cancelled' | 'failed';
  /** Games finished (of both boards, for a comparison) and in all. */
  done: number;
  total: number;
  gamesPerSecond: number;
  /** Seconds left at the current pace (null until there is a pace). */
  secondsLeft: number | null;
  /** The report, once done (or cancelled after at least one game: the report of the games played). */
  report?: string;
  /** What the run was: a report (or comparison), an auto-balance, or restricted play. Absent: a report. */
  task?: 'report' | 'balance' | 'restrict';
  /** An auto-balance's result, once done. */
  balance?: AutoBalanceResult;
  /** Restricted play's result, once done. */
  restricted?: RestrictedPlay;
  error?: string;
  /** The error by key, when the lab says it so (an unknown restriction). */
  errorWords?: Wording;
}
