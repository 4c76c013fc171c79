/** The test grid's screen side: its scene, inspector and the stamp tool's options. */
import type { ModeUi } from '../../../editor-core/modes/types.js';
import type { GridBoard } from './board.js';
import GridInspector from './GridInspector.vue';
import StampOptions from './StampOptions.vue';
import { GridEditorScene } from './scene.js';

export const testGridUi: ModeUi<GridBoard> = {
  createScene: () => new GridEditorScene(),
  inspector: GridInspector,
  toolOptions: { stamp: StampOptions },
};
