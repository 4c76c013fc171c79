/**
 * For tests: a tool controller over a mode and a history, with no canvas. One map unit is one
 * screen pixel; `hit` and `hitBox` stand in for the scene's.
 */
import type { Point, Rect } from '../../pixi/camera.js';
import type { CellRect, Clip } from '../../editor-core/model/grid-region.js';
import { History } from '../../editor-core/model/history.js';
import { refsOf, selectionOf, toggle, union, type ElementRef, type Selection } from '../../editor-core/model/selection.js';
import type { EditorHandle, EditorMode } from '../../editor-core/modes/types.js';
import { ToolController, type PointerInfo, type ToolHost } from './controller.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';

const { t } = useT(editorArea);

/** The tools are named by their catalogue keys in the editor's language, as the editor store does. */
export function toolRig<B>(
  mode: EditorMode<B>,
  start: B,
  scene: { hit(b: B, p: Point): ElementRef | null; hitBox(b: B, r: Rect): ElementRef[]; handleAt?(b: B, p: Point, selection: Selection): EditorHandle | null; hitLasso?(b: B, loop: readonly Point[]): ElementRef[] },
) {
  const history = new History<B>(start);
  let selection: Selection = new Set();
  let tool = 'select';
  let options: Record<string, unknown> = {};
  let rotation = 0;
  const said: string[] = [];
  let region: CellRect | null = null;
  let pasting: Clip<unknown> | null = null;
  let refusal: string | null = null;
  const host: ToolHost = {
    board: () => history.board,
    mode: () => mode,
    tool: () => mode.tools.find((t) => t.id === tool)!,
    toolName: () => t(mode.tools.find((x) => x.id === tool)!.labelKey),
    context: () => ({ options: { ...mode.tools.find((t) => t.id === tool)!.defaults, ...options }, rotation }),
    snapping: () => true,
    hit: (p) => scene.hit(history.board, p),
    handle: (p) => scene.handleAt?.(history.board, p, selection) ?? null,
    hitBox: (r) => scene.hitBox(history.board, r),
    ...(scene.hitLasso ? { hitLasso: (loop: readonly Point[]) => scene.hitLasso!(history.board, loop) } : {}),
    selection: () => selection,
    select: (refs, how) => {
      selection = how === 'replace' ? selectionOf(refs) : how === 'add' ? union(selection, refs) : refs.reduce((s, r) => toggle(s, r), selection);
    },
    exec: (cmd) => (cmd ? (history.exec(cmd), true) : false),
    begin: (l) => history.begin(l),
    end: () => history.end(),
    cancel: () => history.cancel(),
    say: (t) => void said.push(t),
    region: () => region,
    setRegion: (r) => void (region = r),
    pasting: () => pasting,
    stopPasting: () => void (pasting = null),
    refusal: () => refusal,
    pictureLocked: () => false,
  };
  const ctl = new ToolController(host);
  const at = (x: number, y: number, mods: Partial<PointerInfo> = {}): PointerInfo => ({ map: { x, y }, screen: { x, y }, shift: false, ctrl: false, alt: false, ...mods });
  const click = (x: number, y: number, mods: Partial<PointerInfo> = {}) => {
    ctl.down(at(x, y, mods));
    ctl.up(at(x, y, mods));
  };
  /** Press at the first point, move through the rest, release at the last. */
  const drag = (points: readonly [number, number][], mods: Partial<PointerInfo> = {}) => {
    const [first, ...rest] = points;
    ctl.down(at(first![0], first![1], mods));
    for (const [x, y] of rest) ctl.move(at(x, y, mods));
    const last = points[points.length - 1]!;
    ctl.up(at(last[0], last[1], mods));
  };
  return {
    history,
    ctl,
    at,
    click,
    drag,
    said,
    setTool: (t: string) => ((tool = t), ctl.reset()),
    setOptions: (o: Record<string, unknown>) => void (options = o),
    setRotation: (r: number) => void (rotation = r),
    sel: () => refsOf(selection),
    region: () => region,
    setRegion: (r: CellRect | null) => void (region = r),
    /** Starts pasting a copied region (each click stamps it), or stops with null. */
    paste: (clip: Clip<unknown> | null) => void (pasting = clip),
    /** What the host says when a layer the tool edits is locked (null: nothing). */
    refuse: (why: string | null) => void (refusal = why),
  };
}
