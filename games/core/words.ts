/** Small helpers for the words the games and their checks say. */

/** A count with its noun, singular for one: `counted(1, 'point')` is "1 point", `counted(3, 'point')` "3 points". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
