import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import './ui/base.css';
import { loadArea } from './i18n/area.js';
import { lobbyArea } from './i18n/lobby/index.js';
import { useLocale } from './i18n/locale.js';

// The lobby's words (a few kB, in the chosen language and English, the fallback) arrive before
// its first paint, so it never shows a key or flashes through English; a failed load still mounts.
const locale = useLocale().value;
void Promise.all([loadArea(lobbyArea, 'en'), loadArea(lobbyArea, locale)])
  .catch(() => undefined)
  .then(() => createApp(App).use(createPinia()).mount('#app'));
