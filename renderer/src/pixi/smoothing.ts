/**
 * Multisampled antialiasing (MSAA) that a stage switches on after its first frame instead of
 * asking the WebGL context for it. Where the GPU is software (SwiftShader: headless Chromium, a
 * machine without a usable GPU) the first frame of a big board is mostly the time spent drawing
 * it, and every sample drawn four times over is a large share of that. So the canvas's own
 * context has no MSAA; the first frame is drawn straight to it (its lines a little jagged for
 * a moment), and once the page is idle the scene is drawn into a multisampled texture, which
 * is resolved and copied to the canvas: from then on every frame looks as the antialiased
 * context drew it.
 */
import { Container, RenderTexture, Sprite, type Renderer } from 'pixi.js';

/** How long the switch may wait for the page to go idle (ms). */
const IDLE_TIMEOUT_MS = 300;

export class Smoothing {
  /** True once frames are drawn through the multisampled texture. */
  on = false;
  private target: RenderTexture | null = null;
  private readonly shown = new Container();
  private readonly sprite = new Sprite();
  private pending = 0;

  constructor(private readonly renderer: Renderer) {
    this.shown.addChild(this.sprite);
  }

  /**
   * After a frame: asks for the switch once the page is idle (`redraw` draws a frame with it).
   * Does nothing when it is on or asked for already.
   */
  schedule(redraw: () => void): void {
    if (this.on || this.pending) return;
    const run = (): void => {
      this.pending = 0;
      this.set(true);
      redraw();
    };
    this.pending = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 0);
  }

  /** Switches MSAA on or off now (off: as the first frame is drawn). */
  set(on: boolean): void {
    if (this.pending) {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(this.pending);
      else clearTimeout(this.pending);
      this.pending = 0;
    }
    this.on = on;
    if (!on) return;
    // Only a WebGL 2 context can draw into a multisampled texture; without it frames stay as drawn.
    if (!this.supported()) {
      this.on = false;
      return;
    }
    this.fitTarget();
  }

  /** Draws `stage`: through the multisampled texture when on, else straight to the canvas. */
  render(stage: Container): void {
    if (!this.on) {
      this.renderer.render(stage);
      return;
    }
    const target = this.fitTarget();
    this.renderer.render({ container: stage, target, clear: true, clearColor: this.renderer.background.colorRgba });
    this.renderer.render(this.shown);
  }

  destroy(): void {
    this.set(false);
    this.target?.destroy(true);
    this.target = null;
    this.shown.destroy({ children: true });
  }

  private supported(): boolean {
    const gl = (this.renderer as { gl?: unknown }).gl;
    return typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
  }

  /** The texture, the canvas's size and resolution (made or resized as needed). */
  private fitTarget(): RenderTexture {
    const { width, height, resolution } = this.renderer;
    const w = width / resolution;
    const h = height / resolution;
    if (!this.target) {
      this.target = RenderTexture.create({ width: w, height: h, resolution, antialias: true });
      this.sprite.texture = this.target;
    } else if (this.target.width !== w || this.target.height !== h || this.target.source.resolution !== resolution) {
      this.target.resize(w, h, resolution);
    }
    return this.target;
  }
}
