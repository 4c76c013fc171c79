/**
 * Games that have a play screen in this renderer. The lobby offers only these for play; the
 * host may know more games (rules only, screen coming).
 */
import { defineAsyncComponent, type Component } from 'vue';

const loaders: Record<string, () => Promise<unknown>> = {
  airlines: () => import('./airlines/AirlinesTable.vue'),
};

export const playScreens: Record<string, Component> = Object.fromEntries(
  Object.entries(loaders).map(([game, load]) => [game, defineAsyncComponent(load as () => Promise<Component>)]),
);

/** Fetches a game's play screen ahead of time (the lobby shows one of its tables). */
export function preloadPlayScreen(game: string): void {
  if (Object.hasOwn(loaders, game)) void loaders[game]!().catch(() => undefined);
}

export function hasPlayScreen(game: string): boolean {
  return game in playScreens;
}
