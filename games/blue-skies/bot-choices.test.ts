/**
 * The Strategist's and the spreader's choices, pinned: whole games over fixed seeds (the lab's
 * default mix at 2, 4 and 5 seats, against random players, under the table options that change
 * what a bot weighs), each game's moves digested, and at every fifth state what both bots would
 * choose there from every legal move (so a choice the game never acted on must come out the same
 * too). The digests were recorded on main before the bots were made cheaper (issues 24 and 26),
 * so a speed-up that changes a single choice fails here. A change meant to alter the bots' play
 * must say so and record new digests (`RECORD_BOT_CHOICES=1` prints them).
 */
import { pinChoices, type ChoiceConfig } from '../core/bot-choices.test-helpers.js';
import { bots } from './bots.js';
import { blueSkies as def } from './index.js';
import { spreader } from './playstyles.js';
import { options, usaBoard } from './testing.js';
import type { BlueSkiesMove, BlueSkiesOptions, BlueSkiesState } from './types.js';

const strategic = bots[0]!;
const random = bots[1]!;
const mix = [strategic, spreader];

const configs: ChoiceConfig<BlueSkiesState, BlueSkiesMove, BlueSkiesOptions>[] = [
  { name: 'default mix, 2 seats', seats: 2, seeds: [1, 2, 3], bots: mix },
  { name: 'default mix, 4 seats', seats: 4, seeds: [11, 12], bots: mix },
  { name: 'default mix, 5 seats', seats: 5, seeds: [21, 22], bots: mix },
  { name: 'Strategist and spreader against random players, 3 seats', seats: 3, seeds: [31, 32], bots: [random, strategic, random, spreader] },
  { name: 'full award on ties, 4 seats', seats: 4, seeds: [41, 42], bots: mix, opts: { fullAwardOnTies: true } },
  { name: 'shared victory, uncapped assistance, 3 seats', seats: 3, seeds: [51], bots: mix, opts: { sharedVictory: true, uncappedAssistance: true } },
];

/** Recorded on main f1497c0, before the speed-up. */
const recorded: Record<string, string> = {
  'default mix, 2 seats': 'e412bde7c2e0336eb783',
  'default mix, 4 seats': 'a217a6983668abd9228a',
  'default mix, 5 seats': '3c5c164e691bdabe022d',
  'Strategist and spreader against random players, 3 seats': '53f19c33a70c6d92faf3',
  'full award on ties, 4 seats': '8901704e5bf998611089',
  'shared victory, uncapped assistance, 3 seats': '5641c807b506cf3eb517',
};

pinChoices({ title: 'the Blue Skies bots choose what they chose before they were made faster', def, board: usaBoard, options, watched: mix, every: 5, configs, recorded });
