/**
 * `useComposer()`: the move being composed at the table. The game lists its legal moves as
 * options (see composer.ts); a click on the map or a panel, a choice in the move list or the
 * little menu beside the pointer adds a pick; a finished move is sent (at once, or on Confirm when
 * the game asks for it). A move split over two host steps waits for its second step to be offered.
 * Acting again drops the last refusal: it was about the move before.
 */
import { computed, ref, shallowRef, watch, type ComputedRef, type Ref, type ShallowRef } from 'vue';
import { completed, consistent, groups as groupOptions, liveTargets, pickTarget, type GroupState, type MoveOption, type Picks, type Step } from './composer.js';
import type { Notices } from './useNotices.js';
import type { GameScreen, Pending, TableContext } from './types.js';
import { useT } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';

export interface ComposerDeps {
  ctx: ComputedRef<TableContext | null>;
  screen: () => GameScreen;
  /** The shown seat's legal moves now (the live view's). */
  legal: ComputedRef<readonly unknown[]>;
  /** The seat whose move is sent (the shown seat). */
  seat: () => number | null;
  sendMove(seat: number, move: unknown): Promise<void>;
  notices: Notices;
  /** Why a click does nothing when it is not this seat's turn (null: say nothing). */
  notMyTurn(ctx: TableContext): string | null;
  /** The window's size, for placing the menu beside the pointer. */
  viewport?: () => { width: number; height: number };
}

export interface Popup {
  x: number;
  y: number;
  choices: Step[];
  question: string;
}

export interface Composer {
  picks: ShallowRef<Picks>;
  options: ComputedRef<MoveOption[]>;
  sending: Ref<boolean>;
  open: ComputedRef<MoveOption[]>;
  ready: ComputedRef<MoveOption | null>;
  targets: ComputedRef<string[]>;
  listGroups: ComputedRef<GroupState[]>;
  pending: ComputedRef<Pending | null>;
  popup: ShallowRef<Popup | null>;
  /** Where the pointer last went down (the menu opens there). */
  pointAt(x: number, y: number): void;
  choose(next: Picks): void;
  choosePopup(s: Step): void;
  cancel(): void;
  back(): void;
  onTargets(ts: string[], fromMap?: boolean): void;
  commit(option: MoveOption): Promise<void>;
  /** Resolves once `move` is offered to the seat (false after `ms`). */
  offered(move: unknown, ms?: number): Promise<boolean>;
}

/** Two moves are the same whatever the order of their keys. */
export function sameMove(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

const windowSize = () => (typeof window === 'undefined' ? { width: 1280, height: 720 } : { width: window.innerWidth, height: window.innerHeight });

export function useComposer(deps: ComposerDeps): Composer {
  const { ctx, notices } = deps;
  const { t } = useT(tableArea);
  const viewport = deps.viewport ?? windowSize;
  const picks = shallowRef<Picks>([]);
  const options = computed<MoveOption[]>(() => (ctx.value && ctx.value.myTurn ? deps.screen().options(ctx.value, deps.legal.value, picks.value) : []));
  const sending = ref(false);
  const open = computed(() => consistent(options.value, picks.value));
  const ready = computed(() => (picks.value.length > 0 ? completed(options.value, picks.value) : null));
  const targets = computed(() => (sending.value ? [] : liveTargets(options.value, picks.value)));
  const listGroups = computed(() => groupOptions(open.value));
  const pending = computed<Pending | null>(() => {
    if (picks.value.length === 0) return null;
    const gs = listGroups.value;
    const settled: Step[] = gs.length === 1 ? gs[0]!.settled : [];
    return { picks: picks.value, settled, option: ready.value };
  });
  // A new view that no longer offers the move being composed drops it.
  watch(options, (list) => {
    if (picks.value.length > 0 && consistent(list, picks.value).length === 0) picks.value = [];
  });

  const popup = shallowRef<Popup | null>(null);
  let pointer = { x: 0, y: 0 };
  function pointAt(x: number, y: number): void {
    pointer = { x, y };
  }
  /** The menu beside the pointer, kept on screen (`tall`: the room it needs below). */
  function menuAt(choices: Step[], question: string, tall: number): Popup {
    const { width, height } = viewport();
    return { x: Math.min(pointer.x, width - 300), y: Math.min(pointer.y, height - tall), choices, question };
  }

  function choose(next: Picks): void {
    popup.value = null;
    // Acting again: the refusal was about the move before.
    if (next.length > 0) notices.drop('move-rejected');
    picks.value = next;
    const done = completed(options.value, next);
    if (done && !done.confirm) void commit(done);
  }

  function cancel(): void {
    picks.value = [];
    popup.value = null;
  }

  /** Takes back the last choice of the move being made (the first one: the whole move). */
  function back(): void {
    popup.value = null;
    picks.value = picks.value.slice(0, -1);
  }

  /** A click (or Enter) on the map or a panel. */
  function onTargets(ts: string[], fromMap = false): void {
    notices.drop('notice');
    const c = ctx.value;
    if (!c || sending.value) return;
    if (!c.myTurn) {
      const why = deps.notMyTurn(c);
      if (why) notices.notify('notice', why);
      return;
    }
    const r = pickTarget(options.value, picks.value, ts);
    if (r.kind === 'picked') {
      choose(r.picks);
      // A click that leaves a choice in words asks for it right there.
      const g = listGroups.value;
      const q = g.length === 1 ? g[0]!.question : null;
      if (fromMap && q && !ready.value && q.choices.every((s) => !s.target)) popup.value = menuAt(q.choices, deps.screen().questions[q.key] ?? t('table.choose'), 60 + q.choices.length * 34);
      return;
    }
    if (r.kind === 'ambiguous') {
      popup.value = menuAt(r.choices, t('table.whichOne'), 200);
      return;
    }
    const why = ts.map((t) => deps.screen().whyNot?.(c, t) ?? null).find((w) => w);
    if (why) notices.notify('notice', why);
  }

  function choosePopup(s: Step): void {
    choose([...picks.value.filter((p) => p.key !== s.key), { key: s.key, value: s.value }]);
  }

  function offered(move: unknown, ms = 15_000): Promise<boolean> {
    return new Promise((resolve) => {
      const check = () => deps.legal.value.some((m) => sameMove(m, move));
      if (check()) return resolve(true);
      const timer = setTimeout(() => {
        stop();
        resolve(false);
      }, ms);
      const stop = watch(deps.legal, () => {
        if (!check()) return;
        clearTimeout(timer);
        stop();
        resolve(true);
      });
    });
  }

  async function commit(option: MoveOption): Promise<void> {
    const seat = deps.seat();
    if (seat === null || sending.value) return;
    sending.value = true;
    popup.value = null;
    notices.drop('move-rejected');
    try {
      for (const [i, move] of option.moves.entries()) {
        if (i > 0 && !(await offered(move))) {
          notices.notify('notice', t('table.restGone'));
          break;
        }
        await deps.sendMove(seat, move);
      }
    } catch (e) {
      notices.notify('move-rejected', (e as Error).message);
    } finally {
      sending.value = false;
      picks.value = [];
    }
  }

  return { picks, options, sending, open, ready, targets, listGroups, pending, popup, pointAt, choose, choosePopup, cancel, back, onTargets, commit, offered };
}
