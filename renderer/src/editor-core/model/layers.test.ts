/** Layers: hidden and locked flags, the kinds they take out of reach, the drawn board, a tool's refusal, and the kept state read back safely. */
import { describe, expect, it } from 'vitest';
import { drawnBoard, offKinds, readLayerStates, setLayer, toolRefusal, type LayerDef } from './layers.js';

type Toy = { dots: string[]; lines: string[] };
const defs: LayerDef<Toy>[] = [
  { id: 'dots', labelKey: 'editor.layerCities', kinds: ['dot'], tools: ['dot-tool'], hide: (b) => ({ ...b, dots: [] }) },
  { id: 'lines', labelKey: 'editor.layerRoutes', kinds: ['line', 'joint'], tools: ['line-tool'], hide: (b) => ({ ...b, lines: [] }) },
];
const board: Toy = { dots: ['a'], lines: ['a-b'] };

describe('layers', () => {
  it('hides: the drawn board leaves the layer out, the board itself is untouched', () => {
    const s = setLayer({}, 'dots', { hidden: true });
    expect(drawnBoard(defs, s, board)).toEqual({ dots: [], lines: ['a-b'] });
    expect(drawnBoard(defs, {}, board)).toBe(board);
    expect(board.dots).toEqual(['a']);
  });
  it('locks: its kinds are out of reach and its tools refuse, saying why', () => {
    const s = setLayer({}, 'lines', { locked: true });
    expect([...offKinds(defs, s)]).toEqual(['line', 'joint']);
    expect(toolRefusal(defs, s, 'line-tool')).toEqual({ layer: defs[1], hidden: false });
    expect(toolRefusal(defs, s, 'dot-tool')).toBeNull();
    expect(toolRefusal(defs, setLayer({}, 'dots', { hidden: true, locked: true }), 'dot-tool')).toEqual({ layer: defs[0], hidden: true });
  });
  it('a layer shown and unlocked again leaves no entry', () => {
    const s = setLayer(setLayer({}, 'dots', { hidden: true, locked: true }), 'dots', { hidden: false, locked: false });
    expect(s).toEqual({});
  });
  it('reads a kept state, dropping what is not a flag and any __proto__ key', () => {
    const raw = JSON.parse('{"tiles":{"building":{"hidden":true,"x":1},"__proto__":{"locked":true},"bad":3},"map":[1]}');
    const read = readLayerStates(raw);
    expect(read.tiles!.building).toEqual({ hidden: true });
    expect(Object.keys(read.tiles!)).toEqual(['building']);
    expect((read.tiles as Record<string, unknown>).locked).toBeUndefined();
    expect(read.map).toBeUndefined();
    expect(readLayerStates('nonsense')).toEqual({});
  });
});
