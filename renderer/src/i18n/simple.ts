/**
 * The fast path for the commonest message: text with `{name}` placeholders and nothing else ICU
 * gives meaning to (no plural, select, number style or quoting). Filled here without the ICU
 * parser, with the same result as intl-messageformat (numbers in the language's own way); the
 * test in simple.test.ts holds the two to the same output.
 */
export type Params = Readonly<Record<string, string | number | Date | boolean>>;

// Literal text, an apostrophe that quotes nothing (French: « l'hôte »), or a {name}.
const SIMPLE = /^(?:[^{}']|'(?![{}'#|])|\{\s*[A-Za-z_][\w]*\s*\})*$/;
const PLACEHOLDER = /\{\s*([A-Za-z_][\w]*)\s*\}/g;

export function isSimple(text: string): boolean {
  return SIMPLE.test(text);
}

/** A simple message filled; a placeholder without a value stays as it is written. */
export function fillSimple(text: string, params: Params | undefined, number: (n: number) => string): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!params || !Object.hasOwn(params, name)) return whole;
    const v = params[name];
    return typeof v === 'number' ? number(v) : String(v);
  });
}
