import { describe, expect, it } from 'vitest';
import { backgroundImage } from './board-header.js';
import { MAX_PICTURE_BYTES, MAX_PICTURE_CHARS, pictureDataProblem } from './board-picture.js';

// The smallest PNG: a 1×1 transparent pixel.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
// The first bytes of a JPEG (SOI and an APP0 marker), enough for the check.
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const base = { file: 'map.png', x: 0, y: 0, scale: 1, opacity: 0.5, locked: false };

describe('A board carries its picture (data URL, PNG or JPEG, bounded)', () => {
  it('keeps a PNG and a JPEG, and a background without data stays valid (older boards)', () => {
    expect(pictureDataProblem(PNG)).toBeNull();
    expect(pictureDataProblem(JPEG)).toBeNull();
    expect(backgroundImage.safeParse({ ...base, data: PNG }).success).toBe(true);
    expect(backgroundImage.safeParse(base).success).toBe(true);
  });

  it('refuses another type, a PNG whose bytes are not a PNG, and broken base64, saying why', () => {
    expect(pictureDataProblem('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toMatch(/PNG or JPEG/);
    expect(pictureDataProblem('data:image/png;base64,/9j/4AAQSkZJRgABAQ==')).toMatch(/says it is a PNG, but its bytes are not/);
    expect(pictureDataProblem('data:image/jpeg;base64,/9j/4AA*')).toMatch(/not valid base64/);
    const res = backgroundImage.safeParse({ ...base, data: 'data:image/png;base64,AAAA' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.path).toEqual(['data']);
  });

  it(`refuses a picture over ${MAX_PICTURE_BYTES / 1024 / 1024} MiB with its size and the limit`, () => {
    const big = 'data:image/jpeg;base64,/9j/' + 'A'.repeat(MAX_PICTURE_CHARS);
    expect(pictureDataProblem(big)).toMatch(/about 4\.0 MiB; a board may carry a picture of at most 4\.0 MiB/);
    expect(backgroundImage.safeParse({ ...base, data: big }).success).toBe(false);
  });
});
