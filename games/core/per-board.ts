/**
 * An answer about a board, worked out once per board object: the lab and the bots set up
 * thousands of games on one board, and checking it again for each was a tenth (Linie 1) to two
 * fifths (Blue Skies) of a short simulated game. Boards are never changed once a game uses them,
 * so the answer for one object stays true. A value that is no object (bad input) cannot key a
 * WeakMap: its answer is worked out each time.
 */
export function perBoard<B, T>(work: (board: B) => T): (board: B) => T {
  const known = new WeakMap<object, T>();
  return (board) => {
    if (typeof board !== 'object' || board === null) return work(board);
    if (known.has(board)) return known.get(board)!;
    const answer = work(board);
    known.set(board, answer);
    return answer;
  };
}
