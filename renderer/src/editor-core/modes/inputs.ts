/**
 * Reading a form control from its change event, the same way in every mode's inspector and
 * tables. A number field reads as a whole number; NaN when it holds no number, so a caller can
 * leave the board as it is.
 */
export const text = (ev: Event): string => (ev.target as HTMLInputElement).value;
export const int = (ev: Event): number => Math.round(Number(text(ev)));
export const checked = (ev: Event): boolean => (ev.target as HTMLInputElement).checked;
