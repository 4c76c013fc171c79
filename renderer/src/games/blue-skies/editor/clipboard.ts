/**
 * Copy, paste, mirror and turn of selected airports on the Blue Skies map (a selected gate stands
 * for its airport). Blue Skies has no routes: an airport is copied whole (its gates, value,
 * buyout and demand), and regions, which only list airports, stay as they are: a pasted airport
 * joins no region until it is painted into one. Each edit is one command, so one undo step.
 *
 * Pasted airports get fresh codes ("AP7") and names not yet on the board ("Denver 2"), and land
 * with the copy's middle at the pointer, the whole copy kept on the map. Mirror and turn move the
 * airports round the middle of the selection; one that would leave the map refuses the edit.
 */
import { MAP_HEIGHT, MAP_WIDTH, type Airport, type BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { BLUE_SKIES_LIMITS } from '../../../../../games/blue-skies/limits.js';
import type { Command } from '../../../editor-core/model/command.js';
import { freeName, nextNumbered } from '../../../editor-core/model/ids.js';
import { mirrorMove, moveRoundMiddle, pasteShift, tenth, turnMove, type PointEdit } from '../../../editor-core/model/point-edits.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import type { MirrorAxis, SelectionEdits, ToolEdit } from '../../../editor-core/modes/types.js';
import type { Point } from '../../../pixi/camera.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

const { t } = useT(editorArea);

type B = BlueSkiesBoard;

/** What Ctrl+C keeps: the selected airports as they were, in board order. */
export interface AirportClip {
  airports: Airport[];
}

/** How far (map units) a paste lands from the copy when the pointer is not on the map. */
export const PASTE_NUDGE = 20;

/** The airports a selection names (the mode's reading: airports, and the airports of selected gates). */
type AirportsOf = (refs: readonly ElementRef[]) => string[];

function selectedAirports(board: B, refs: readonly ElementRef[], airportsOf: AirportsOf): Airport[] {
  const ids = new Set(airportsOf(refs));
  return board.airports.filter((a) => ids.has(a.id));
}

/** The copy added with fresh codes and free names, its middle at `at` (or nudged from where it was). */
function paste(board: B, clip: AirportClip, at: Point | null): ToolEdit<B> | string {
  // The clipboard may hold another game's copy (cities of a route map): not airports.
  if (!Array.isArray(clip?.airports) || clip.airports.length === 0) return t('editor.skies.c.noAirports');
  const room = BLUE_SKIES_LIMITS.airports - board.airports.length;
  if (clip.airports.length > room) return t('editor.skies.c.noRoom', { max: BLUE_SKIES_LIMITS.airports, room, n: clip.airports.length });
  const { dx, dy } = pasteShift(clip.airports, at, { width: MAP_WIDTH, height: MAP_HEIGHT }, PASTE_NUDGE);
  const codes = new Set(board.airports.map((a) => a.id));
  const names = new Set(board.airports.map((a) => a.city));
  const pasted: Airport[] = clip.airports.map((a) => {
    const id = nextNumbered('AP', codes);
    codes.add(id);
    const x = Math.min(MAP_WIDTH, Math.max(0, tenth(a.x + dx)));
    const y = Math.min(MAP_HEIGHT, Math.max(0, tenth(a.y + dy)));
    return { ...a, gates: a.gates.map((g) => ({ ...g })), id, city: freeName(a.city, names, BLUE_SKIES_LIMITS.name), x, y };
  });
  const added = new Set(pasted.map((a) => a.id));
  const command: Command<B> = {
    label: t('editor.skies.c.paste', { n: pasted.length }),
    do: (b) => ({ ...b, airports: [...b.airports, ...pasted] }),
    undo: (b) => ({ ...b, airports: b.airports.filter((a) => !added.has(a.id)) }),
  };
  return {
    command,
    select: pasted.map((a) => ({ kind: 'airport', id: a.id })),
    say: t('editor.skies.c.pasted', { n: pasted.length }),
  };
}

/** Moves the selected airports by `place` round the selection's middle; refused when one would leave the map. */
function transform(board: B, airports: readonly Airport[], { edit, move: place }: { edit: PointEdit; move: (d: Point) => Point }): ToolEdit<B> | string {
  if (airports.length < 2) return t('editor.skies.c.selectTwo');
  const moved = moveRoundMiddle(airports, place, { width: MAP_WIDTH, height: MAP_HEIGHT });
  if ('off' in moved) return t('editor.points.off', { edit, name: moved.off.city });
  const before = new Map<string, Airport>();
  const after = new Map<string, Airport>();
  airports.forEach((a, i) => {
    before.set(a.id, a);
    after.set(a.id, { ...a, ...moved.placed[i]! });
  });
  const put = (b: B, by: ReadonlyMap<string, Airport>): B => ({ ...b, airports: b.airports.map((a) => by.get(a.id) ?? a) });
  const command: Command<B> = { label: t('editor.points.edit', { edit, what: t('editor.points.airports', { n: airports.length }) }), do: (b) => put(b, after), undo: (b) => put(b, before) };
  return { command, select: airports.map((a) => ({ kind: 'airport', id: a.id })) };
}

/** Copy, paste, mirror and turn for the Blue Skies map (its mode's `selectionEdits`). */
export function blueSkiesSelectionEdits(airportsOf: AirportsOf): SelectionEdits<B, AirportClip> {
  return {
    copy(board, refs) {
      const airports = selectedAirports(board, refs, airportsOf);
      if (airports.length === 0) return t('editor.skies.c.selectToCopy');
      return { clip: { airports }, say: t('editor.skies.c.copied', { n: airports.length }) };
    },
    paste,
    mirror: (board, refs, axis: MirrorAxis) => transform(board, selectedAirports(board, refs, airportsOf), mirrorMove(axis)),
    turn: (board, refs, quarter) => transform(board, selectedAirports(board, refs, airportsOf), turnMove(quarter)),
  };
}
