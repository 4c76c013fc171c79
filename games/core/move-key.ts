/**
 * A stable string for a move, so a search can recognise "the same move" in two different
 * determinizations of a state: the move's JSON with every object's keys sorted (two games'
 * legal-move lists may build equal moves with their keys in a different order).
 */
export function moveKey(move: unknown): string {
  return JSON.stringify(move, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) Object.defineProperty(sorted, k, { value: (value as Record<string, unknown>)[k], enumerable: true });
    return sorted;
  });
}
