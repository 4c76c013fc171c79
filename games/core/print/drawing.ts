/**
 * Print-and-play: what a board or a card looks like on paper, as a list of simple shapes in the
 * board's own units. Each game draws its boards and cards into this (games/<id>/print.ts); the
 * PDF writer (pdf.ts) lays it out at real size over sheets of paper. Pure: no DOM, no Node.
 */

/** `#rrggbb`. */
export type Colour = string;

export type Shape =
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; colour: Colour; dash?: number[] }
  | { kind: 'circle'; x: number; y: number; r: number; fill?: Colour; stroke?: Colour; width?: number }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill?: Colour; stroke?: Colour; width?: number }
  | { kind: 'polygon'; points: [number, number][]; fill?: Colour; stroke?: Colour; width?: number }
  | { kind: 'text'; x: number; y: number; text: string; size: number; colour?: Colour; anchor?: 'start' | 'middle' | 'end'; bold?: boolean };

export interface Drawing {
  /** The drawn area, in the drawing's units, from (0, 0). */
  width: number;
  height: number;
  shapes: Shape[];
}

/** A board at real size: its drawing and how many millimetres one of its units is on paper. */
export interface PrintedBoard {
  title: string;
  drawing: Drawing;
  mmPerUnit: number;
}

/** A set of same-sized cards or tiles to cut out: each is a drawing of `widthMm` × `heightMm` units. */
export interface CardSheet {
  title: string;
  widthMm: number;
  heightMm: number;
  cards: Drawing[];
}

/** What a game prints for one board (GameDefinition.print). */
export interface PrintSet {
  board: PrintedBoard;
  sheets: CardSheet[];
}

