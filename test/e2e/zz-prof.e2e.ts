import { it } from 'vitest';
import { launchBrowser, newPage, startHost, highlightedRoutes } from './support.js';
import { startEurope, pointOf, highlightedCities, timedPointer, nextMoment, act } from './airlines-europe-helpers.js';
it('prof', async () => {
const host = await startHost({ botDelayMs: 0 });
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, host.url);
  await startEurope(page, { seed: 7 });
  const hand = page.locator('button[data-testid^="hand-"]');
  await hand.nth(0).click(); await hand.nth(1).click();
  await act(page, () => page.getByTestId('composer-confirm').click());
  await nextMoment(page);
  const homes = await highlightedCities(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t: number[] = [];
  t.push(await timedPointer(page, await pointOf(page, 'city', homes[0]!), 'click'));
  const routes = await highlightedRoutes(page);
  for (const r of routes.slice(0, 4)) t.push(await timedPointer(page, await pointOf(page, 'route', r), 'hover'));
  t.push(await timedPointer(page, await pointOf(page, 'route', routes[0]!), 'click'));
  const { profile } = await cdp.send('Profiler.stop') as any;
  console.log('times', t.map((x) => x.toFixed(0)).join(' '));
  const self = new Map<string, number>();
  const dt = profile.timeDeltas as number[];
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  profile.samples.forEach((id: number, i: number) => {
    const n: any = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
} finally {
  await browser.close();
  await host.stop();
}

}, 300000);
