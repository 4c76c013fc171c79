/**
 * What one game tells the renderer (its register.ts), apart from the registry that lists them, so
 * a game's registration and the registry do not import each other. Types only.
 */
import type { Component } from 'vue';
import type { EditorEntry } from '../editor-core/modes/types.js';
import type { HeatSceneFactory } from '../lab/heat.js';
import type { GameScreen } from '../table-shell/types.js';

export interface GameRegistration {
  /** The game's id: its folder name in games/ and here. */
  id: string;
  /** The table screen's part: board scene, side panels, moves in words (see table-shell/types.ts). */
  play?: () => Promise<GameScreen>;
  /**
   * The board editor's part for this game (its mode and panels, games/<game>/editor/index.ts),
   * loaded when the editor opens so the lobby stays light (editor/modes/index.ts loads them all).
   */
  editor?: () => Promise<EditorEntry>;
  /** Rules help in our own words, reachable from the table. */
  rules?: () => Promise<Component>;
  /**
   * The lab's heat map on the game's own board scene (its lab-heat-scene.ts), loaded when a
   * report shows. Absent: the lab shows the host's SVG of the board.
   */
  labHeat?: () => Promise<HeatSceneFactory>;
  colours: {
    /** Player colours by seat (log lines, the players bar). */
    seats: readonly string[];
  };
}

