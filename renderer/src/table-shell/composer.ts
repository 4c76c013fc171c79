/**
 * The pending-move composer: a move that takes several picks is built here, on the client, from
 * the options the game made of the host's legal moves, and only sent once it is complete.
 *
 * An option is a list of steps (key = value, in the order a person decides them) and the moves
 * that carry it out. Picks narrow the options; the next question is the first key on which the
 * remaining options still differ. Nothing here knows a game: like chessground, legal choices in,
 * picks out. Pure, so every promise is tested without a browser.
 */

/** One decision inside a move: "airline = GGA". */
export interface Step {
  key: string;
  value: string;
  /** The value in words, for buttons and the preview: "GGA · Great Gulf Air". */
  label: string;
  /** A shorter button text where space is tight ("GGA"); `label` stays its accessible name. */
  short?: string;
  /** A colour swatch for the button (an airline's colour). */
  colour?: string;
  /**
   * Where a person picks it besides the move list: a map or panel target ("route:den-oma",
   * "city:DEN", "deck"). The map highlights the targets of the next decision.
   */
  target?: string;
}

/** A complete move as a person can make it. */
export interface MoveOption<M = unknown> {
  /** The move list's heading: "Found an airline". */
  group: string;
  /** The whole move in words: "Found GGA with 2 shares, first route Denver–Omaha with a dotted 5". */
  label: string;
  steps: Step[];
  /** What is sent, in order (usually one move; a game whose rules split a move sends several). */
  moves: M[];
  /** Show the finished move and wait for Confirm instead of sending on the last pick. */
  confirm?: boolean;
  /** A stable handle for browser tests on the move list's button. */
  testid?: string;
}

/** What has been decided: key → value, in the order picked. */
export type Picks = readonly { key: string; value: string }[];

export interface Question<M = unknown> {
  key: string;
  /** The values still open, one step each (labels and targets from the first option holding it). */
  choices: Step[];
  /** The option each choice leads to when picking it finishes the move (else null). */
  finishes: (MoveOption<M> | null)[];
}

export interface GroupState<M = unknown> {
  group: string;
  options: MoveOption<M>[];
  /** Steps every option left in the group shares (decided, or with one value left). */
  settled: Step[];
  /** The next decision, or null when one option is left. */
  question: Question<M> | null;
  /** The one option left, when the group is down to it. */
  complete: MoveOption<M> | null;
}

function has(option: MoveOption, key: string, value: string): boolean {
  return option.steps.some((s) => s.key === key && s.value === value);
}

/** Options that agree with every pick. */
export function consistent<M>(options: readonly MoveOption<M>[], picks: Picks): MoveOption<M>[] {
  return options.filter((o) => picks.every((p) => has(o, p.key, p.value)));
}

/** Keys in the order the options decide them (first appearance). */
function keyOrder(options: readonly MoveOption[]): string[] {
  const out: string[] = [];
  for (const o of options) for (const s of o.steps) if (!out.includes(s.key)) out.push(s.key);
  return out;
}

function valueOf(o: MoveOption, key: string): Step | undefined {
  return o.steps.find((s) => s.key === key);
}

/** Where a set of options stands: what they share, and the first key on which they differ. */
export function groupState<M>(group: string, options: readonly MoveOption<M>[]): GroupState<M> {
  const settled: Step[] = [];
  let question: Question<M> | null = null;
  if (options.length > 1) {
    for (const key of keyOrder(options)) {
      const values = new Map<string, Step>();
      let missing = false;
      for (const o of options) {
        const s = valueOf(o, key);
        if (!s) missing = true;
        else if (!values.has(s.value)) values.set(s.value, s);
      }
      if (values.size === 1 && !missing) {
        settled.push([...values.values()][0]!);
        continue;
      }
      const choices = [...values.values()];
      const finishes = choices.map((c) => {
        const left = options.filter((o) => has(o, key, c.value));
        return left.length === 1 ? left[0]! : null;
      });
      question = { key, choices, finishes };
      break;
    }
  } else if (options[0]) {
    settled.push(...options[0].steps);
  }
  return { group, options: [...options], settled, question, complete: options.length === 1 ? options[0]! : null };
}

/** The move list: options grouped under their headings, each group with its next question. */
export function groups<M>(options: readonly MoveOption<M>[]): GroupState<M>[] {
  const byGroup = new Map<string, MoveOption<M>[]>();
  for (const o of options) {
    const list = byGroup.get(o.group);
    if (list) list.push(o);
    else byGroup.set(o.group, [o]);
  }
  return [...byGroup].map(([g, list]) => groupState(g, list));
}

/** More choices than this, behind a decision every one of them shares, are asked after a start button. */
export const LONG_LIST = 12;

