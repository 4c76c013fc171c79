/**
 * The fast path for the commonest message: text with `{name}` placeholders and nothing else ICU
 * gives meaning to (no plural, select, number style or quoting). Filled here without the ICU
 * parser, with the same result as intl-messageformat, which writes a bare `{n}` number as it is
 * (a number in the language's own way is `{n, number}`, an ICU message); the catalogue test
 * holds the two to the same output.
 */
export type Params = Readonly<Record<string, string | number | Date | boolean>>;

// Literal text, an apostrophe that quotes nothing (French: « l'hôte »), or a {name}.
const SIMPLE = /^(?:[^{}']|'(?![{}'#|])|\{\s*[A-Za-z_][\w]*\s*\})*$/;
const PLACEHOLDER = /\{\s*([A-Za-z_][\w]*)\s*\}/g;

export function isSimple(text: string): boolean {
  return SIMPLE.test(text);
}

/** A simple message filled; a placeholder without a value stays as it is written. */
export function fillSimple(text: string, params: Params | undefined): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!params || !Object.hasOwn(params, name)) return whole;
    return String(params[name]);
  });
}
