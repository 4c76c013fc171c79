/**
 * The page runs under a Content-Security-Policy without 'unsafe-eval'. Zod probes for eval (with
 * `new Function`) the first time it parses an object, to compile fast parsers; under the CSP the
 * probe fails, and Firefox reports the blocked eval as a page error. Telling Zod not to compile
 * skips the probe; the parsers it uses are the ones it fell back to anyway. (Pixi's probe is
 * switched off by 'pixi.js/unsafe-eval', imported where the canvas is made: pixi/stage.ts.)
 * Loaded by App.vue before any screen but the lobby (the lobby parses nothing with Zod), so it runs
 * before anything parses and stays out of the lobby's first paint.
 */
import { config } from 'zod';

config({ jitless: true });
