/**
 * A screen (or a part of one) loaded when it first shows. Should its chunk fail to arrive, it
 * shows the shared worded banner with Try again (LoadFailed.vue) instead of nothing; Try again
 * mounts it afresh, which loads the chunk again (Vue forgets a failed load). The browser's error
 * goes to the console (Vue logs it) and under the banner's technical details.
 */
import { defineAsyncComponent, defineComponent, h, shallowRef, type Component } from 'vue';
import { useT } from '../i18n/area.js';
import { lobbyArea } from '../i18n/lobby/index.js';
import LoadFailed from './LoadFailed.vue';

export function lazyPart(load: () => Promise<Component | { default: Component }>): Component {
  const attempt = shallowRef(0);
  const Failed = defineComponent({
    props: { error: { type: Error, default: null } },
    setup(props) {
      const { t } = useT(lobbyArea);
      return () => h(LoadFailed, { sentence: t('lobby.partFailed'), technical: props.error?.message ?? '', onRetry: () => attempt.value++ });
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
