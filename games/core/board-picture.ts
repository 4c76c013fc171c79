/**
 * A board's tracing picture may travel inside the board file, as a data URL, so a board drawn
 * over a scan opens with its picture on any machine. Only PNG and JPEG, checked by their first
 * bytes as well as by the declared type, and bounded so a board file stays one the host can read
 * (the library reads board files of up to 8 MiB).
 */

/** The largest picture a board file may carry, in bytes of the image file itself. */
export const MAX_PICTURE_BYTES = 4 * 1024 * 1024;

const PREFIXES = {
  'image/png': 'data:image/png;base64,',
  'image/jpeg': 'data:image/jpeg;base64,',
} as const;

/** The most characters a picture's data URL may have: the base64 of MAX_PICTURE_BYTES and its prefix. */
export const MAX_PICTURE_CHARS = PREFIXES['image/jpeg'].length + Math.ceil(MAX_PICTURE_BYTES / 3) * 4;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first bytes of a base64 text (no DOM, no Node: games/ runs in both). */
function firstBytes(b64: string, count: number): number[] | null {
  const chars = b64.slice(0, Math.ceil(count / 3) * 4);
  const bytes: number[] = [];
  for (let i = 0; i + 3 < chars.length && bytes.length < count; i += 4) {
    const v = [0, 1, 2, 3].map((k) => B64.indexOf(chars[i + k]!));
    if (v.some((n) => n < 0)) return null;
    const n = (v[0]! << 18) | (v[1]! << 12) | (v[2]! << 6) | v[3]!;
    bytes.push((n >> 16) & 255, (n >> 8) & 255, n & 255);
  }
  return bytes.length >= count ? bytes.slice(0, count) : null;
}

const MAGIC: Record<keyof typeof PREFIXES, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/**
 * Why a picture's data URL can't be kept in a board, in words; null when it can. Checks the type
 * it declares, that its bytes start as that type's files do, that it is base64 throughout, and
 * its size.
 */
export function pictureDataProblem(data: string): string | null {
  const type = (Object.keys(PREFIXES) as (keyof typeof PREFIXES)[]).find((t) => data.startsWith(PREFIXES[t]));
  if (!type) return 'A picture kept in a board must be a PNG or JPEG data URL (data:image/png;base64,… or data:image/jpeg;base64,…).';
  if (data.length > MAX_PICTURE_CHARS) {
    const mib = (n: number) => (n / (1024 * 1024)).toFixed(1);
    return `The picture is about ${mib(pictureBytes(data))} MiB; a board may carry a picture of at most ${mib(MAX_PICTURE_BYTES)} MiB.`;
  }
  const b64 = data.slice(PREFIXES[type].length);
  if (b64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return 'The picture data is not valid base64.';
  const head = firstBytes(b64, MAGIC[type].length);
  if (!head || head.some((b, i) => b !== MAGIC[type][i])) {
    return `The picture says it is ${type === 'image/png' ? 'a PNG' : 'a JPEG'}, but its bytes are not.`;
  }
  return null;
}

/** About how many bytes the image file behind a data URL has. */
export function pictureBytes(data: string): number {
  const comma = data.indexOf(',');
  return Math.floor(((data.length - comma - 1) * 3) / 4);
}
