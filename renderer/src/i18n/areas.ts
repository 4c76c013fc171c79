/**
 * Every area of the renderer's words, for the catalogue test (each screen imports its own area,
 * so this list costs no screen anything). An area added here is checked in every language.
 */
import type { Area } from './area.js';
import { lobbyArea } from './lobby/index.js';
import { joinArea } from './join/index.js';
import { tableArea } from './table/index.js';
import { editorArea } from './editor/index.js';
import { labArea } from './lab/index.js';
import { savesArea } from './saves/index.js';

export const AREAS: readonly Area[] = [lobbyArea, tableArea, joinArea, editorArea, labArea, savesArea];
