/**
 * "Seen this one yet?" over the numbers 0 … n-1, cleared in constant time: for walks over a
 * network's routes that must meet each route once, asked on every legal-move list of a
 * simulation, where a fresh Set per question costs more than the walk.
 */
export class VisitMarks {
  private readonly marks: Uint32Array;
  private now = 0;

  constructor(size: number) {
    this.marks = new Uint32Array(size);
  }

  /** Starts a new walk: nothing is seen. */
  begin(): void {
    this.now++;
    if (this.now === 0xffffffff) {
      this.marks.fill(0);
      this.now = 1;
    }
  }

  /** True the first time `i` is met in this walk (and marks it), false after. */
  first(i: number): boolean {
    if (this.marks[i] === this.now) return false;
    this.marks[i] = this.now;
    return true;
  }
}
