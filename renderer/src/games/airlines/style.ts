/** How the Airlines map's routes look: the five line styles, their colours and the legend's words (the rest is the route-map kit's). */
import type { RouteType } from '../../../../games/airlines/types.js';

export const ROUTE_STYLE: Record<RouteType, { label: string; region: string; colour: string }> = {
  wavy: { label: 'Wavy', region: 'around the outside', colour: '#1d6e8c' },
  dotted: { label: 'Dotted', region: 'east', colour: '#6a4c93' },
  dashed: { label: 'Dashed', region: 'north-west', colour: '#8a5a2b' },
  double: { label: 'Double', region: 'south-west', colour: '#2f6b4f' },
  solid: { label: 'Solid', region: 'north-east', colour: '#34404c' },
};
