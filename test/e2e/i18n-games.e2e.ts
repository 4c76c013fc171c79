/**
 * Each game's table in French or German (the browser's language): the prompt, a panel, the log
 * and a refusal read in it, and a move is played. A refusal is made by spoiling the move on its
 * way to the host (the socket rewritten), so the host's own refusal comes back, worded by this
 * client. Screenshots at 1024×640 for a person to look at (long German words); axe at 0.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { lit, squarePoint } from './linie1-helpers.js';
import { act, nextMoment, prompt, screenshot, shareHostAndBrowser, startTable } from './support.js';
import { refusedWith } from './spoil.js';
import { openInLocale, type LocalePage } from './locale-page.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

type Opened = LocalePage;
const open = (locale: string): Promise<Opened> => openInLocale(shared.browser, shared.host.url, locale);

/** Does `send` with the move spoilt; resolves with the refusal's words once they show. */
const refused = (o: Opened, send: () => Promise<void>): Promise<string> => refusedWith(o.page, o.spoil, send);

/** The game log's words (the log is folded in a narrow window: it is opened first). */
async function log(page: Page): Promise<string> {
  if ((await page.getByTestId('log-expand').count()) > 0) await page.getByTestId('log-expand').click();
  return (await page.getByTestId('game-log').textContent()) ?? '';
}
const text = async (page: Page, testid: string) => (await page.getByTestId(testid).textContent()) ?? '';

async function looked(o: Opened, name: string): Promise<void> {
  await screenshot(o.page, name);
  expect(await axeViolations(o.page), name).toEqual([]);
}

interface Hook {
  __boardwright?: { highlightedCities?: () => string[]; cityPoint?: (id: string) => { x: number; y: number } | null };
}

