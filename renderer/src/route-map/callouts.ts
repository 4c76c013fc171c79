/**
 * Costs drawn outside their circles (issue 29): on a play screen a route too short for circles
 * that hold a readable number shows each free circle's number beside it instead, COST_MIN_PX tall
 * on screen, placed with the city names (labels.ts) off the flags, markers and other words, and
 * tied to its circle by a thin leader line when it had to move away. Zoomed in far enough, the
 * circles grow, hold their numbers again, and the callouts go.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { Point } from '../pixi/camera.js';
import type { Box, LabelItem } from './labels.js';

export interface CalloutSpot {
  route: string;
  circle: number;
  text: string;
  /** The circle's centre and radius (map units). */
  at: Point;
  radius: number;
}

/** Makes a callout's text (the scene's map font and colours). */
export type MakeText = () => Text;

export class CostCallouts {
  /** Add this to the scene, over the cities and flags. */
  readonly layer = new Container();
  private readonly leaders = new Graphics();
  private texts: Text[] = [];
  private spots: CalloutSpot[] = [];
  /** Which callouts are hidden (a highlighted circle's badge says the number already). */
  private hidden = new Set<number>();
  private key = '';

  constructor(private readonly make: MakeText) {
    this.layer.addChild(this.leaders);
  }

  /** The circles that need a callout now, and each callout's scale; true if the set changed. */
  set(spots: CalloutSpot[], scale: number): boolean {
    const key = spots.map((s) => `${s.route}#${s.circle}:${s.text}:${s.at.x},${s.at.y},${s.radius}`).join('|') + `@${scale}`;
    if (key === this.key) return false;
    this.key = key;
    this.spots = spots;
    while (this.texts.length < spots.length) {
      const t = this.make();
      this.layer.addChild(t);
      this.texts.push(t);
    }
    this.texts.forEach((t, i) => {
      const s = spots[i];
      t.visible = !!s;
      if (!s) return;
      if (t.text !== s.text) t.text = s.text;
      t.scale.set(scale);
    });
    return true;
  }

  /** Whether any callout is shown (the leader lines' drawing is in the layer too, always there). */
  showing(): boolean {
    return this.texts.some((t) => t.visible);
  }

  /** Whether this circle's number is drawn outside it now. */
  has(route: string, circle: number): boolean {
    return this.spots.some((s) => s.route === route && s.circle === circle);
  }

  /** The callouts to place, less those whose circle shows a badge (`skip`: `route#circle`). */
  items(skip: ReadonlySet<string>, zoom: number): LabelItem[] {
    this.hidden = new Set();
    const out: LabelItem[] = [];
    this.spots.forEach((s, i) => {
      if (skip.has(`${s.route}#${s.circle}`)) {
        this.hidden.add(i);
        return;
      }
      const t = this.texts[i]!;
      out.push({ id: `callout:${i}`, anchor: s.at, w: t.width, h: t.height * 0.8, gap: s.radius + 1 / zoom });
    });
    return out;
  }

  /** Puts each callout where the layout placed it, with a leader line when it is away from its circle. */
  place(placed: ReadonlyMap<string, Box>, zoom: number): void {
    const g = this.leaders;
    g.clear();
    this.spots.forEach((s, i) => {
      const t = this.texts[i]!;
      const box = placed.get(`callout:${i}`);
      t.visible = !!box && !this.hidden.has(i);
      if (!box || !t.visible) return;
      t.position.set(box.x, box.y - t.height * 0.1);
      const near = { x: Math.max(box.x, Math.min(s.at.x, box.x + box.w)), y: Math.max(box.y, Math.min(s.at.y, box.y + box.h)) };
      const d = Math.hypot(near.x - s.at.x, near.y - s.at.y);
      if (d <= s.radius + 3 / zoom) return;
      const from = { x: s.at.x + ((near.x - s.at.x) / d) * s.radius, y: s.at.y + ((near.y - s.at.y) / d) * s.radius };
      g.moveTo(from.x, from.y).lineTo(near.x, near.y);
    });
    g.stroke({ width: 0.9 / zoom, color: '#4a5560', alpha: 0.9 });
  }

  /** Each callout shown, as a map box (for the browser tests), with its height on screen in px. */
  boxes(zoom: number): { id: string; x: number; y: number; w: number; h: number; px: number }[] {
    const out = [];
    for (const [i, s] of this.spots.entries()) {
      const t = this.texts[i]!;
      if (!t.visible) continue;
      out.push({ id: `${s.route}#${s.circle}`, x: t.x, y: t.y + t.height * 0.1, w: t.width, h: t.height * 0.8, px: (t.style.fontSize as number) * t.scale.y * zoom });
    }
    return out;
  }

  destroy(): void {
    this.layer.destroy({ children: true });
  }
}
