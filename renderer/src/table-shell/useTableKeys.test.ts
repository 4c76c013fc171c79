import { describe, expect, it } from 'vitest';
import { effectScope } from 'vue';
import { useTableKeys } from './useTableKeys.js';

type Listener = (ev: KeyboardEvent) => void;
function fakeWindow() {
  const listeners = new Set<Listener>();
  return {
    listeners,
    addEventListener: (_t: string, l: Listener) => listeners.add(l),
    removeEventListener: (_t: string, l: Listener) => listeners.delete(l),
  };
}
const press = (w: ReturnType<typeof fakeWindow>, key: string, target: unknown = null) => {
  const ev = { key, target, defaultPrevented: false, preventDefault: () => (ev.defaultPrevented = true) };
  for (const l of w.listeners) l(ev as unknown as KeyboardEvent);
  return ev.defaultPrevented;
};

describe('useTableKeys', () => {
  it('Escape, Backspace and the replay keys, each to its handler; a field keeps its Backspace; gone with the table', () => {
    const w = fakeWindow();
    const log: string[] = [];
    let escapes = 1;
    const scope = effectScope();
    scope.run(() =>
      useTableKeys({
        replayKey: (ev) => (log.push(`replay ${ev.key}`), true),
        takeBack: () => (log.push('back'), true),
        escape: () => (log.push('escape'), escapes-- > 0),
        target: w as unknown as Window,
      }),
    );
    expect(press(w, 'Escape')).toBe(true);
    expect(press(w, 'Escape')).toBe(false);
    expect(press(w, 'Backspace')).toBe(true);
    expect(press(w, 'Backspace', { tagName: 'TEXTAREA' })).toBe(false);
    press(w, 'Home');
    expect(log).toEqual(['escape', 'escape', 'back', 'replay Home']);
    scope.stop();
    expect(w.listeners.size).toBe(0);
  });
});
