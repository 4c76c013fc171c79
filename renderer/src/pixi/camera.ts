/**
 * The camera: how map coordinates land on the screen. screen = map × scale + offset.
 * Pure arithmetic (no Pixi), so it is tested without a canvas.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class Camera {
  x = 0;
  y = 0;
  scale = 1;

  constructor(
    public minScale = 0.2,
    public maxScale = 8,
  ) {}

  toScreen(p: Point): Point {
    return { x: p.x * this.scale + this.x, y: p.y * this.scale + this.y };
  }

  toMap(p: Point): Point {
    return { x: (p.x - this.x) / this.scale, y: (p.y - this.y) / this.scale };
  }

  /** The map area a viewport of this size (screen pixels) shows. */
  mapArea(width: number, height: number): Rect {
    const a = this.toMap({ x: 0, y: 0 });
    return { x: a.x, y: a.y, width: width / this.scale, height: height / this.scale };
  }

  panBy(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
  }

  /** Zooms by `factor` keeping the map point under `at` (screen) where it is. */
  zoomAt(at: Point, factor: number): void {
    const next = Math.min(this.maxScale, Math.max(this.minScale, this.scale * factor));
    const m = this.toMap(at);
    this.scale = next;
    this.x = at.x - m.x * next;
    this.y = at.y - m.y * next;
  }

  /** Shows all of `bounds` centred in a view of the given size, leaving `margin` pixels around. */
  fit(bounds: Rect, viewWidth: number, viewHeight: number, margin = 16): void {
    const w = Math.max(1, viewWidth - 2 * margin);
    const h = Math.max(1, viewHeight - 2 * margin);
    const s = Math.min(w / Math.max(1, bounds.width), h / Math.max(1, bounds.height));
    this.scale = Math.min(this.maxScale, Math.max(this.minScale, s));
    this.x = (viewWidth - bounds.width * this.scale) / 2 - bounds.x * this.scale;
    this.y = (viewHeight - bounds.height * this.scale) / 2 - bounds.y * this.scale;
  }

  /** Puts map point `p` in the middle of the view. */
  centreOn(p: Point, viewWidth: number, viewHeight: number): void {
    this.x = viewWidth / 2 - p.x * this.scale;
    this.y = viewHeight / 2 - p.y * this.scale;
  }
}

/** Zoom factor of one wheel event: smooth for trackpads, one notch ≈ 12 %. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-pixels * 0.0012);
}
