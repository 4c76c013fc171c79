import { describe, expect, it } from 'vitest';
import { reportDate } from './html.js';

// Issue 27: a report's date reads as its language writes dates, not as an ISO stamp.
describe('a lab report page words when it was made in its language', () => {
  const at = '2026-11-28T17:20:06.123Z';
  it('writes the month as a word in English, French and German, in UTC', () => {
    expect(reportDate(at, 'en')).toMatch(/November 28, 2026.*5:20:06\s?PM/);
    expect(reportDate(at, 'fr')).toMatch(/28 novembre 2026.*17:20:06/);
    expect(reportDate(at, 'de')).toMatch(/28\. November 2026.*17:20:06/);
  });
  it('shows a date that does not parse as it was stored, instead of failing the page', () => {
    expect(reportDate('not a dateTmore', 'fr')).toBe('not a date more');
  });
});
