/** An airline's chip colours: its own colour with readable text. */
import { textOn } from '../../../route-map/style.js';

export function chipStyle(colour: string | undefined): Record<string, string> {
  const c = colour ?? '#888888';
  return { background: c, color: textOn(c) };
}
