import { describe, expect, it } from 'vitest';
import { contrast, DARK_TEXT, LIGHT_TEXT, readableOn } from './contrast.js';

describe('WCAG contrast', () => {
  it('gives the known ratios: black on white 21, a colour on itself 1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    // The old faint grey on white, as axe-core measured it.
    expect(contrast('#8b96a1', '#ffffff')).toBeCloseTo(3.01, 2);
  });

  it('picks the text colour that meets AA on the airline colours the brightness rule got wrong', () => {
    // White was chosen on these and read at 2.8–4.2:1.
    for (const bg of ['#2e8b57', '#e67e22', '#7f8c8d', '#e84393']) {
      expect(readableOn(bg)).toBe(DARK_TEXT);
      expect(contrast(readableOn(bg), bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableOn('#1c2a78')).toBe(LIGHT_TEXT);
  });

  it('reaches 4.5:1 on any colour', () => {
    for (let v = 0; v < 0x1000000; v += 0x0f0f0f / 3) {
      const bg = `#${Math.floor(v).toString(16).padStart(6, '0')}`;
      expect(contrast(readableOn(bg), bg), bg).toBeGreaterThanOrEqual(4.5);
    }
  });
});
