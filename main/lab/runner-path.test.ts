/** Where a packaged app's lab worker is loaded from (lab-pool.ts, electron-builder.yml asarUnpack). */
import { describe, expect, it } from 'vitest';
import { unpackedPath } from './lab-pool.js';

describe('the lab worker in a packaged app', () => {
  it('is loaded from app.asar.unpacked, never from inside app.asar; other paths are left alone', () => {
    expect(unpackedPath('/opt/Boardwright/resources/app.asar/out/main/lab-worker.cjs')).toBe('/opt/Boardwright/resources/app.asar.unpacked/out/main/lab-worker.cjs');
    expect(unpackedPath('C:\\Program Files\\Boardwright\\resources\\app.asar\\out\\main\\lab-worker.cjs')).toBe(
      'C:\\Program Files\\Boardwright\\resources\\app.asar.unpacked\\out\\main\\lab-worker.cjs',
    );
    expect(unpackedPath('/opt/Boardwright/resources/app.asar.unpacked/out/main/lab-worker.cjs')).toBe('/opt/Boardwright/resources/app.asar.unpacked/out/main/lab-worker.cjs');
    expect(unpackedPath('/home/me/boardwright/out/main/lab-worker.cjs')).toBe('/home/me/boardwright/out/main/lab-worker.cjs');
    expect(unpackedPath('/home/me/my-app.asar/out/main/lab-worker.cjs')).toBe('/home/me/my-app.asar/out/main/lab-worker.cjs');
  });
});
