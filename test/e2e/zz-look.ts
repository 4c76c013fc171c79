import { launchBrowser, newPage, screenshot, startHost } from './support.ts';
const host = await startHost({ botDelayMs: 30 });
const browser = await launchBrowser();
try {
  const { page, problems } = await newPage(browser, host.url);
  const tid = (id: string) => `[data-testid="${id}"]`;
  await page.click(tid('open-editor'));
  await page.click(tid('file-open'));
  await page.click(tid('open-bundled:blue-skies/usa'));
  await page.waitForTimeout(1500);
  await screenshot(page, 'bs-look-editor-1');
  await page.click(tid('tab-regions'));
  await page.click(tid('region-show-northeast'));
  await page.click(tid('region-show-transcontinental'));
  await page.waitForTimeout(500);
  await screenshot(page, 'bs-look-editor-2');
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.waitForTimeout(800);
  await screenshot(page, 'bs-look-editor-3');
  console.log(problems);
} finally {
  await browser.close();
  await host.stop();
}
