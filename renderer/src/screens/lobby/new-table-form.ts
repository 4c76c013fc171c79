/**
 * The lobby's new-table form, out of its first paint: it shows only once the host has said which
 * games it offers, and the app loads it beside the table store, before it connects (App.vue), so
 * it is in by then.
 */
import { defineAsyncComponent } from 'vue';
import { loadOnce } from '../../stores/load-once.js';

export const loadNewTableForm = loadOnce(() => import('./NewTableForm.vue').then((m) => m.default));

export const NewTableForm = defineAsyncComponent(loadNewTableForm);
