/**
 * A Pixi canvas that shows a map under a camera and draws only on demand: nothing runs at
 * idle. Whoever changes what is drawn calls `requestRender()`; camera moves (drag to pan,
 * wheel to zoom around the cursor) do it themselves. Frames are counted so tests can check
 * that an idle board draws nothing.
 *
 * Input is reported in map coordinates; the scene on top decides what was hit. A consumer may
 * take over a drag (the editor moving a city) by returning a `DragSession` from `onPress`.
 *
 * Pixi objects stay out of Vue reactivity: hold a BoardStage in a plain variable or markRaw it.
 */
import { Application, Container, Ticker } from 'pixi.js';
// The host's Content-Security-Policy has no 'unsafe-eval', which Pixi's shader and uniform code
// generation needs; this module swaps in eval-free versions (checked in the browser console).
import 'pixi.js/unsafe-eval';
import { Camera, wheelFactor, type Point, type Rect } from './camera.js';
import { Smoothing } from './smoothing.js';

export interface DragSession {
  move(map: Point, ev: PointerEvent): void;
  end(map: Point, ev: PointerEvent): void;
}

export interface StageOptions {
  background?: string;
  minScale?: number;
  maxScale?: number;
  /** Fit the content again whenever the canvas is resized, until the user pans or zooms by hand. */
  refitOnResize?: boolean;
  /**
   * `context` (the default): the WebGL context antialiases every frame. `after-first-frame`: the
   * first frame is drawn without, and antialiasing is switched on once the page is idle
   * (smoothing.ts): a big board's first frame comes up sooner on a software GPU.
   */
  antialias?: 'context' | 'after-first-frame';
}

export interface StageListeners {
  /** A click (press and release without moving). */
  tap?(map: Point, ev: PointerEvent): void;
  /** The pointer moved over the map (null: it left the canvas). */
  hover?(map: Point | null, ev: PointerEvent | null): void;
  /** A press: return a session to own the drag instead of panning. */
  press?(map: Point, ev: PointerEvent): DragSession | null | undefined;
  /** The camera moved (pan, zoom, fit, resize). */
  camera?(): void;
  /**
   * Just before every frame is drawn, whatever asked for it: the one place a consumer brings
   * its scene up to date, so a change needs only `requestRender()` (one frame, one callback).
   */
  beforeRender?(): void;
  /** Just after every frame is drawn. */
  afterRender?(): void;
}

/** Movement (px) that turns a press into a drag. */
const DRAG_THRESHOLD = 4;

export class BoardStage {
  readonly camera: Camera;
  /** Map space: everything in it moves with the camera. */
  readonly world = new Container();
  /** Screen space, on top (tooltips drawn in Pixi, selection rectangles). */
  readonly screen = new Container();
  framesRendered = 0;
  listeners: StageListeners = {};
  /** The user panned or zoomed by hand since the last fit: a resize keeps their view. */
  userMoved = false;

  private frameRequested = 0;
  private contentBounds: Rect = { x: 0, y: 0, width: 1000, height: 700 };
  private resizeObserver: ResizeObserver | null = null;
  private disposers: (() => void)[] = [];
  private destroyed = false;
  private readonly refitOnResize: boolean;
  /** Antialiasing switched on after the first frame (null: the context's own, always on). */
  readonly smoothing: Smoothing | null;

  private constructor(
    readonly app: Application,
    readonly host: HTMLElement,
    opts: StageOptions,
  ) {
    this.camera = new Camera(opts.minScale ?? 0.3, opts.maxScale ?? 10);
    this.refitOnResize = opts.refitOnResize ?? false;
    this.smoothing = opts.antialias === 'after-first-frame' ? new Smoothing(app.renderer) : null;
    app.stage.addChild(this.world, this.screen);
  }

