/**
 * Which screen shows when no table is open: the lobby or the editor. A table, when open, is
 * always on top (see App.vue); leaving it goes back to where it was opened from.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export type ScreenName = 'home' | 'editor' | 'saves' | 'join' | 'lab';

export const useScreen = defineStore('screen', () => {
  // A page opened from another host's Join screen (address#join) starts on the Join screen.
  const name = ref<ScreenName>(typeof location !== 'undefined' && location.hash === '#join' ? 'join' : 'home');
  function show(next: ScreenName): void {
    name.value = next;
  }
  return { name, show };
});
