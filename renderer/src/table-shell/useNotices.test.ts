import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';
import { useNotices } from './useNotices.js';

// The table's words (and the ICU formatter its catalogue needs) are in before any test words a message.
beforeAll(() => loadArea(tableArea, 'en'));

describe('useNotices', () => {
  it('one note of a kind; the same words are not shown twice in a row; a refusal is said as one', () => {
    let now = 1000;
    const said: string[] = [];
    const n = useNotices((t) => said.push(t), () => now);
    n.notify('move-rejected', 'No card.');
    n.notify('move-rejected', 'No card.');
    n.notify('notice', 'Hand the screen over first.');
    now += 5000;
    n.notify('move-rejected', 'No route.');
    expect(n.list.value.map((x) => x.text)).toEqual(['Hand the screen over first.', 'No route.']);
    expect(said).toEqual(['Refused: No card.', 'Hand the screen over first.', 'Refused: No route.']);
    n.drop('move-rejected');
    expect(n.list.value.map((x) => x.kind)).toEqual(['notice']);
    n.dismiss(n.list.value[0]!.id);
    expect(n.list.value).toEqual([]);
  });
});
