/** Numbers in the lab's words (the same as the standalone report's), as the chosen language writes them. */
import { pWording } from '../../../formats/lab-words.js';
import { useLocale } from '../i18n/locale.js';
import { reportText } from './report-words.js';

const formats = new Map<string, Intl.NumberFormat>();

/** A number with this many decimals in the chosen language ("0,52"). */
export function num(x: number, digits = 0): string {
  const locale = useLocale().value;
  const k = `${locale}:${digits}`;
  let f = formats.get(k);
  if (!f) formats.set(k, (f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f.format(x);
}

/** A rate as a percentage: whole points, one decimal under 10 %. */
export const pct = (x: number): string => `${num(100 * x, x > 0 && x < 0.1 ? 1 : 0)} %`;
/** A p-value: "p < 0.001", "p = 0.004", "p = 0.21" (decimals as the language writes them). */
export const pWords = (p: number): string => reportText(pWording(p), '');
export const shortHash = (h: string): string => h.slice(0, 12);
export function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(useLocale().value, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
