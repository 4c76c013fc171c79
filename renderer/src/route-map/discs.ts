/**
 * The route map's thousands of plain discs (a route's cost circles, a city's dot) as sprites of
 * one shared texture each, instead of circles tessellated by Graphics. A tessellated circle with
 * its edge is some 300 vertex indices; a 1,500-route board's 4,500 circles made 1.3 M of them a
 * frame, which SwiftShader (the browser tests' WebGL, and a machine without a GPU) draws on the
 * CPU. A sprite is one quad (6 indices), and all of them batch into a few draw calls.
 *
 * The texture is painted once per look (fill, edge colour, edge width as a share of the radius),
 * large and with mipmaps, so a disc reads the same zoomed far in as zoomed out.
 */
import { CanvasSource, DOMAdapter, Sprite, Texture } from 'pixi.js';

/** How a disc looks: its fill, and an edge of `edgeWidth` map units centred on its rim. */
export interface DiscLook {
  fill: string;
  edge: string;
  edgeWidth: number;
}

/** The texture's side (px): a disc stays sharp up to about this size on screen. */
const TEXTURE_PX = 128;
/** Clear pixels round the painted disc, so its antialiased rim is not cut. */
const PAD_PX = 2;
/** Textures by look; the edge's share of the radius is rounded, so a few radii share one. */
const textures = new Map<string, Texture>();

/** How far a disc reaches from its centre, edge included (map units). */
const reach = (radius: number, look: DiscLook) => radius + look.edgeWidth / 2;

function textureFor(radius: number, look: DiscLook): Texture {
  const share = Math.round((look.edgeWidth / radius) * 1000) / 1000;
  const key = `${look.fill}|${look.edge}|${share}`;
  const known = textures.get(key);
  if (known) return known;
  const canvas = DOMAdapter.get().createCanvas(TEXTURE_PX, TEXTURE_PX);
  const ctx = canvas.getContext('2d')!;
  // Painted at a unit radius of 1: the edge is `share` wide, the whole disc reaches 1 + share / 2.
  const k = (TEXTURE_PX / 2 - PAD_PX) / (1 + share / 2);
  ctx.beginPath();
  ctx.arc(TEXTURE_PX / 2, TEXTURE_PX / 2, k, 0, Math.PI * 2);
  ctx.fillStyle = look.fill;
  ctx.fill();
  if (share > 0) {
    ctx.lineWidth = share * k;
    ctx.strokeStyle = look.edge;
    ctx.stroke();
  }
  const texture = new Texture({
    source: new CanvasSource({ resource: canvas, width: TEXTURE_PX, height: TEXTURE_PX, resolution: 1, autoGenerateMipmaps: true, scaleMode: 'linear' }),
  });
  textures.set(key, texture);
  return texture;
}

/** A disc of `radius` map units centred at (x, y). */
export function discSprite(x: number, y: number, radius: number, look: DiscLook): Sprite {
  const s = new Sprite(textureFor(radius, look));
  s.anchor.set(0.5);
  placeDisc(s, x, y, radius, look);
  return s;
}

/** Moves and sizes a disc made by `discSprite` (a new radius may take another texture). */
export function placeDisc(s: Sprite, x: number, y: number, radius: number, look: DiscLook): void {
  const texture = textureFor(radius, look);
  if (s.texture !== texture) s.texture = texture;
  s.position.set(x, y);
  // The texture's painted disc (TEXTURE_PX / 2 - PAD_PX px from its centre) is `reach` map units.
  s.scale.set(reach(radius, look) / (TEXTURE_PX / 2 - PAD_PX));
}
