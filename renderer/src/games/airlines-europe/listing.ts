/**
 * What one listing of Europe's move options is made from, and the parts made of it that are kept
 * between listings. The shell lists the options again after every pick (a busy turn has well over
 * a thousand, each in words: 25–45 ms of CPU a listing when everything was made afresh), yet
 * only the licence picked changes what is listed. So a part made for a view, its legal moves and
 * the language is kept, and the next listing for the same three takes it as it is.
 */
import type { EuropeBoard, EuropeMove, EuropeView } from '../../../../games/airlines-europe/types.js';
import { namesOf, type Names } from './names.js';

export class Listing {
  readonly names: Names;
  private readonly made = new Map<string, unknown>();

  /** `keep` false: every part is made afresh each time it is asked for (the plain listing). */
  constructor(
    readonly board: EuropeBoard,
    readonly view: EuropeView,
    readonly legal: readonly EuropeMove[],
    readonly language: string,
    readonly keep: boolean,
  ) {
    this.names = namesOf(board);
  }

  /** The part named `key`: made by `make` the first time, the same one after (when kept). */
  once<T>(key: string, make: () => T): T {
    if (!this.keep) return make();
    if (this.made.has(key)) return this.made.get(key) as T;
    const part = make();
    this.made.set(key, part);
    return part;
  }

  /** `make(i)` by a small number, kept like `once` (the many cards of a trade, without a key to build). */
  each<T>(make: (i: number) => T): (i: number) => T {
    if (!this.keep) return make;
    const made: T[] = [];
    return (i) => (made[i] ??= make(i));
  }

  /** Whether this listing's parts serve a listing of these: the same objects, in the same language. */
  serves(board: EuropeBoard, view: EuropeView, legal: readonly EuropeMove[], language: string): boolean {
    return this.keep && this.board === board && this.view === view && this.legal === legal && this.language === language;
  }
}
