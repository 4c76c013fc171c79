/**
 * Where the lab was opened from and on what: the lobby (a game and a board of the library), or
 * the editor (its board, unsaved changes included, and the version last saved, to compare).
 * The lab screen reads it when it opens; "back" returns to the opener.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import { useScreen } from '../stores/screen.js';
import { useTable } from '../stores/table.js';

export interface LabOpener {
  from: 'home' | 'editor';
  game: string;
  /** A library board to start on (`bundled:…`, `user:…`). */
  library?: string;
  /** The editor's board as it is now, and its name. */
  draft?: { raw: unknown; name: string };
  /** The version last saved, when the draft differs from it. */
  saved?: { raw: unknown; name: string };
}

export const useLabContext = defineStore('labContext', () => {
  const opener = shallowRef<LabOpener | null>(null);
  /** The report on screen when the lab was left (a replay, say): it shows again on coming back. */
  const lastReport = ref<string | null>(null);
  function open(o: LabOpener): void {
    opener.value = o;
  }
  /**
   * A replay opened from the lab comes back to the lab when it is left: the table screen goes
   * where its table came from (the lobby, for a resumed save), and this then brings the lab back.
   */
  function returnAfter(tableId: string): void {
    const table = useTable();
    const screen = useScreen();
    const stop = watch(
      () => table.currentId,
      (id) => {
        if (id === tableId) return;
        stop();
        if (id === null) screen.show('lab');
      },
    );
  }
  return { opener, lastReport, open, returnAfter };
});
