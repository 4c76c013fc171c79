import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readKindFile, writeKindFile } from './files.js';

const dir = mkdtempSync(join(tmpdir(), 'bw-files-'));

describe('dialog file access', () => {
  it('writes a board atomically and reads it back', async () => {
    const path = join(dir, 'mine.board.json');
    await writeKindFile('board', path, '{"a":1}\n');
    await writeKindFile('board', path, '{"a":2}\n');
    expect(readFileSync(path, 'utf8')).toBe('{"a":2}\n');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect((await readKindFile('board', path)).text).toBe('{"a":2}\n');
  });

  it('reads a picture as a data URL', async () => {
    const path = join(dir, 'scan.png');
    writeFileSync(path, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const res = await readKindFile('image', path);
    expect(res.dataUrl).toBe('data:image/png;base64,iVBORw==');
  });

  it('refuses files of the wrong kind, and never writes pictures', async () => {
    await expect(readKindFile('board', join(dir, 'x.exe'))).rejects.toThrow(/not a JSON file/);
    await expect(readKindFile('image', join(dir, 'x.json'))).rejects.toThrow(/not a PNG or JPEG/);
    await expect(writeKindFile('image', join(dir, 'a.png'), 'x')).rejects.toThrow(/never written/);
  });
});
