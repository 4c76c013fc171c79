/**
 * `useNotices()`: the short notes under the prompt (a refusal in red, a notice, a seat lost), each
 * also said to screen readers. A refusal belongs to the move it refused: the shell drops it when
 * the player acts again, undoes or opens a replay (see useComposer, useUndo, useReplay).
 */
import { ref, type Ref } from 'vue';
import { useT } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';

export type NoticeKind = 'move-rejected' | 'notice' | 'seat-lost';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  at: number;
}

export interface Notices {
  list: Ref<Notice[]>;
  notify(kind: NoticeKind, message: string): void;
  /** Drops every note of this kind. */
  drop(kind: NoticeKind): void;
  /** Drops one note (a click on it). */
  dismiss(id: number): void;
  /** A failed request as a notice. */
  report(e: unknown): void;
}

/** How long the same words are not shown twice (a refusal comes as the answer and as the store's last rejection). */
const SAME_WORDS_MS = 3000;

export function useNotices(say: (text: string, urgent: boolean) => void, now: () => number = Date.now): Notices {
  const list = ref<Notice[]>([]);
  const { t } = useT(tableArea);
  let lastId = 0;
  function notify(kind: NoticeKind, message: string): void {
    if (list.value.some((n) => n.text === message && now() - n.at < SAME_WORDS_MS)) return;
    // One note of a kind at a time, except lost seats (each its own).
    list.value = [...list.value.filter((n) => n.kind !== kind || kind === 'seat-lost'), { id: ++lastId, kind, text: message, at: now() }];
    say(kind === 'move-rejected' ? t('table.sayRefused', { message }) : message, true);
  }
  function drop(kind: NoticeKind): void {
    if (list.value.some((n) => n.kind === kind)) list.value = list.value.filter((n) => n.kind !== kind);
  }
  function dismiss(id: number): void {
    list.value = list.value.filter((n) => n.id !== id);
  }
  function report(e: unknown): void {
    notify('notice', e instanceof Error ? e.message : String(e));
  }
  return { list, notify, drop, dismiss, report };
}
