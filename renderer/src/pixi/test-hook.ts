/**
 * A small hook for the browser tests (and curious users in the console): where on the page a
 * route or city of the current map is, and how many frames the canvas has drawn. Tests click
 * the canvas with a real mouse at these points, so the whole input path is exercised.
 */
import type { Point } from './camera.js';

export interface CanvasTestHook {
  /** Page coordinates of a point that clicks this route, or null. */
  routePoint(id: string): Point | null;
  cityPoint(id: string): Point | null;
  framesRendered(): number;
  /** Routes the map highlights now (what the legal moves let this seat click). */
  highlightedRoutes(): string[];
  /** Cities the map highlights now (an airline's HQ to found it, say). */
  highlightedCities?(): string[];
  /**
   * How tall a circle's number is on screen now, in pixels (its readable badge when one shows; 0
   * when a marker covers it; null if there is no such circle).
   */
  costLabelPx?(route: string, circle: number): number | null;
  /** The circles the map rings now with their numbers readable (what a claim there takes). */
  highlightedCircles?(): { route: string; circle: number }[];
  /** Each city's name as a page rectangle (whether Fit keeps every name in sight). */
  cityNameRects?(): { id: string; left: number; top: number; right: number; bottom: number }[];
  /**
   * The labels and what they were laid out against, as page rectangles: city names, flags,
   * markers, the numbers drawn beside circles too small for them (`costs`); the smallest number on
   * screen, in px (null: none shown), and apart from it any number still printed in a circle too
   * small to hold it readably (`short`, route id and px).
   */
  labelBoxes?(): { names: PageRect[]; costs: PageRect[]; flags: PageRect[]; markers: PageRect[]; costPx: number | null; short: { id: string; px: number }[] } | null;
  /** Whether the others' moves are still coming in on the map (frames follow only then). */
  animating?(): boolean;
  /**
   * Holds the animation under way `fraction` of the way through (its first one: a claim, a tile,
   * a ring; and any card flying), for a screenshot mid-motion; null lets it run on. False when
   * nothing was moving. `what` 'cards': the first card in flight sets the moment, not the map.
   */
  freezeMotion?(fraction: number | null, what?: 'cards'): boolean;
  /** Where on the page the map's first animation under way lands (null: none), for a close-up. */
  motionPoint?(): Point | null;
  /**
   * How far the first motion under way is drawn now (null: none): on a route map a claim's line
   * and marker (0 … 1); on the Linie 1 city a dropping tile's opacity and lift (in squares).
   */
  motionStage?(): { line?: number; marker?: number; alpha?: number; lift?: number; square?: number } | null;
  /** How many cards are flying across the page now (a share into a hand or onto the table). */
  cardsFlying?(): number;
}

export interface PageRect {
  id: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

declare global {
  interface Window {
    __boardwright?: Partial<CanvasTestHook>;
  }
}

export function installTestHook(hook: CanvasTestHook): () => void {
  window.__boardwright = hook;
  return () => {
    if (window.__boardwright === hook) delete window.__boardwright;
  };
}
