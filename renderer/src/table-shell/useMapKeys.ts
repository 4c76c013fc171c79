/**
 * `useMapKeys()`: the board from the keyboard. The arrow keys step through the places that may
 * be picked now (nearest in that direction, see keyboard-nav.ts), the scene draws a ring on the
 * focused one and says it in words; Enter or Space picks it as a click would. In a replay nothing
 * may be picked: the arrows are left to the replay's own keys.
 */
import { ref, watch, type ComputedRef, type Ref } from 'vue';
import { step as arrowStep, type Arrow, type Spot } from './keyboard-nav.js';
import type { MoveOption } from './composer.js';
import { useT } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';

/** What the shell needs of the game's scene component (see types.ts). */
export interface SceneHandle {
  spots?: (t: string[]) => Spot[];
  reveal?: (t: string) => void;
}

export interface MapKeysDeps {
  targets: ComputedRef<string[]>;
  open: ComputedRef<MoveOption[]>;
  replay: () => boolean;
  /** Picks a target as a click on the map at that spot would. */
  pick(target: string, at: Spot | undefined): void;
}

export interface MapKeys {
  scene: Ref<SceneHandle | null>;
  focus: Ref<string | null>;
  /** The focused place in words (a live region). */
  words: Ref<string>;
  onKey(ev: KeyboardEvent): void;
}

const ARROWS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

export function useMapKeys(deps: MapKeysDeps): MapKeys {
  const scene = ref<SceneHandle | null>(null);
  const focus = ref<string | null>(null);
  const words = ref('');
  const { t } = useT(tableArea);
  watch(deps.targets, (list) => {
    if (focus.value && !list.includes(focus.value)) focus.value = null;
  });
  function describe(target: string): string {
    for (const o of deps.open.value) {
      const s = o.steps.find((x) => x.target === target);
      if (s) return s.label;
    }
    return target;
  }
  function onKey(ev: KeyboardEvent): void {
    if (ARROWS.includes(ev.key)) {
      if (deps.replay()) return;
      ev.preventDefault();
      const spots = scene.value?.spots?.(deps.targets.value) ?? [];
      const next = arrowStep(spots, focus.value, ev.key as Arrow);
      focus.value = next;
      if (next) {
        scene.value?.reveal?.(next);
        words.value = describe(next);
      } else words.value = t('table.nothingToPick');
    } else if ((ev.key === 'Enter' || ev.key === ' ') && focus.value) {
      ev.preventDefault();
      const target = focus.value;
      deps.pick(target, scene.value?.spots?.([target])[0]);
    }
  }
  return { scene, focus, words, onKey };
}
