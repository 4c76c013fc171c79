/** What the route-map canvas component (RouteMap.vue) offers its parent through a template ref. */
import type { Point } from '../pixi/camera.js';
import type { SceneHit } from './geometry.js';
import type { ArrivalItem } from './scene.js';

export interface RouteMapHandle {
  /** Where a route (its click point), a circle or a city is on the page. */
  clientPoint(hit: SceneHit): Point | null;
  /** Brings a route or a city into view. */
  reveal(hit: SceneHit): void;
  /** Frames the canvas has drawn so far. */
  frames(): number;
  /** Shows the others' new markers and rings coming in, `pace` ms each (0: at once). */
  arrive?(items: readonly ArrivalItem[], pace: number): void;
  /** Puts every marker still coming in in place at once. */
  settle?(): void;
}
