import { describe, expect, it } from 'vitest';
import { bytesHandedOn, Liveness, SILENT_BEATS_TO_DROP } from './liveness.js';

/** A socket's counters as a test sets them: bytes written in all, bytes still in its buffer. */
const socket = (bytesWritten = 0, writableLength = 0) => ({ bytesWritten, writableLength });

describe('liveness at the heartbeat', () => {
  it('drops a connection after two silent beats in a row, not after one', () => {
    expect(SILENT_BEATS_TO_DROP).toBe(2);
    const l = new Liveness(socket());
    expect(l.beat()).toBe(false); // heard at the start: the first ping goes out
    expect(l.beat()).toBe(false); // one ping unanswered: a slow client, kept
    expect(l.silentBeats).toBe(1);
    expect(l.beat()).toBe(true);
  });

  it('a pong or any message between two beats counts as life', () => {
    const l = new Liveness(socket());
    l.beat();
    l.beat();
    l.hear();
    expect(l.beat()).toBe(false);
    expect(l.silentBeats).toBe(0);
    expect(l.beat()).toBe(false);
    expect(l.beat()).toBe(true);
  });

  it('bytes taken off a backlog count as life; bytes taken with no backlog (the system took them) do not', () => {
    const s = socket(1000, 0);
    const l = new Liveness(s);
    l.beat();
    // No backlog at the last beat: 500 bytes written straight through prove nothing.
    s.bytesWritten = 1500;
    expect(l.beat()).toBe(false);
    expect(l.silentBeats).toBe(1);
    s.bytesWritten = 2000;
    expect(l.beat(), 'silent twice').toBe(true);

    // A client behind a backlog that reads slowly: its pong waits behind our frames, yet each
    // beat some of the backlog went out.
    const t = socket(5_000_000, 4_000_000);
    const slow = new Liveness(t);
    slow.beat();
    for (let i = 0; i < 10; i++) {
      t.bytesWritten += 100_000; // more frames queued...
      t.writableLength -= 50_000; // ...and some of the backlog handed on
      expect(slow.beat(), `beat ${i}`).toBe(false);
      expect(slow.silentBeats).toBe(0);
    }
    // It stops reading: the backlog stays where it is.
    expect(slow.beat()).toBe(false);
    expect(slow.beat()).toBe(true);
  });

  it('counts bytes handed on as written less what waits; no socket counts nothing', () => {
    expect(bytesHandedOn(socket(10, 4))).toBe(6);
    expect(bytesHandedOn(undefined)).toBe(0);
    expect(bytesHandedOn({ bytesWritten: Number.NaN, writableLength: 0 })).toBe(0);
    // With no socket only what comes from the client counts.
    const l = new Liveness();
    l.beat();
    l.beat();
    expect(l.beat()).toBe(true);
  });
});
