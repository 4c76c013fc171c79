/** Inline style for a chip in an airline's colour (its text reads at 4.5:1 on any colour). */
import { readableOn } from '../../../ui/contrast.js';

export function chipStyle(colour: string | undefined): Record<string, string> {
  const c = colour ?? '#888888';
  return { background: c, color: readableOn(c) };
}
