/**
 * The route map's thousands of plain discs (a route's cost circles, a city's dot) as sprites of
 * one shared texture each, instead of circles tessellated by Graphics. A tessellated circle with
 * its edge is some 300 vertex indices; a 1,500-route board's 4,500 circles made 1.3 M of them a
 * frame, which SwiftShader (the browser tests' WebGL, and a machine without a GPU) draws on the
 * CPU. A sprite is one quad (6 indices), and all of them batch into a few draw calls.
 *
 * The texture is painted once per look (fill, edge colour, edge width as a share of the radius)
 * and size: a disc's texture is between one and two times its size on screen (a power of two),
 * so it is drawn sharp, and its thin edge as dark as a tessellated circle's, at any zoom (a large
 * texture with mipmaps blurred a zoomed-out board's edges to a faint grey).
 */
import { CanvasSource, DOMAdapter, Sprite, Texture, type Graphics } from 'pixi.js';

/** How a disc looks: its fill, and an edge of `edgeWidth` map units centred on its rim. */
export interface DiscLook {
  fill: string;
  edge: string;
  edgeWidth: number;
}

/** The textures' sides (px): the smallest and the largest. */
const MIN_PX = 16;
const MAX_PX = 256;
/** A clear pixel round the painted disc, so its antialiased rim is not cut. */
const PAD_PX = 1;
/** Textures by look and side; the edge's share of the radius is rounded, so a few radii share one. */
const textures = new Map<string, Texture>();

/** How far a disc reaches from its centre, edge included (map units). */
const reach = (radius: number, look: DiscLook) => radius + look.edgeWidth / 2;

/** The side of a disc's texture at this zoom (`zoom` screen pixels a map unit, times the screen's pixel ratio). */
export function sideAt(radius: number, look: DiscLook, zoom: number): number {
  const ratio = Math.min(2, Math.max(1, (globalThis as { devicePixelRatio?: number }).devicePixelRatio || 1));
  const onScreen = 2 * reach(radius, look) * zoom * ratio;
  return Math.min(MAX_PX, Math.max(MIN_PX, 2 ** Math.ceil(Math.log2(Math.max(1, onScreen)))));
}

function textureFor(radius: number, look: DiscLook, side: number): Texture {
  const share = Math.round((look.edgeWidth / radius) * 1000) / 1000;
  const key = `${look.fill}|${look.edge}|${share}|${side}`;
  const known = textures.get(key);
  if (known) return known;
  const canvas = DOMAdapter.get().createCanvas(side, side);
  const ctx = canvas.getContext('2d')!;
  // Painted at a unit radius of k: the edge is `share` wide, the whole disc reaches k (1 + share / 2).
  const k = (side / 2 - PAD_PX) / (1 + share / 2);
  ctx.beginPath();
  ctx.arc(side / 2, side / 2, k, 0, Math.PI * 2);
  ctx.fillStyle = look.fill;
  ctx.fill();
  if (share > 0) {
    ctx.lineWidth = share * k;
    ctx.strokeStyle = look.edge;
    ctx.stroke();
  }
  const texture = new Texture({
    source: new CanvasSource({ resource: canvas, width: side, height: side, resolution: 1, scaleMode: 'linear' }),
  });
  textures.set(key, texture);
  return texture;
}

/** A disc of `radius` map units centred at (x, y), for a camera at `zoom`. */
export function discSprite(x: number, y: number, radius: number, look: DiscLook, zoom: number): Sprite {
  const s = new Sprite(textureFor(radius, look, sideAt(radius, look, zoom)));
  s.anchor.set(0.5);
  placeDisc(s, x, y, radius, look, zoom);
  return s;
}

/** Moves and sizes a disc made by `discSprite` (a new radius or zoom may take another texture). */
export function placeDisc(s: Sprite, x: number, y: number, radius: number, look: DiscLook, zoom: number): void {
  const side = sideAt(radius, look, zoom);
  const texture = textureFor(radius, look, side);
  if (s.texture !== texture) s.texture = texture;
  s.position.set(x, y);
  // The texture's painted disc (side / 2 - PAD_PX px from its centre) is `reach` map units.
  s.scale.set(reach(radius, look) / (side / 2 - PAD_PX));
}

/** The plain dot's texture side (px), large enough for a dot at the camera's nearest zoom. */
const DOT_PX = 64;
let dot: Texture | null = null;

/**
 * A white disc filling its texture (less a clear pixel round it), mipmapped: the dots of a dotted
 * route drawn as textured quads of a Graphics (`dotQuad`), tinted to the line's colour. A dot is
 * 6 vertex indices that way, where a tessellated circle was 48; a 1,500-route board's dotted
 * lines drew 160,000 a frame. A plain fill has no thin edge for mipmaps to grey.
 */
export function dotTexture(): Texture {
  if (dot) return dot;
  const canvas = DOMAdapter.get().createCanvas(DOT_PX, DOT_PX);
  const ctx = canvas.getContext('2d')!;
  ctx.beginPath();
  ctx.arc(DOT_PX / 2, DOT_PX / 2, DOT_PX / 2 - PAD_PX, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  dot = new Texture({
    source: new CanvasSource({ resource: canvas, width: DOT_PX, height: DOT_PX, resolution: 1, scaleMode: 'linear', autoGenerateMipmaps: true }),
  });
  return dot;
}

/** A dot of `radius` map units at (x, y) in `colour`, added to a Graphics (see dotTexture). */
export function dotQuad(g: Graphics, x: number, y: number, radius: number, colour: string): void {
  // The painted disc is PAD_PX short of the texture's edge: the quad is that much larger.
  const half = (radius * DOT_PX) / (DOT_PX - 2 * PAD_PX);
  g.texture(dotTexture(), colour, x - half, y - half, 2 * half, 2 * half);
}