/**
 * A group whose moves all begin with the same decision ("Special action") and then ask among many
 * choices (every airport) is offered in the move list as one button that makes that decision: the
 * composer then asks the rest, with the map lit for it. Returns the picks the button makes, or null
 * for a group whose choices are few enough to list (or that has no shared first decision).
 */
export function startPicks(g: GroupState): Picks | null {
  if (!g.question || g.settled.length === 0 || g.question.choices.length <= LONG_LIST) return null;
  return g.settled.map((s) => ({ key: s.key, value: s.value }));
}

/**
 * Targets to highlight now: for each option still open, the target of its first undecided step
 * that has one (a founding's airline HQ before its first route, say).
 */
export function liveTargets(options: readonly MoveOption[], picks: Picks): string[] {
  const out = new Set<string>();
  for (const o of consistent(options, picks)) {
    const next = o.steps.find((s) => s.target && !picks.some((p) => p.key === s.key));
    if (next?.target) out.add(next.target);
  }
  return [...out];
}

export type PickResult =
  | { kind: 'picked'; picks: Picks }
  /** The target names several different decisions: the person chooses among these. */
  | { kind: 'ambiguous'; choices: Step[] }
  | { kind: 'none' };

/**
 * A click (or Enter) on a target. `targets` are what was hit, most precise first (a circle, then
 * its route). Only highlighted targets count; one that names a single decision adds that pick,
 * and the click's other targets may then settle the decisions after it (the route, then which of
 * its circles). A target that fits nothing pending but starts another move drops the pending one.
 */
export function pickTarget(options: readonly MoveOption[], picks: Picks, targets: readonly string[]): PickResult {
  const once = (base: Picks): PickResult => {
    const live = new Set(liveTargets(options, base));
    for (const t of targets) {
      if (!live.has(t)) continue;
      const found = new Map<string, Step>();
      const hit: MoveOption[] = [];
      for (const o of consistent(options, base)) {
        const next = o.steps.find((s) => s.target && !base.some((p) => p.key === s.key));
        if (next?.target !== t) continue;
        found.set(`${next.key}=${next.value}`, next);
        hit.push(o);
      }
      const steps = [...found.values()];
      if (steps.length > 1) return { kind: 'ambiguous', choices: steps };
      // The pick, and whatever every move it leads to shares (a click on an HQ means "found").
      if (steps.length === 1) return { kind: 'picked', picks: [...base, ...shared(hit).filter((s) => !base.some((p) => p.key === s.key))] };
    }
    return { kind: 'none' };
  };
  const settle = (base: Picks): PickResult => {
    let result = once(base);
    if (result.kind !== 'picked') return result;
    for (;;) {
      const more = once(result.picks);
      if (more.kind !== 'picked') return result;
      result = more;
    }
  };
  const here = settle(picks);
  if (here.kind !== 'none' || picks.length === 0) return here;
  return settle([]);
}

/** Steps every one of these options has, in the first option's order. */
export function shared(options: readonly MoveOption[]): { key: string; value: string }[] {
  if (options.length === 0) return [];
  return options[0]!.steps.filter((s) => options.every((o) => has(o, s.key, s.value))).map((s) => ({ key: s.key, value: s.value }));
}

/** Adds a pick (replacing an earlier value of the same key); later picks that no longer fit go. */
export function pick(options: readonly MoveOption[], picks: Picks, step: { key: string; value: string }): Picks {
  const kept: { key: string; value: string }[] = [];
  for (const p of picks) {
    if (p.key === step.key) break;
    kept.push(p);
  }
  kept.push({ key: step.key, value: step.value });
  // Picks made after the replaced one stay only if some option still fits them all.
  for (const p of picks.slice(kept.length)) {
    if (p.key !== step.key && consistent(options, [...kept, p]).length > 0) kept.push(p);
  }
  return kept;
}

/** All the picks that make up one option (the move list's one-click path to it). */
export function picksFor(option: MoveOption): Picks {
  return option.steps.map((s) => ({ key: s.key, value: s.value }));
}

/** The option the picks have narrowed to, or null while more than one (or none) is left. */
export function completed<M>(options: readonly MoveOption<M>[], picks: Picks): MoveOption<M> | null {
  const left = consistent(options, picks);
  return left.length === 1 ? left[0]! : null;
}

/**
 * The keys that take a move being made back, said once under every game's prompt: Backspace
 * takes back the last choice (with only one made, that is the whole move), Escape drops it all.
 */
export function composingKeys(picks: number): 'none' | 'one' | 'many' {
  if (picks <= 0) return 'none';
  return picks > 1 ? 'many' : 'one';
}
