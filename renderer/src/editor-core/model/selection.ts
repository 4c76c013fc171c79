/**
 * What is selected: a set of element references. Plain data and pure helpers, so the store,
 * the tools and the tests share them. Selection is not part of the undo history.
 */
export interface ElementRef {
  /** The element kind a mode defines: `point`, `edge`, `tile`, `region` … */
  kind: string;
  id: string;
}

/** Keys look like `point:DEN`; a Set of keys is the selection. */
export type Selection = ReadonlySet<string>;

export function refKey(ref: ElementRef): string {
  return `${ref.kind}:${ref.id}`;
}

export function parseKey(key: string): ElementRef {
  const i = key.indexOf(':');
  return { kind: key.slice(0, i), id: key.slice(i + 1) };
}

export function selectionOf(refs: readonly ElementRef[]): Selection {
  return new Set(refs.map(refKey));
}

export function refsOf(selection: Selection, kind?: string): ElementRef[] {
  const refs = [...selection].map(parseKey);
  return kind === undefined ? refs : refs.filter((r) => r.kind === kind);
}

export function idsOf(selection: Selection, kind: string): string[] {
  return refsOf(selection, kind).map((r) => r.id);
}

/** Shift/Ctrl-click: adds an element, or takes it out when it was in. */
export function toggle(selection: Selection, ref: ElementRef): Selection {
  const next = new Set(selection);
  const key = refKey(ref);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

export function union(selection: Selection, refs: readonly ElementRef[]): Selection {
  const next = new Set(selection);
  for (const r of refs) next.add(refKey(r));
  return next;
}

/** Drops references to elements that no longer exist (after a delete, an undo, an open). */
export function prune(selection: Selection, exists: (ref: ElementRef) => boolean): Selection {
  const kept = [...selection].filter((k) => exists(parseKey(k)));
  return kept.length === selection.size ? selection : new Set(kept);
}
