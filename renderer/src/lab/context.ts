/**
 * Where the lab was opened from and on what: the lobby (a game and a board of the library), or
 * the editor (its board, unsaved changes included, and the version last saved, to compare).
 * The lab screen reads it when it opens; "back" returns to the opener.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';

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
  return { opener, lastReport, open };
});
