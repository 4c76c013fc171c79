/** Every way an HTML page can make a browser fetch something: scripts, stylesheets, images, frames, urls. */
export function externalReferences(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<(script|link|img|iframe|object|embed|source|video|audio)\b[^>]*>/gi)) found.push(m[0]);
  for (const m of html.matchAll(/\b(?:src|href|srcset|poster|action)\s*=\s*["']?([^"'\s>]+)/gi)) found.push(m[0]);
  for (const m of html.matchAll(/url\(\s*["']?(?!#)([^"')]+)/gi)) found.push(m[0]);
  for (const m of html.matchAll(/@import/gi)) found.push(m[0]);
  return found;
}
