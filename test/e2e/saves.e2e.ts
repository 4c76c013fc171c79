/**
 * Saves in a real browser: save a running game under a name from the table screen, find it on
 * the Saves screen, rename it, stop the host, start a new host process on the same data folder,
 * resume the save from the Saves screen, and play on.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { labReplayNames } from '../../formats/protocol.js';
import { openInLocale } from './locale-page.js';
import { newPage, screenshot, shareHostAndBrowser, startHost } from './support.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

const stateNo = async (page: Page): Promise<number> => Number(await page.getByTestId('airlines-table').getAttribute('data-state-no'));

/** Does something that sends a move, then waits for the next view (polled from Node: the CSP forbids string evaluation). */
async function act(page: Page, what: () => Promise<void>): Promise<void> {
  const before = await stateNo(page);
  await what();
  await expect.poll(() => stateNo(page), { timeout: 60_000, interval: 100 }).toBeGreaterThan(before);
}

const saveRow = (page: Page, name: string) => page.locator('[data-testid=saves-screen] .save').filter({ hasText: name });

describe('Saves screen', () => {
  it('save under a name, rename it, and resume it after the host restarted', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await page.getByTestId('start-table').waitFor();
    await page.getByTestId('start-table').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor();
    await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: 60_000 });
    await act(page, () => page.getByTestId('do-expand').click());
    const savedAt = await stateNo(page);

    // Save as… from the table screen's Save button.
    await page.getByTestId('save-table').click();
    await page.getByTestId('save-as-name').fill('Friday game');
    await page.getByTestId('save-as').click();
    await expect.poll(() => page.getByTestId('saved-as').textContent().catch(() => ''), { timeout: 60_000 }).toContain('Friday game');
    await screenshot(page, 'saves-1-table-saved');

    // The Saves screen lists it; rename it.
    await page.getByTestId('leave-table').click();
    await page.getByTestId('open-saves').click();
    await saveRow(page, 'Friday game').waitFor({ timeout: 60_000 });
    await saveRow(page, 'Friday game').getByTestId('save-rename').click();
    await page.getByTestId('rename-input').fill('Friday rematch');
    await page.getByTestId('rename-ok').click();
    await saveRow(page, 'Friday rematch').waitFor({ timeout: 60_000 });
    expect(await saveRow(page, 'Friday rematch').textContent()).toMatch(/Airlines/);
    await screenshot(page, 'saves-2-list-renamed');

    // Delete asks first; cancelling keeps the save.
    await saveRow(page, 'Friday rematch').getByTestId('save-delete').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await screenshot(page, 'saves-3-delete-asks');
    await page.getByTestId('confirm-cancel').click();
    expect(await saveRow(page, 'Friday rematch').count()).toBe(1);

    // A new host process on the same data folder.
    const port = Number(new URL(shared.host.url).port);
    const dataDir = shared.host.dataDir;
    await shared.host.stop({ keepData: true });
    await page.getByTestId('connection-status').waitFor({ timeout: 60_000 });
    shared.host = await startHost({ botDelayMs: 0, port, dataDir });
    await page.getByTestId('connection-status').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('saves-refresh').click();
    await saveRow(page, 'Friday rematch').waitFor({ timeout: 60_000 });

    // Resume: the table opens at the saved state with the seat taken back, and the game goes on.
    await saveRow(page, 'Friday rematch').getByTestId('save-resume').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: 60_000 });
    expect(await stateNo(page)).toBe(savedAt);
    expect(await page.getByTestId('player-0').getAttribute('class')).toContain('me');
    await act(page, () => page.getByTestId('do-pass').click());
    await screenshot(page, 'saves-4-resumed-and-on');
    // While the host was down the page's reconnect attempts were refused: expected, nothing else.
    expect(problems.filter((p) => !/favicon|ERR_CONNECTION_REFUSED/.test(p))).toEqual([]);
  });

  it('a save that does not replay is offered as the replayed game; a damaged save is listed and deleted only when confirmed; export and import', async () => {
    // Files as a hand-edited or broken disk would leave them, beside the first test's saves.
    const dir = join(shared.host.dataDir, 'saves');
    const friday = readdirSync(dir)
      .filter((f) => f.endsWith('.save.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { name?: string; snapshot: Record<string, unknown> })
      .find((x) => x.name === 'Friday rematch');
    expect(friday).toBeDefined();
    writeFileSync(join(dir, 'save-tampered.save.json'), JSON.stringify({ ...friday!, name: 'Tampered', snapshot: { ...friday!.snapshot, tampered: true } }));
    writeFileSync(join(dir, 'save-broken.save.json'), '{ this is not a save');

    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await page.getByTestId('open-saves').click();
    await saveRow(page, 'save-broken').waitFor({ timeout: 60_000 });
    expect(await saveRow(page, 'save-broken').getByTestId('save-damaged').textContent()).toMatch(/cannot be opened: The file is not valid JSON/);
    expect(await saveRow(page, 'save-broken').getByTestId('save-resume').count()).toBe(0);
    await screenshot(page, 'saves-5-damaged-listed');

    // Export from the list, import it back: a second copy appears.
    const href = await saveRow(page, 'Friday rematch').getByTestId('save-export').getAttribute('href');
    const exported = await (await fetch(href!)).text();
    await page.getByTestId('saves-import-file').setInputFiles({ name: 'friday.save.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await expect.poll(() => page.getByTestId('saves-message').textContent(), { timeout: 60_000 }).toMatch(/Imported/);
    await expect.poll(() => saveRow(page, 'Friday rematch').count(), { timeout: 60_000 }).toBe(2);
    // A file that is not a save is refused with the reason.
    await page.getByTestId('saves-import-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    await expect.poll(() => page.getByTestId('saves-message').textContent(), { timeout: 60_000 }).toMatch(/Not imported/);

    // The damaged save goes only after the user says so.
    await saveRow(page, 'save-broken').getByTestId('save-delete').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-dialog').textContent()).toMatch(/cannot be read/);
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => saveRow(page, 'save-broken').count(), { timeout: 60_000 }).toBe(0);

    // Replay disagrees with the snapshot: the user is told and may take the replayed game.
    await saveRow(page, 'Tampered').getByTestId('save-resume').click();
    await page.getByTestId('confirm-dialog').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('confirm-dialog').textContent()).toMatch(/does not replay/);
    await screenshot(page, 'saves-6-mismatch-asks');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: 60_000 });
    // The refused import's 422 is logged by the browser itself; nothing else may be.
    expect(problems.filter((p) => !/favicon|status of 422/.test(p))).toEqual([]);
  });

  it('a journal damaged in the middle: the line and the reason are shown, and the user may open the game up to it', async () => {
    const dir = join(shared.host.dataDir, 'saves');
    const friday = readdirSync(dir)
      .filter((f) => f.startsWith('save-') && f.endsWith('.save.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { name?: string; moves: unknown[] })
      .find((x) => x.name === 'Friday rematch');
    expect(friday).toBeDefined();
    // A journal as a bad disk could leave it: a good line, a damaged one, then a line that must not be played unasked.
    writeFileSync(join(dir, 'save-journaled.save.json'), JSON.stringify({ ...friday!, name: 'Journaled' }));
    const journal = `${JSON.stringify({ j: 1, t: 'p', r: null })}\n{"j":2,"t":"m","n":\u0000\u0000\n${JSON.stringify({ j: 3, t: 'p', r: 'later' })}\n`;
    writeFileSync(join(dir, 'save-journaled.journal'), journal);

    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await page.getByTestId('open-saves').click();
    const row = saveRow(page, 'Journaled');
    await row.waitFor({ timeout: 60_000 });
    expect(await row.getByTestId('save-journal-damaged').textContent()).toBe('Journal damaged at line 2: it is not valid JSON (at column 20)');
    const moves = friday!.moves.length;
    expect((await row.getByTestId('save-open-up-to').textContent())?.trim()).toBe(`Open up to move ${moves}`);
    expect(await row.getByTestId('save-resume').count()).toBe(0);
    await screenshot(page, 'saves-7-journal-damaged');

    await row.getByTestId('save-open-up-to').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-dialog').textContent()).toMatch(/damaged at line 2.*opens with its first (move|\d+ moves).*kept whole/s);
    await screenshot(page, 'saves-8-open-up-to-asks');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    // The journal is kept whole beside the save; the game opened with the moves before the damage.
    expect(readFileSync(join(dir, 'save-journaled.damaged-journal.txt'), 'utf8')).toBe(journal);
    expect(existsSync(join(dir, 'save-journaled.journal'))).toBe(true);
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it("a lab replay's save is named in the page's language; an older replay's English name shows as written", async () => {
    const dir = join(shared.host.dataDir, 'saves');
    const friday = readdirSync(dir)
      .filter((f) => f.startsWith('save-') && f.endsWith('.save.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { name?: string; table: Record<string, unknown> })
      .find((x) => x.name === 'Friday rematch');
    expect(friday).toBeDefined();
    const named = labReplayNames('Tiny', 12, 40);
    writeFileSync(join(dir, 'save-lab-new.save.json'), JSON.stringify({ ...friday!, name: named.name, table: { ...friday!.table, title: named.title } }));
    writeFileSync(join(dir, 'save-lab-old.save.json'), JSON.stringify({ ...friday!, name: 'Lab: Old board, seed 7, move 3' }));

    const fr = await openInLocale(shared.browser, shared.host.url, 'fr-FR');
    try {
      await fr.page.getByTestId('open-saves').click();
      const row = saveRow(fr.page, 'Labo : Tiny, graine 12, coup 40');
      await row.waitFor({ timeout: 60_000 });
      await saveRow(fr.page, 'Lab: Old board, seed 7, move 3').waitFor({ timeout: 60_000 });
      expect(await fr.page.getByTestId('saves-screen').textContent()).not.toContain('{{');
      await row.scrollIntoViewIfNeeded();
      await screenshot(fr.page, 'saves-9-lab-names-fr');
      // Renaming starts from the name as shown, not its token.
      await row.getByTestId('save-rename').click();
      expect(await fr.page.getByTestId('rename-input').inputValue()).toBe('Labo : Tiny, graine 12, coup 40');
      // Resumed, its table is listed in the lobby by its title, in French too.
      await fr.page.getByTestId('rename-input').press('Escape');
      await saveRow(fr.page, 'Lab: Old board, seed 7, move 3').waitFor();
      await fr.page.locator('[data-testid=saves-screen] .save').filter({ hasText: 'Labo : Tiny' }).getByTestId('save-resume').click();
      await fr.page.getByTestId('leave-table').click({ timeout: 60_000 });
      const listed = fr.page.getByTestId('open-tables').locator('.table-row').filter({ hasText: 'Partie du labo : Tiny, graine 12' });
      await listed.waitFor({ timeout: 60_000 });
      expect(await fr.page.getByTestId('open-tables').textContent()).not.toContain('{{');
      await listed.scrollIntoViewIfNeeded();
      await screenshot(fr.page, 'saves-10-lab-table-listed-fr');
      expect(fr.problems.filter((p) => !/favicon/.test(p))).toEqual([]);
    } finally {
      await fr.page.context().close();
    }
  });
});

