/**
 * TEMPORARY: the wire's `fillNames` (games/core/protocol.ts, TABLE-API.md) until branch `wire`
 * is merged; then this file goes and the shell imports it from the protocol.
 */
export function fillNames(text: string, seats: readonly { playerId: string; name: string }[]): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{([A-Za-z0-9_-]{1,64})\}\}/g, (all, id: string) => seats.find((s) => s.playerId === id)?.name ?? all);
}
