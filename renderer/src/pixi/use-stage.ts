/**
 * A board component's Pixi stage from mount to unmount, written once for every play board: made
 * on the host element once it is in the page (a failure becomes words to show in its place),
 * handed to the board to set its scene and listeners on, and destroyed with the component — after
 * what the board set up is torn down, and also when the component went while the stage was still
 * being made (the WebGL context is not leaked).
 */
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';
import { BoardStage, type StageOptions } from './stage.js';

export interface StageHandle {
  /** Why nothing could be drawn (null: drawn, or not yet made). */
  failed: Ref<string | null>;
  /** The stage once made, null before and after. */
  stage(): BoardStage | null;
}

/**
 * `ready` runs once with the stage (set the scene, listeners, test hooks there) and may return
 * what to tear down before the stage goes. `failure` words the failure with its reason in the
 * screen's language (its catalogue's line).
 */
export function useStage(
  host: Ref<HTMLElement | null>,
  options: StageOptions,
  failure: (reason: string) => string,
  ready: (stage: BoardStage) => (() => void) | void,
  create: (host: HTMLElement, options: StageOptions) => Promise<BoardStage> = (h, o) => BoardStage.create(h, o),
): StageHandle {
  const failed = ref<string | null>(null);
  let stage: BoardStage | null = null;
  let teardown: (() => void) | void;
  let gone = false;

  onMounted(async () => {
    if (!host.value) return;
    let made: BoardStage;
    try {
      made = await create(host.value, options);
    } catch (err) {
      if (gone) return;
      const reason = (err as Error).message;
      failed.value = failure(reason);
      return;
    }
    if (gone) {
      made.destroy();
      return;
    }
    stage = made;
    teardown = ready(made);
  });

  onBeforeUnmount(() => {
    gone = true;
    teardown?.();
    stage?.destroy();
    stage = null;
  });

  return { failed, stage: () => stage };
}
