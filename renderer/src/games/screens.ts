/**
 * Games that have a play screen in this renderer. The lobby offers only these for play; the
 * host may know more games (rules only, screen coming).
 */
import { defineAsyncComponent, type Component } from 'vue';

export const playScreens: Record<string, Component> = {
  airlines: defineAsyncComponent(() => import('./airlines/AirlinesTable.vue')),
};

export function hasPlayScreen(game: string): boolean {
  return game in playScreens;
}
