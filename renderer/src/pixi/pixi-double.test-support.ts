/**
 * A stand-in for pixi.js in the unit tests (Node has no canvas or WebGL): Container, Graphics and
 * Text keep the state the scenes read back (children, position, scale, alpha, a text's size), and
 * every drawing call on a Graphics (clear, circle, stroke …) and every change of a text is
 * counted in `drawCalls`, so a test can say a call drew nothing. Use it with
 * `vi.mock('pixi.js', () => import(<relative path to this file>))`.
 */
export const drawCalls = { count: 0 };

class Pair {
  constructor(
    public x = 0,
    public y = 0,
  ) {}
  set(x = 0, y = x): void {
    this.x = x;
    this.y = y;
  }
}

export class Container {
  children: Container[] = [];
  parent: Container | null = null;
  readonly position = new Pair();
  readonly scale = new Pair(1, 1);
  readonly pivot = new Pair();
  alpha = 1;
  visible = true;
  rotation = 0;
  isRenderGroup = false;
  /** Left out of the frame (the route map culls what is off screen). */
  culled = false;
  destroyed = false;

  get x(): number {
    return this.position.x;
  }
  set x(v: number) {
    this.position.x = v;
  }
  get y(): number {
    return this.position.y;
  }
  set y(v: number) {
    this.position.y = v;
  }

  addChild<T extends Container>(...children: T[]): T {
    for (const c of children) {
      c.parent?.removeChild(c);
      c.parent = this;
      this.children.push(c);
    }
    return children[0]!;
  }

  addChildAt<T extends Container>(c: T, index: number): T {
    c.parent?.removeChild(c);
    c.parent = this;
    this.children.splice(Math.max(0, Math.min(index, this.children.length)), 0, c);
    return c;
  }

  removeChild<T extends Container>(c: T): T {
    this.children = this.children.filter((x) => x !== c);
    c.parent = null;
    return c;
  }

  removeChildren(): Container[] {
    const out = this.children;
    for (const c of out) c.parent = null;
    this.children = [];
    return out;
  }

  destroy(options?: { children?: boolean }): void {
    this.destroyed = true;
    if (options?.children) for (const c of this.children) c.destroy(options);
    this.parent?.removeChild(this);
  }
}

/** Every drawing method (any name not on Container) is counted and chains. */
export class Graphics extends Container {
  /** Its drawing's batching (see the route map's parts, which ask to be batched whatever their size). */
  readonly context = { batchMode: 'auto' };
  constructor() {
    super();
    return new Proxy(this, {
      get(target, prop, receiver) {
        if (prop in target || typeof prop !== 'string') return Reflect.get(target, prop, receiver);
        return () => {
          drawCalls.count++;
          return receiver;
        };
      },
    });
  }
}

/** A texture: only its identity matters to the scenes (route-map/discs.ts shares one per look). */
export class Texture {
  constructor(readonly options: unknown = {}) {}
}

/** A canvas-backed texture source: kept, never painted. */
export class CanvasSource {
  constructor(readonly options: unknown = {}) {}
}

/** A 2D context that takes every call and every setting and draws nothing. */
const inertContext = (): unknown => new Proxy({}, { get: () => () => {}, set: () => true });

/** The DOM the textures are painted on: a canvas whose 2D context draws nothing. */
export const DOMAdapter = {
  get: () => ({ createCanvas: (width = 1, height = 1) => ({ width, height, getContext: inertContext }) }),
};

/** One texture drawn as a quad (route-map/discs.ts): its texture, anchor, place and scale. */
export class Sprite extends Container {
  readonly anchor = new Pair();
  constructor(public texture: Texture) {
    super();
  }
}

interface Style {
  fontSize?: number;
  fill?: unknown;
  [k: string]: unknown;
}

export class Text extends Container {
  readonly anchor = new Pair();
  readonly resolution: number;
  private value: string;
  /** Changing the style re-rasterises a real text: counted. */
  readonly style: Style;

  constructor(options: { text?: string; style?: Style; resolution?: number } = {}) {
    super();
    drawCalls.count++;
    this.value = options.text ?? '';
    this.resolution = options.resolution ?? 1;
    const style: Style = { fontSize: 26, ...options.style };
    this.style = new Proxy(style, {
      set(target, prop, v) {
        if (target[prop as string] !== v) drawCalls.count++;
        target[prop as string] = v;
        return true;
      },
    });
  }

  get text(): string {
    return this.value;
  }
  set text(v: string) {
    if (v !== this.value) drawCalls.count++;
    this.value = v;
  }

  /** A rough measure: 0.6 em a letter, 1.2 em a line. */
  get width(): number {
    return this.value.length * (this.style.fontSize ?? 26) * 0.6 * this.scale.x;
  }
  get height(): number {
    return (this.style.fontSize ?? 26) * 1.2 * this.scale.y;
  }
}

export type TextStyleOptions = Style;

/** A glyph-atlas word (route-map/glyphs.ts): measured and counted like a Text. */
export class BitmapText extends Text {}

/** Text measuring: only its grapheme split (route-map/glyphs.ts gives plain text a quicker one). */
export const CanvasTextMetrics = {
  graphemeSegmenter: (s: string): string[] => Array.from(s),
};

/** The glyph atlases: installing one draws nothing the tests count. */
export const BitmapFont = {
  installed: new Set<string>(),
  install(options: { name: string }): void {
    BitmapFont.installed.add(options.name);
  },
};

/** What one `set(config)` of a scene did: whether it said it changed, what it drew, the frames it asked for. */
export interface SetEffect {
  changed: boolean;
  draws: number;
  frames: number;
}

/** Runs a scene's `set` and counts its draws and the frames it asks for (through `onChange`). */
export function setEffect<C>(scene: { onChange: () => void; set(config: C): boolean }, config: C): SetEffect {
  const draws = drawCalls.count;
  let frames = 0;
  const before = scene.onChange;
  scene.onChange = () => frames++;
  try {
    const changed = scene.set(config);
    return { changed, draws: drawCalls.count - draws, frames };
  } finally {
    scene.onChange = before;
  }
}

/** A play scene's promise: a config is drawn once, and the same config again (new objects) draws nothing. */
export function expectSameConfigIdle<C>(scene: { onChange: () => void; set(config: C): boolean }, config: () => C): void {
  const first = setEffect(scene, config());
  if (!first.changed || first.draws === 0 || first.frames === 0) throw new Error(`the first set drew nothing: ${JSON.stringify(first)}`);
  const again = setEffect(scene, config());
  if (again.changed || again.draws !== 0 || again.frames !== 0) throw new Error(`the same config again drew or asked for a frame: ${JSON.stringify(again)}`);
}
