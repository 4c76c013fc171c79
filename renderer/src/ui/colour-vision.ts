/**
 * Telling colours apart as people with a colour-vision deficiency see them: a colour as seen with
 * protanopia, deuteranopia or tritanopia (the full-severity matrices of Machado, Oliveira and
 * Fernandes, 2009, applied to linear RGB), and the CIE 1976 ΔE between two colours in CIELAB.
 * A board's airline colours are checked with it (a palette whose colours stay apart for everyone).
 */

export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];
const MATRICES: Record<Exclude<Vision, 'normal'>, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function linear(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const c = (shift: number) => {
    const v = ((n >> shift) & 255) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return [c(16), c(8), c(0)];
}

/** The colour in linear RGB as seen with `vision`. */
export function seenAs(hex: string, vision: Vision): [number, number, number] {
  const rgb = linear(hex);
  if (vision === 'normal') return rgb;
  const m = MATRICES[vision];
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [0, 1, 2].map((i) => clamp(m[i]![0] * rgb[0] + m[i]![1] * rgb[1] + m[i]![2] * rgb[2])) as [number, number, number];
}

/** CIELAB (D65) of a linear RGB colour. */
export function lab([r, g, b]: readonly [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** ΔE (CIE 1976) between two colours as seen with `vision`. */
export function difference(a: string, b: string, vision: Vision = 'normal'): number {
  const p = lab(seenAs(a, vision));
  const q = lab(seenAs(b, vision));
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** The two colours closest together for `vision`, and how far apart they are. */
export function closestPair(colours: readonly { id: string; colour: string }[], vision: Vision): { a: string; b: string; delta: number } | null {
  let best: { a: string; b: string; delta: number } | null = null;
  for (let i = 0; i < colours.length; i++) {
    for (let j = i + 1; j < colours.length; j++) {
      const d = difference(colours[i]!.colour, colours[j]!.colour, vision);
      if (!best || d < best.delta) best = { a: colours[i]!.id, b: colours[j]!.id, delta: d };
    }
  }
  return best;
}
