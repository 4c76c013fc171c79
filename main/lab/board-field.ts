/** A lab suggestion's board field: the reader and writer live in formats/, shared with the editor. */
export { applySuggestion, parseField, valueAt } from '../../formats/board-field.js';
