import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.js';

describe('a load shared by every caller', () => {
  it('loads once for every caller, and a failed load is not kept', async () => {
    let calls = 0;
    let lost = true;
    const load = loadOnce(async () => {
      calls++;
      if (lost) throw new Error('chunk lost');
      return { calls };
    });
    await expect(load()).rejects.toThrow('chunk lost');
    lost = false;
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toEqual({ calls: 2 });
    expect(await load()).toBe(await first);
    expect(calls).toBe(2);
  });
});
