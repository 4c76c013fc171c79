/**
 * A screen (or a part of one) loaded when it first shows. Should its chunk fail to arrive, it
 * shows the shared worded banner with Try again (LoadFailed.vue) instead of nothing; Try again
 * mounts it afresh, which loads the chunk again (Vue forgets a failed load). The browser's error
 * goes to the console (Vue logs it) and under the banner's technical details. A whole screen
 * passes `back` (to the lobby): its banner offers that way out too.
 */
import { defineAsyncComponent, defineComponent, h, onUnmounted, shallowRef, type Component } from 'vue';
import { useT } from '../i18n/area.js';
import { lobbyArea } from '../i18n/lobby/index.js';
import LoadFailed from './LoadFailed.vue';

/** The Try again of every part shown failed now. */
const failedParts = new Set<() => void>();

/**
 * The app itself failed to start and says so in its own banner, whose Try again retries the
 * parts too: meanwhile a part that failed in the same outage keeps quiet (one banner, not two).
 */
const appFailed = shallowRef(false);
export function setAppLoadFailed(failed: boolean): void {
  appFailed.value = failed;
}

/**
 * Tries every failed part again (the app's own Try again: one lost connection is one outage, and
 * the parts it broke come back with the app). Parts that loaded are left as they are.
 */
export function retryFailedParts(): void {
  for (const retry of [...failedParts]) retry();
}

export interface LazyPartOptions {
  /** Leaves the screen for the lobby (the banner's second button); parts within a screen have none. */
  back?: () => void;
}

export function lazyPart(load: () => Promise<Component | { default: Component }>, opts: LazyPartOptions = {}): Component {
  const attempt = shallowRef(0);
  const Failed = defineComponent({
    props: { error: { type: Error, default: null } },
    setup(props) {
      const { t } = useT(lobbyArea);
      const retry = () => void attempt.value++;
      failedParts.add(retry);
      onUnmounted(() => failedParts.delete(retry));
      const { back } = opts;
      // Kept quiet, it leaves only a hidden mark that it failed (for tests, and to see in the DOM).
      return () =>
        appFailed.value
          ? h('span', { hidden: true, 'data-testid': 'load-failed-quiet' })
          : h(LoadFailed, { sentence: t('lobby.partFailed'), technical: props.error?.message ?? '', onRetry: retry, ...(back ? { backable: true, onBack: back } : {}) });
    },
  });
  const Inner = defineAsyncComponent({ loader: load as () => Promise<Component>, errorComponent: Failed });
  return defineComponent({
    name: 'LazyPart',
    inheritAttrs: false,
    setup(_, { attrs, slots }) {
      // A new key is a new wrapper: it loads again.
      return () => h(Inner, { ...attrs, key: attempt.value }, slots);
    },
  });
}
