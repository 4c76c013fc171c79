/**
 * axe-core (the standard WCAG checker) in a page: the WCAG 2.0 and 2.1 A and AA rules, with each
 * violation in words (rule, impact, the elements and what to fix) so a failing test says where.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}
interface AxeHolder {
  axe?: { run(context: unknown, options: unknown): Promise<AxeResult> };
  document: unknown;
}

/** The A/AA violations on the page as it is now, one line per element ([] when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => Boolean((globalThis as unknown as AxeHolder).axe)))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) => {
      const g = globalThis as unknown as AxeHolder;
      return g.axe!.run(g.document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    TAGS,
  );
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
  );
}
