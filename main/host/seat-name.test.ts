/** How the host names a seat inside its refusals: a name as given, a lab replay's seat and an unnamed one by key. */
import { describe, expect, it } from 'vitest';
import { labSeatName } from '../../formats/protocol.js';
import { word } from '../../games/core/wording.js';
import { allMessages } from '../../games/messages.js';
import { seatNameWords } from './table.js';

describe('seatNameWords', () => {
  it("sends a lab replay's seat by key, so each reader words it; a person's name as it is", () => {
    const lab = seatNameWords({ index: 1, name: labSeatName('core.bot.hard.name', 1) });
    expect(lab).toEqual({ key: 'host.seat.lab', params: { bot: { key: 'core.bot.hard.name' }, n: 2 } });
    expect(word(allMessages, 'fr', { key: 'host.refuse.notYourTurn', params: { name: lab } })).toContain('(place 2)');
    expect(word(allMessages, 'de', { key: 'host.refuse.notYourTurn', params: { name: lab } })).toContain('(Platz 2)');
    expect(seatNameWords({ index: 0, name: 'Ann' })).toBe('Ann');
    expect(seatNameWords({ index: 2, name: '' })).toEqual({ key: 'host.seat.unnamed', params: { n: 3 } });
  });
});