describe("Each game's table in French and German", () => {
  it('Airlines in French: prompt, hand and airlines panels, a refusal, an expansion in the log', async () => {
    const o = await open('fr-FR');
    const { page } = o;
    await startTable(page, { game: 'airlines', seed: 7 });
    expect(await nextMoment(page)).toBe('mine');
    await expect.poll(() => prompt(page)).toMatch(/^À vous : fondez une compagnie/);
    expect(await text(page, 'hand')).toContain('Votre main');
    expect(await text(page, 'market')).toContain('Cartes Action');
    expect(await text(page, 'shares')).toContain('Compagnies et Actions posées');
    expect(await text(page, 'move-list')).toContain('Agrandir : tirer une carte Vol, puis prendre une route');
    // Why an airline cannot be founded comes from the host by key and reads in French here.
    await page.getByTestId('not-now').locator('summary').click();
    expect(await text(page, 'not-now')).toMatch(/— Vous n’avez aucune carte Action [A-Z]+ : pour la fonder, il faut en poser au moins une\./);
    // The table's own words round it: what is not offered, the map's zoom buttons.
    expect(await page.getByTestId('not-now').locator('summary').textContent()).toMatch(/^Pas maintenant : [A-Z]+/);
    expect(await page.getByRole('button', { name: 'Zoom avant' }).count()).toBe(1);
    expect(await refused(o, () => page.getByTestId('do-expand').click())).toContain('Ce n’est pas un coup du jeu');
    await looked(o, 'i18n-games-airlines-fr');
    await act(page, () => page.getByTestId('do-expand').click());
    await expect.poll(() => prompt(page)).toMatch(/^Cliquez une route en surbrillance pour la prendre/);
    expect(await log(page)).toMatch(/agrandit un réseau/);
    expect(o.problems).toEqual([]);
    await page.context().close();
  });

  it('Airlines Europe in German: the opening prompt, the panels, a refusal, the opening picked and logged', async () => {
    const o = await open('de-DE');
    const { page } = o;
    await startTable(page, { game: 'airlines-europe', seed: 7 });
    await expect.poll(() => prompt(page)).toMatch(/^Wähle aus deiner Hand zwei Aktien verschiedener Gesellschaften/);
    expect(await text(page, 'hand')).toContain('1 Siegpunkt (nur du siehst sie)');
    expect(await text(page, 'market')).toContain('Börse');
    expect(await text(page, 'shares')).toContain('Gesellschaften und Spieler');
    const hand = page.locator('button[data-testid^="hand-"]');
    await hand.nth(0).click();
    await hand.nth(1).click();
    await page.getByTestId('composer-confirm').waitFor();
    expect(await refused(o, () => page.getByTestId('composer-confirm').click())).toContain('Das ist kein Zug von');
    await looked(o, 'i18n-games-europe-de');
    await page.keyboard.press('Escape');
    await hand.nth(0).click();
    await hand.nth(1).click();
    await act(page, () => page.getByTestId('composer-confirm').click());
    await expect.poll(() => log(page)).toMatch(/Du hast .+ und .+ gewählt|hat zwei Aktien gewählt/);
    expect(o.problems).toEqual([]);
    await page.context().close();
  });

  it('Blue Skies in French: the first gates, the step bar and players panel, a refusal, a gate opened and logged', async () => {
    const o = await open('fr-FR');
    const { page } = o;
    await startTable(page, { game: 'blue-skies', seats: ['human', 'strategic', 'strategic'], seed: 5 });
    await expect.poll(() => prompt(page), { timeout: 60_000 }).toMatch(/^Vos premières portes : reste \d+ points/);
    expect(await text(page, 'step-bar')).toContain('Mise en place');
    expect(await page.locator('section.everyone').textContent()).toContain('Joueurs');
    expect(await text(page, 'hand')).toContain('Vos cartes demande');
    const airports = await page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.highlightedCities?.() ?? []);
    expect(airports.length).toBeGreaterThan(0);
    const point = await page.evaluate((a) => (globalThis as unknown as Hook).__boardwright?.cityPoint?.(a) ?? null, airports[0]!);
    // The host's note on what a gate there costs comes by key and reads in French in the hover card
    // (the pointer comes onto the airport afresh on each try: one move may land before the map sees it).
    await expect
      .poll(async () => {
        await page.mouse.move(point!.x + 30, point!.y + 30);
        await page.mouse.move(point!.x, point!.y);
        return page.getByTestId('airport-tooltip').textContent().catch(() => '');
      })
      .toMatch(/La prochaine porte \(porte \d+\) coûte \d+ points?/);
    const click = () => page.mouse.click(point!.x, point!.y);
    expect(await refused(o, click)).toContain('Ce n’est pas un coup du jeu');
    await looked(o, 'i18n-games-blue-skies-fr');
    await act(page, click);
    await expect.poll(() => log(page)).toMatch(/ouvre une porte à .+ pour \d+ points?\./);
    expect(o.problems).toEqual([]);
    await page.context().close();
  });

  it('Linie 1 in German: the prompt, the route card and tiles, a refusal, a tile laid and logged', async () => {
    const o = await open('de-CH');
    const { page } = o;
    await startTable(page, { game: 'linie1', seed: 4 });
    expect(await nextMoment(page)).toBe('mine');
    await expect.poll(() => prompt(page)).toMatch(/^Du bist dran: lege noch \d Plättchen/);
    expect(await text(page, 'hand')).toContain('Deine Linie und Fahrt');
    expect(await text(page, 'hand')).toContain('im verdeckten Stapel');
    expect(await text(page, 'players-hands')).toContain('Die anderen');
    const place = async () => {
      await page.locator('[data-testid^=hand-]:enabled').first().click();
      await page.getByTestId('turn-controls').waitFor();
      const [row, col] = (await lit(page))[0]!.split(',').map(Number);
      const p = await squarePoint(page, row!, col!);
      await page.mouse.move(p.x, p.y);
      await page.mouse.click(p.x, p.y);
    };
    expect(await refused(o, place)).toContain('Das ist kein Zug von');
    await looked(o, 'i18n-games-linie1-de');
    await page.keyboard.press('Escape');
    // The map's verdict under the held tile: the screen's own words and the host's reason (sent
    // by key) both read in German.
    await page.locator('[data-testid^=hand-]:enabled').first().click();
    await page.getByTestId('turn-controls').waitFor();
    const verdictAt = async (row: number, col: number): Promise<string> => {
      const p = await squarePoint(page, row, col);
      await page.mouse.move(p.x, p.y);
      await page.getByTestId('place-verdict').waitFor();
      return (await page.getByTestId('place-verdict').textContent())?.trim() ?? '';
    };
    const [lr, lc] = (await lit(page))[0]!.split(',').map(Number);
    expect(await verdictAt(lr!, lc!)).toMatch(/passt hierher|ein Tausch, der jedes Gleisstück/);
    const litNow = new Set(await lit(page));
    const dark = [...Array(12).keys()].flatMap((r) => [...Array(12).keys()].map((c) => `${r + 1},${c + 1}`)).find((k) => !litNow.has(k))!;
    const [dr, dc] = dark.split(',').map(Number);
    const why = await verdictAt(dr!, dc!);
    expect(why.length).toBeGreaterThan(10);
    expect(why).not.toMatch(/\b(the|tile|square|here|cannot|must)\b/i);
    await looked(o, 'i18n-games-linie1-de-verdict');
    await page.keyboard.press('Escape');
    await act(page, place);
    await expect.poll(() => log(page)).toMatch(/legt „.+“ auf/);
    expect(o.problems).toEqual([]);
    await page.context().close();
  });
});
