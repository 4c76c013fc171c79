/**
 * The numbers on a lab chart in the reader's language: a chart's option is plain JSON (it crosses
 * the wire and is stored), so ECharts would write its value axes' ticks and its tooltips' values
 * its own way ("1,000", "0.5") whatever the language. Where the chart is drawn (the lab screen,
 * the HTML export) the value axes and the tooltip get formatters for the locale ("1 000", "0,5").
 */
import type { Locale } from '../games/core/locales.js';

type Option = Record<string, unknown>;

/** A copy of the option whose value-axis ticks and tooltip values are written as `locale` writes numbers. */
export function localeTicks(option: Option, locale: Locale): Option {
  const nf = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const num = (v: unknown): string => (typeof v === 'number' && Number.isFinite(v) ? nf.format(v) : String(v ?? ''));
  const axis = (a: unknown): unknown => {
    if (typeof a !== 'object' || a === null || (a as Option).type !== 'value') return a;
    const label = ((a as Option).axisLabel ?? {}) as Option;
    // A template such as "{value} %" keeps its words round the number.
    const template = typeof label.formatter === 'string' ? label.formatter : '{value}';
    // A narrow plot (the element lists beside each other) has no room for every tick: drop the ones that would overlap.
    return { ...a, axisLabel: { hideOverlap: true, ...label, formatter: (v: number) => template.replace('{value}', num(v)) } };
  };
  const axes = (x: unknown): unknown => (Array.isArray(x) ? x.map(axis) : axis(x));
  const out: Option = { ...option };
  if (option.xAxis !== undefined) out.xAxis = axes(option.xAxis);
  if (option.yAxis !== undefined) out.yAxis = axes(option.yAxis);
  if (typeof option.tooltip === 'object' && option.tooltip !== null) out.tooltip = { ...(option.tooltip as Option), valueFormatter: (v: unknown) => (Array.isArray(v) ? v.map(num).join(' – ') : num(v)) };
  return out;
}