  static async create(host: HTMLElement, opts: StageOptions = {}): Promise<BoardStage> {
    Ticker.system.autoStart = false;
    const app = new Application();
    await app.init({
      autoStart: false,
      sharedTicker: false,
      antialias: opts.antialias !== 'after-first-frame',
      background: opts.background ?? '#dfe9f0',
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      resolution: Math.min(2, window.devicePixelRatio || 1),
      autoDensity: true,
      preference: 'webgl',
    });
    // With autoStart off the ticker never runs; stop it anyway so nothing ticks at idle.
    app.ticker?.stop();
    // Pixi's own system ticker (pointer-over polling of its event system, the texture and
    // renderable garbage collectors) asks for an animation frame 60 times a second forever. We do
    // our own input, so stop it; its scheduled housekeeping runs after each frame we draw instead.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    const stage = new BoardStage(app, host, opts);
    const canvas = app.canvas;
    canvas.style.display = 'block';
    canvas.style.touchAction = 'none';
    host.appendChild(canvas);
    stage.wireInput(canvas);
    stage.resizeObserver = new ResizeObserver(() => stage.resize());
    stage.resizeObserver.observe(host);
    return stage;
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  get width(): number {
    return this.app.renderer.width / this.app.renderer.resolution;
  }

  get height(): number {
    return this.app.renderer.height / this.app.renderer.resolution;
  }

  /** Draws once at the next animation frame, however many times it was asked for. */
  requestRender(): void {
    if (this.frameRequested || this.destroyed) return;
    this.frameRequested = requestAnimationFrame(() => {
      this.frameRequested = 0;
      this.renderNow();
    });
  }

  renderNow(): void {
    if (this.destroyed) return;
    this.listeners.beforeRender?.();
    this.world.position.set(this.camera.x, this.camera.y);
    this.world.scale.set(this.camera.scale);
    this.drawFrame();
    this.framesRendered++;
    Ticker.system.update();
    this.listeners.afterRender?.();
    this.smoothing?.schedule(() => this.requestRender());
  }

  /** Draws the stage as it stands (no scene update): what a frame puts on the canvas. */
  drawFrame(): void {
    if (this.smoothing) this.smoothing.render(this.app.stage);
    else this.app.renderer.render(this.app.stage);
  }

  /**
   * Draws the next frames without antialiasing until the page is idle again: a board about to
   * be opened shows its first frame sooner (see StageOptions.antialias).
   */
  hurryNextFrame(): void {
    this.smoothing?.set(false);
  }

  /** The map area `fit()` shows. */
  setContentBounds(r: Rect): void {
    this.contentBounds = r;
  }

  fit(margin = 16): void {
    this.userMoved = false;
    this.camera.fit(this.contentBounds, this.width, this.height, margin);
    this.cameraChanged();
  }

  centreOn(p: Point): void {
    this.camera.centreOn(p, this.width, this.height);
    this.cameraChanged();
  }

  /** A zoom the user asked for (the + and − buttons). */
  zoomBy(factor: number): void {
    this.userMoved = true;
    this.camera.zoomAt({ x: this.width / 2, y: this.height / 2 }, factor);
    this.cameraChanged();
  }

  /** Pans just enough to bring a map point inside the view (with a margin), keeping the zoom. */
  reveal(p: Point, margin = 48): void {
    const s = this.camera.toScreen(p);
    const dx = s.x < margin ? margin - s.x : s.x > this.width - margin ? this.width - margin - s.x : 0;
    const dy = s.y < margin ? margin - s.y : s.y > this.height - margin ? this.height - margin - s.y : 0;
    if (dx === 0 && dy === 0) return;
    this.camera.panBy(dx, dy);
    this.cameraChanged();
  }

  /** A map point in page (client) coordinates: where a mouse would click it. */
  clientPoint(map: Point): Point {
    const r = this.canvas.getBoundingClientRect();
    const s = this.camera.toScreen(map);
    return { x: r.left + s.x, y: r.top + s.y };
  }

  toMap(ev: { clientX: number; clientY: number }): Point {
    const r = this.canvas.getBoundingClientRect();
    return this.camera.toMap({ x: ev.clientX - r.left, y: ev.clientY - r.top });
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frameRequested) cancelAnimationFrame(this.frameRequested);
    this.resizeObserver?.disconnect();
    for (const d of this.disposers) d();
    this.smoothing?.destroy();
    this.app.destroy(true, { children: true });
  }

  private cameraChanged(): void {
    this.listeners.camera?.();
    this.requestRender();
  }

  private resize(): void {
    if (this.destroyed) return;
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    if (w === this.width && h === this.height) return;
    const first = this.framesRendered === 0;
    this.app.renderer.resize(w, h);
    if (first) {
      this.fit();
      return;
    }
    if (this.refitOnResize && !this.userMoved) this.camera.fit(this.contentBounds, this.width, this.height, 16);
    // Resizing clears the canvas; waiting for the next animation frame would let a blank (black)
    // canvas be painted once. ResizeObserver callbacks run before paint, so draw right now.
    this.listeners.camera?.();
    if (this.frameRequested) cancelAnimationFrame(this.frameRequested);
    this.frameRequested = 0;
    this.renderNow();
  }

  private wireInput(canvas: HTMLCanvasElement): void {
    let press: { id: number; x: number; y: number; dragging: boolean; session: DragSession | null } | null = null;

    const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (ev: HTMLElementEventMap[K]) => void, opts?: AddEventListenerOptions) => {
      canvas.addEventListener(type, fn as EventListener, opts);
      this.disposers.push(() => canvas.removeEventListener(type, fn as EventListener, opts));
    };

    on('pointerdown', (ev) => {
      if (ev.button !== 0 && ev.button !== 1) return;
      canvas.setPointerCapture(ev.pointerId);
      const session = ev.button === 0 ? (this.listeners.press?.(this.toMap(ev), ev) ?? null) : null;
      press = { id: ev.pointerId, x: ev.clientX, y: ev.clientY, dragging: false, session };
    });
    on('pointermove', (ev) => {
      if (!press || press.id !== ev.pointerId) {
        this.listeners.hover?.(this.toMap(ev), ev);
        return;
      }
      const dx = ev.clientX - press.x;
      const dy = ev.clientY - press.y;
      if (!press.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      press.dragging = true;
      if (press.session) {
        press.session.move(this.toMap(ev), ev);
        this.requestRender();
        return;
      }
      canvas.style.cursor = 'grabbing';
      this.userMoved = true;
      this.camera.panBy(dx, dy);
      press.x = ev.clientX;
      press.y = ev.clientY;
      this.cameraChanged();
    });
    const release = (ev: PointerEvent, cancelled: boolean) => {
      if (!press || press.id !== ev.pointerId) return;
      const p = press;
      press = null;
      canvas.style.cursor = '';
      if (p.session) {
        p.session.end(this.toMap(ev), ev);
        this.requestRender();
        if (p.dragging) return;
      }
      if (!p.dragging && !cancelled) this.listeners.tap?.(this.toMap(ev), ev);
    };
    on('pointerup', (ev) => release(ev, false));
    on('pointercancel', (ev) => release(ev, true));
    on('pointerleave', () => {
      if (!press) this.listeners.hover?.(null, null);
    });
    on(
      'wheel',
      (ev) => {
        ev.preventDefault();
        const r = canvas.getBoundingClientRect();
        this.userMoved = true;
        this.camera.zoomAt({ x: ev.clientX - r.left, y: ev.clientY - r.top }, wheelFactor(ev.deltaY, ev.deltaMode));
        this.cameraChanged();
      },
      { passive: false },
    );
  }
}
