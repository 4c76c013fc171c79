/**
 * `useTableWords()`: what the table's bar, its prompt and its end screen say of the view on
 * screen. The bar: the game's status line, each player's figure and note, the name a save gets,
 * and where "back" goes (the lobby, or the editor a test game came from). The prompt: a replay,
 * a bot playing the shown seat, the hand-over and watching come before the game's own prompt.
 * Under the move list: what the game says is not offered now, and why. The end: the outcome,
 * which comes by key, worded in the page's language, and the game's detail.
 */
import { computed, type ComputedRef } from 'vue';
import { useT } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';
import { wordedOutcome } from '../i18n/wire-words.js';
import type { OutcomeLike } from './GameOver.vue';
import type { GameScreen, Pending } from './types.js';
import type { SeatView } from './useSeatView.js';
import type { TableNames } from './useTableContext.js';

export interface TableWordsDeps {
  screen: () => GameScreen;
  sv: SeatView;
  names: Pick<TableNames, 'ctx' | 'seatName' | 'waitingFor'>;
  /** The move being composed, for the game's prompt. */
  pending: () => Pending | null;
  /** Where the table was opened from ('editor' for a test game). */
  returnTo: () => string | null;
}

export interface TableWords {
  status: ComputedRef<string>;
  stat(playerId: string): string;
  note(playerId: string): string;
  saveName: ComputedRef<string>;
  /** The bar's way out, and the end screen's. */
  backLabel: ComputedRef<string>;
  endBackLabel: ComputedRef<string>;
  prompt: ComputedRef<string>;
  /** What the game says is not offered now, and why (under the move list's groups). */
  unavailable: ComputedRef<ReturnType<NonNullable<GameScreen['unavailable']>>>;
  outcome: ComputedRef<OutcomeLike | null>;
  outcomeDetail: ComputedRef<ReturnType<NonNullable<GameScreen['outcomeDetail']>>>;
}

export function useTableWords(deps: TableWordsDeps): TableWords {
  const { t } = useT(tableArea);
  const { sv } = deps;
  const { ctx, seatName, waitingFor } = deps.names;
  const fromEditor = () => deps.returnTo() === 'editor';

  const outcome = computed(() => {
    const o = sv.liveView.value?.outcome;
    return o ? (wordedOutcome(o as object) as OutcomeLike) : null;
  });

  const prompt = computed(() => {
    const c = ctx.value;
    if (!c) return '';
    if (c.replay) return t('table.promptReplay');
    if (sv.botPlays.value) return t('table.promptBotPlays');
    if (sv.handOverTo.value !== null) return t('table.promptHandOver', { name: seatName(sv.handOverTo.value) });
    if (c.tv.seat === null && sv.heldSeats.value.length === 0) return outcome.value ? t('table.promptWatching') : t('table.promptWatchingWaiting', { names: waitingFor.value });
    return deps.screen().prompt(c, deps.pending());
  });

  return {
    status: computed(() => (ctx.value ? deps.screen().status(ctx.value) : '')),
    stat: (playerId) => (ctx.value ? (deps.screen().playerStat?.(ctx.value, playerId) ?? '') : ''),
    note: (playerId) => (ctx.value ? (deps.screen().playerNote?.(ctx.value, playerId) ?? '') : ''),
    saveName: computed(() => (ctx.value ? deps.screen().saveName(ctx.value) : '')),
    backLabel: computed(() => (fromEditor() ? t('table.backToEditor') : t('table.lobby'))),
    endBackLabel: computed(() => (fromEditor() ? t('table.backToEditor') : t('table.backToLobby'))),
    prompt,
    unavailable: computed(() => (ctx.value && ctx.value.myTurn ? (deps.screen().unavailable?.(ctx.value) ?? []) : [])),
    outcome,
    outcomeDetail: computed(() => (ctx.value && outcome.value ? (deps.screen().outcomeDetail?.(ctx.value) ?? null) : null)),
  };
}
