/**
 * A bucket queue for small whole-number priorities (Dial's), first in first out within a bucket.
 * The route bot's searches take squares and states in order of cost, and among equal costs in
 * the order they were queued: that order decides between equally cheap plans, so it is part of
 * the bot's play. Entries are threaded through typed arrays kept from search to search (a plan
 * queues a thousand or so, several times per move): nothing is allocated per entry.
 *
 * An entry is an index into `item`/`next`; a bucket's entries run from `head[b]` along `next`
 * to -1, `tail[b]` the last. The searches walk and fill these arrays themselves in their hottest
 * loops, with the arrays in local variables, asking `reserve` for room first.
 */
export class BucketQueue {
  head = new Int32Array(64).fill(-1);
  tail = new Int32Array(64);
  item = new Int32Array(1024);
  next = new Int32Array(1024);
  used = 0;

  /** Empties the queue, keeping its arrays. */
  clear(): void {
    this.head.fill(-1);
    this.used = 0;
  }

  /** Queues `x` at the end of bucket `b` (the buckets grow to hold any `b`). */
  push(x: number, b: number): void {
    if (b >= this.head.length) this.growBuckets(b + 1);
    const at = this.used++;
    if (at >= this.item.length) this.growEntries();
    this.item[at] = x;
    this.next[at] = -1;
    if (this.head[b]! < 0) this.head[b] = at;
    else this.next[this.tail[b]!] = at;
    this.tail[b] = at;
  }

  /**
   * Room for `n` entries in all and buckets 0 … `buckets` - 1: a caller that writes the arrays
   * itself asks before it writes past their end, then reads them again (they may be new arrays).
   */
  reserve(n: number, buckets = 0): void {
    while (this.item.length < n) this.growEntries();
    if (buckets > this.head.length) this.growBuckets(buckets);
  }

  private growBuckets(n: number): void {
    const head = new Int32Array(Math.max(n, this.head.length * 2)).fill(-1);
    head.set(this.head);
    const tail = new Int32Array(head.length);
    tail.set(this.tail);
    this.head = head;
    this.tail = tail;
  }

  private growEntries(): void {
    const item = new Int32Array(this.item.length * 2);
    item.set(this.item);
    const next = new Int32Array(item.length);
    next.set(this.next);
    this.item = item;
    this.next = next;
  }
}
