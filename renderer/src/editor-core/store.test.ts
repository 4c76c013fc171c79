/** The store's port before the editor's store has loaded: a clear error, not an undefined store. */
import { describe, expect, it } from 'vitest';
import { useEditorStore } from './store.js';

describe("editor-core's store port", () => {
  it('says the editor store is not loaded when a panel asks for it outside the editor screen', () => {
    expect(() => useEditorStore()).toThrow('The editor store is not loaded: an editor panel was shown outside the editor screen.');
  });
});
