/**
 * The lab's part of the host's JSON API (main/lab/api.ts), for the lab screen. The host machine
 * only: a guest's browser gets the host's refusal in words.
 */
import { answerText, answeredStatus, hostUnreachable } from '../i18n/host-answer.js';
import type { Locale } from '../../../games/core/locales.js';
import type { Wording } from '../../../games/core/wording.js';
import type { BalanceAsk, ChartSpec, LabDocument, LabProgress, LabReportInfo } from '../../../formats/lab-report.js';

export type { ChartSpec };
import { useConnection } from '../stores/connection.js';

export interface OpenedReport {
  report: LabDocument;
  charts: ChartSpec[];
  /** The heat maps as SVG (side b for a comparison, and its difference map B − A); null for a game without board drawing. */
  heat: { a: string | null; b?: string | null; diff?: string | null };
  /** A comparison's per-element changes (B − A), largest effect size first (main/lab/diff-heat.ts). */
  deltas?: ElementDelta[];
}

/** One element's share of games used on each board of a comparison, and the change. */
export interface ElementDelta {
  kind: string;
  kindLabel: string;
  /** The label by key (the game's catalogue), when the report has it. */
  kindLabelWording?: Wording;
  id: string;
  name: string;
  /** Its name by the game's key, when it has words of its own. */
  nameWords?: Wording;
  a: number;
  b: number;
  d: number;
  lo: number;
  hi: number;
  z: number;
}

export type BoardChoice = { library: string } | { inline: unknown; name?: string };

export interface RunRequest {
  board: BoardChoice;
  compare?: BoardChoice;
  game?: string;
  players: number;
  games: number;
  seed: number;
  bots: string[];
  options?: Record<string, unknown>;
  /** Instead of a report: an auto-balance of the board. */
  balance?: BalanceAsk;
  /** Instead of a report: restricted play, one seat forbidden an element or a kind. */
  restrict?: { kind: string; id?: string };
  /** After a report: re-check it with a second bot mix on fresh seeds. */
  secondMix?: boolean;
  /** B's bots: an A/B of two bot mixes (on `compare`, else on the same board). */
  compareBots?: string[];
}

export type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

export function labUrl(path: string): string {
  const connection = useConnection();
  return new URL(`api/lab/${path}`, connection.baseUrl || window.location.href).href;
}

async function call<T>(path: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    const res = await fetch(labUrl(path), init);
    const body = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
    if (res.ok) return { ok: true, value: body as T };
    return { ok: false, message: await answerText(body, answeredStatus(res.status)) };
  } catch {
    return { ok: false, message: hostUnreachable() };
  }
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const labApi = {
  start: (req: RunRequest) => call<{ id: string }>('runs', json(req)),
  progress: (id: string) => call<LabProgress>(`runs/${encodeURIComponent(id)}`),
  cancel: (id: string) => call<{ ok: true }>(`runs/${encodeURIComponent(id)}/cancel`, json({})),
  list: () => call<(LabReportInfo | { id: string; problem: string })[]>('reports'),
  open: (id: string, lang: Locale) => call<OpenedReport>(`reports/${encodeURIComponent(id)}?lang=${lang}`),
  remove: (id: string) => call<{ ok: true }>(`reports/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  replay: (id: string, side: 'a' | 'b', game: number, move: number) => call<{ save: string }>(`reports/${encodeURIComponent(id)}/replay`, json({ side, game, move })),
  exportUrl: (id: string, kind: 'html' | 'json', lang: Locale) => labUrl(`reports/${encodeURIComponent(id)}/${kind}${kind === 'html' ? `?lang=${lang}` : ''}`),
};
