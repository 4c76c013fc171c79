/**
 * The Tycoon's and its playstyles' choices, pinned: whole games over fixed seeds (the lab's
 * default mix at 2, 4 and 5 seats, against random players, under each table option), each game's
 * moves digested, and at every seventh state what each of the three bots would choose there from
 * every legal move (so a choice the game never acted on must come out the same too). The digests
 * were recorded on main before the bots and the legal moves were made cheaper (issues 24 and 26),
 * so a speed-up that changes a single choice fails here. A change meant to alter the bots' play
 * must say so and record new digests (`RECORD_BOT_CHOICES=1` prints them).
 */
import { pinChoices, type ChoiceConfig } from '../core/bot-choices.test-helpers.js';
import { tycoonBot } from './bots.js';
import { airlinesEurope as def } from './index.js';
import { licenceBuilder, shareTrader } from './playstyles.js';
import { europeBoard } from './testing.js';
import type { EuropeMove, EuropeOptions, EuropeState } from './types.js';

const random = def.bots.find((b) => b.id === 'random')!;
const mix = [tycoonBot, licenceBuilder, shareTrader];

const configs: ChoiceConfig<EuropeState, EuropeMove, EuropeOptions>[] = [
  { name: 'default mix, 2 seats', seats: 2, seeds: [1, 2, 3], bots: mix },
  { name: 'default mix, 4 seats', seats: 4, seeds: [11, 12], bots: mix },
  { name: 'default mix, 5 seats', seats: 5, seeds: [21], bots: mix },
  { name: 'Tycoon and styles against random players, 3 seats', seats: 3, seeds: [31, 32], bots: [random, tycoonBot, random, licenceBuilder, random, shareTrader] },
  { name: 'one scoring pick each, 4 seats', seats: 4, seeds: [41], bots: mix, opts: { oneScoringPickEach: true } },
  { name: 'open victory points, 6 seats', seats: 6, seeds: [51], bots: mix, opts: { secretVictoryPoints: false } },
];

/** Recorded on main f1497c0, before the speed-up. */
const recorded: Record<string, string> = {
  'default mix, 2 seats': '42912fd7e7b881d12697',
  'default mix, 4 seats': '6ab586ae200834cea80b',
  'default mix, 5 seats': '3d89583d6cc04abf5b28',
  'Tycoon and styles against random players, 3 seats': '98ead9d593103c221ad4',
  'one scoring pick each, 4 seats': '649eaf91f054a3dd8184',
  'open victory points, 6 seats': 'f30ce6718256c05d7cd6',
};

pinChoices({ title: 'the Europe bots choose what they chose before they were made faster', def, board: europeBoard, options: (changes) => def.optionsSchema.parse(changes), watched: mix, every: 7, configs, recorded });
