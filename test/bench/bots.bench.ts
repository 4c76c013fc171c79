/**
 * `npm run bench -- bots`: how strong the bots are, per game, on the bundled boards.
 *
 * - Expert's CPU per decision (Hard's too) at 2 seats and at the game's largest table.
 * - Expert against the heuristic default at 2 seats (target: at least 65 % of the games), and
 *   against a flat Monte-Carlo baseline written here (target: at least 60 %): at each decision
 *   the default bot's move and 3 other legal moves, each played out twice to the end by the
 *   default bot, on states with the hidden cards dealt afresh (the same `determinize`, so
 *   neither side peeks).
 * - A round robin at 2 and 4 seats: Expert, the default, each playstyle, random. A round seats
 *   every bot in every seat equally often (bots-round-robin.ts: at 2 seats each pair plays one
 *   deal from both seats; at 4, n games for n bots, the order turning). BOTS_GAMES_RR sets the
 *   rounds (default 1; 0 skips it), BOTS_RR_SEATS the seat counts (default 2,4), BOTS_RR_BOTS
 *   the bots (ids, "default" for the game's default; e.g. expert,default,random), BOTS_RR_FIRST=k
 *   starts at game k of the schedule (its deals follow from k) and BOTS_RR_GAMES=m plays m games,
 *   so processes can split a round and a later run add games. Each game is logged on stderr as
 *   it ends (a readable line and an `rr-game` line); BOTS_RR_REPLAY=<log>,<log> prints the
 *   standings of the logged games, playing none, and says how many whole rounds they cover.
 *   Figures, 28 Nov 22:37–29 Nov 00:06, load 20–64, whole rounds only, main's Expert (before
 *   Linie 1's evaluation counted others' stop signs), 90 processes of one to twelve games
 *   (BOTS_GAME=<id> BOTS_RR_SEATS=<n> BOTS_RR_FIRST=<k> BOTS_RR_GAMES=<m> BOTS_GAMES=0 BOTS_CPU=0
 *   BOTS_GAMES_STYLES=0), then BOTS_RR_REPLAY over their stderr; win % (Wilson 95 %), margin:
 *   2 seats: Blue Skies (2 rounds) Expert 100 (76–100) +75, Strategist 50 (25–75) +11, spreader
 *   50 -2, random 0 -84; Europe (2) Expert 94 (72–99) +31, tycoon 50 (28–72) +11, builder 75
 *   (51–90) +15, trader 31 (14–56) +10, random 0; Airlines (1) Expert 70 (40–89) +19,
 *   Strategist 80 (49–94) +19, majority 40 -2, network 40 +8, speculator 70 +12, random 0;
 *   Linie 1 (1) Expert 90 (60–98) +0.8, route 50, shortcut 50, blocker 40, swapper 70, random 0.
 *   4 seats (fair 25): Blue Skies (5 rounds) Expert 55 (34–74), Strategist 35, spreader 10,
 *   random 0; Europe (6) Expert 29 (15–49) -4.6, tycoon 42 (24–61), builder 21, trader 33,
 *   random 0; Airlines (3) Expert 38 (16–65), Strategist 42, majority 25, network 21,
 *   speculator 25, random 0; Linie 1 (3) Expert 50 (25–75), route 25, shortcut 17, blocker
 *   25, swapper 33, random 0. At 4 seats Expert is not shown above the default in any game.
 *
 * - Each playstyle against the default at 2 seats (target: at least 25 %).
 *
 * Win rates count a shared win as a fraction; intervals are Wilson 95 %. Seats rotate game by
 * game; a duel plays each deal (seed) from both seats. Full runs take hours on today's engine:
 * BOTS_GAMES sets the games per Expert duel (default 4; keep it even), BOTS_FLAT=0 skips the
 * flat Monte-Carlo duel, BOTS_GAMES_STYLES the games per playstyle duel (default 40; 0 skips
 * them), BOTS_STYLE limits those duels to one style id,
 * BOTS_GAME limits the run to one game id, BOTS_VS=default or flat plays only that Expert duel,
 * BOTS_SEATS=n plays those duels at n seats (the tested bot in one seat, its opponent in the
 * others, the seat rotating; default 2), BOTS_BOT=<id> tests another bot than Expert (hard),
 * BOTS_CPU=0 skips the CPU lines, and BOTS_PROGRESS=1 prints a duel's standing after each deal
 * (on stderr), so a run cut short still says something, and BOTS_FIRST_DEAL=k starts the duels at
 * deal k (deal k is seed 1000 + k), so two processes can split a duel or a later run add deals. Budgets are iterations, so a figure does not
 * depend on the machine's load (only the CPU times do). *
 * Figures (27 Nov 2026, machine at a load of 20–40, so only the win rates are exact):
 * - Playstyle vs default, 2 seats, 40 games each (BOTS_GAMES=0 BOTS_CPU=0 BOTS_GAMES_RR=0):
 *   Airlines majority 29 % (17–44), network 38 % (24–53), speculator 50 % (35–65); Airlines
 *   Europe builder 53 % (37–67), trader 48 % (33–63), abacus 25 % (14–40); Blue Skies spreader
 *   35 % (22–50); Linie 1 shortcut 45 % (31–60), blocker 35 % (22–50), swapper 60 % (45–74).
 *   Before the styles steered the default (core/steer.ts): majority 4 %, network 8 %,
 *   speculator 0 %, builder 3 %, spreader 15 %, hub and saver 0 %; network 20 % (10–35) when
 *   it also chose which airline to grow, blocker 15 % (7–29) when it chose its own tiles
 *   (BOTS_GAME=<id> BOTS_STYLE=<style>, 27 Nov 10:40).
 * - Expert CPU per decision (6 states each, median / max), 27 Nov 15:48 at a load of about 30:
 *   2 seats Airlines 788 / 987 ms, Europe 806 / 1130, Blue Skies 680 / 1197, Linie 1 732 / 1149;
 *   largest table Airlines (6) 354 / 524, Europe (6) 779 / 934, Blue Skies (5) 609 / 908,
 *   Linie 1 (5) 509 / 523 (BOTS_GAMES=0 BOTS_GAMES_STYLES=0 BOTS_GAMES_RR=0). Keying moves by
 *   hand (move-key.ts) took 15–30 % off a decision without changing a single choice.
 * - Expert vs default at 2 seats, each deal from both seats, 27 Nov 15:38–16:55 at a load of
 *   25–42, two processes (BOTS_GAME=<id> BOTS_VS=default BOTS_GAMES=<n> BOTS_PROGRESS=1, and
 *   BOTS_FIRST_DEAL=5 for Europe's second process):
 *   Blue Skies 10 of 10 (72–100 %, margin +61.5); Airlines Europe 15 of 16 (deals 0–7,
 *   72–99 %, margin +16.3); Airlines 2 of 6 (10–70 %, margin -4.8); Linie 1 2 of 10 (6–51 %,
 *   margin -0.6). Expert vs flat Monte-Carlo (BOTS_VS=flat): Blue Skies 6 of 8 (41–93 %,
 *   margin +15.4); the other games were not run. In 12 decisions of one game each, Expert left
 *   the default's move in 10 (Blue Skies), 3 (Airlines) and 2 (Linie 1).
 *   The abacus, hub and saver styles were removed (see their playstyles.ts).
 * - 27 Nov 19:08–20:10, load 30–40, after the search's choice changed (core/ismcts.ts: one test
 *   of the most visited other move against the heuristic's, after 8 shared worlds, the
 *   heuristic's move kept at its pace; Linie 1 at 40 iterations with finished playouts valued by
 *   how far each tram got; Airlines at 6 seats 139 iterations instead of 80):
 *   Expert CPU per decision (BOTS_GAME=<id> BOTS_GAMES=0 BOTS_GAMES_STYLES=0 BOTS_GAMES_RR=0):
 *   Linie 1 1481 / 1840 ms at 2 seats (3 states), 710 / 953 at 5; Airlines 748 / 946 at 2,
 *   584 / 687 at 6. Expert vs default at 2 seats on fresh deals (BOTS_FIRST_DEAL=20):
 *   Linie 1 0 of 4 (deals 20–21, 0–49 %, margin -1.0): Expert is not shown stronger than the
 *   default there, and may be weaker. The Airlines duel did not finish a deal (each process got
 *   about 5 % of a core) and was stopped; Blue Skies and Europe were not replayed. On the CPU
 *   states (seed 7, 2 seats) the new choice and the old one, at the same budget, chose the same
 *   move in 3 of 4 Blue Skies decisions, 2 of 6 Europe, 3 of 6 Airlines, 2 of 3 Linie 1.
 * - 27 Nov 21:45–23:10, load 25–40, two processes, after Linie 1's root was cut to two moves
 *   (the route builder's and its runner-up on its plan, `rootMoves` 2) at 28 iterations:
 *   Linie 1 Expert CPU per decision 820 / 860 ms at 2 seats (3 states), 719 / 785 at 5.
 *   Expert vs default at 2 seats, fresh deals, each from both seats:
 *   Linie 1 (BOTS_FIRST_DEAL=40) 10 of 24 (deals 40–51, 42 %, 24–61 %, margin -0.2; each of the first 9
 *   deals split 1–1, the same seat winning both ways, then deals 49 and 50 went 0–2), CPU per decision median 548 ms,
 *   p90 818 ms over 846;
 *   Airlines (BOTS_FIRST_DEAL=30) 8 of 12 (deals 30–35, 67 %, 39–86 %, margin +0.9), CPU per
 *   decision median 465 ms, p90 712 ms over 1040: a deal took 25–35 min of wall time because each
 *   process got 5–10 % of a core (about 4 s of CPU a minute), not because a decision was slow.
 *   Blue Skies and Europe: with `rootMoves` unset the search is unchanged (the same Expert moves
 *   on the CPU states as before the change); their duels were not replayed.
 * - 28 Nov 01:00–01:50, load 20–36, three processes (BOTS_FIRST_DEAL=60, 64, 68, BOTS_GAMES=8
 *   each), after Linie 1's search got the race evaluation (rollouts cut after 8 moves), the
 *   others' lines inferred from the board's track, and the evaluation's root move, at 48
 *   iterations: Linie 1 Expert vs the route builder at 2 seats, fresh deals 60–71 each from both
 *   seats: 23 of 24 (96 %, Wilson 95 % 80–99 %; 8/8, 7/8, 8/8, mean margins 1.0, 0.9, 1.0), CPU
 *   per decision median 550 / 493 / 548 ms, p90 868 / 845 / 827, max 1,661 ms over 740. CPU per
 *   decision on the bench's states (BOTS_GAMES=0, load ~35): Expert 845 / 1,087 ms at 2 seats,
 *   465 / 542 at 5; Hard 457 / 613 and 144 / 170.
 * - 28 Nov 03:48–05:00, load 20–42, Linie 1 (BOTS_GAME=linie1 BOTS_CPU=0 BOTS_GAMES_STYLES=0
 *   BOTS_GAMES_RR=0 BOTS_PROGRESS=1, each process its own BOTS_FIRST_DEAL; each deal played once
 *   with the tested bot in each seat): Expert vs the route builder at 3 seats (BOTS_SEATS=3),
 *   deals 80–88: 17 of 27 (63 %, 44–78 %; fair 33 %; 7/12, 8/12, 2/3), CPU per decision median
 *   305–342 ms, p90 449–567, max 976 ms; at 5 seats (BOTS_SEATS=5), deals 80–85: 11 of 30 (37 %,
 *   22–54 %; fair 20 %; by deal 2, 4, 1, 1, 1, 2), median 213–320 ms, max 1,083 ms. Hard (24 iterations at
 *   every table) vs the route builder, i.e. Medium, at 5 seats (BOTS_BOT=hard), deals 80–83: 13 of
 *   20 (65 %, 43–82 %), median 218 ms, max 673 ms; before, Hard had 8 iterations there and never
 *   left the route builder's move. Expert vs flat Monte-Carlo at 2 seats (BOTS_VS=flat), deals
 *   80–83: 8 of 8 (68–100 %, margin +1.0), median 387 ms, max 878 ms.
 * - 28 Nov 16:07–17:35, load 21–39 (BOTS_CPU=0 BOTS_GAMES_STYLES=0 BOTS_GAMES_RR=0
 *   BOTS_PROGRESS=1 BOTS_GAME=<id>, each process its own BOTS_FIRST_DEAL): Airlines Expert vs the
 *   Strategist at 2 seats (BOTS_VS=default), fresh deals 100–107 and 200–207: 16.5 of 32 (52 %,
 *   35–68 %; 9.5/16 and 7/16, margin +1.8 and -3.3), CPU per decision median 376–406 ms, p90
 *   593–655, max 1,501 ms; with deals 30–35 24.5 of 44 (56 %, 41–69 %): the 65 % target is not met. Expert vs flat Monte-Carlo (BOTS_VS=flat), deals
 *   300–301: Airlines 4 of 4 (51–100 %, margin +45.0), Europe 3 of 4 (30–95 %, margin +23.8), median
 *   420 and 251 ms, max 1,598 and 1,376 ms. Linie 1, after determinize.ts stopped weighing the
 *   hidden cards by the track from 4 seats (why: determinize.ts): Expert vs the route builder at 5 seats (BOTS_SEATS=5),
 *   deals 80–85: 11 of 30 (37 %, 22–54 %; by deal 2, 2, 1, 3, 0, 3), the same count as before the
 *   change (2, 4, 1, 1, 1, 2); fresh deals 100–101: 2 of 10 (6–51 %, margin -0.6), so 13 of 40 (33 %,
 *   20–48 %); median 175–241 ms, max 871 ms. Hard at 5 seats
 *   (BOTS_BOT=hard), fresh deals 100–101: 2 of 10 (6–51 %, margin -0.6; with deals 80–83 15 of 30,
 *   33–67 %), median 142 ms, max 655 ms. Hard at 2 seats, deals 100–103: 8 of 8 (68–100 %, margin
 *   +1.0), median 219 ms, max 966 ms. The round robin was not run.
 * - 28 Nov 19:27–21:05, load 27–50, Airlines Expert vs the Strategist at 2 seats (BOTS_CPU=0
 *   BOTS_GAMES_STYLES=0 BOTS_GAMES_RR=0 BOTS_PROGRESS=1 BOTS_GAME=airlines BOTS_VS=default, two
 *   processes, BOTS_FIRST_DEAL=400 and 406, BOTS_GAMES=12), fresh deals 400–402 and 406–408
 *   (stopped there): 9.5 of 12 (79 %, 51–93 %, margin +5.1), CPU per decision median 319–328 ms,
 *   p90 510–543, max 1,380 ms; with the 44 games before, 34 of 56 (61 %, 48–72 %). Why it is not
 *   clearly stronger (each of its moves valued by 150–200 worlds of Strategist playouts against
 *   the Strategist's own move, paired): in one game it left the Strategist's move 28 times, for
 *   +0.06 of a win in all (each departure within ±0.09, mostly single shares laid out for a
 *   sabotage instead of expanding); on 22 states of Strategist games it left it 9 times, for
 *   -0.17, four of them clearly worse (-0.05 to -0.12, shares laid out instead of expanding),
 *   while the best move was worth +0.033 a state over the Strategist's (5 states above +0.05,
 *   mostly a face-up stock card over a blind draw) and it found one of those five. So the moves
 *   are close, 240 iterations over ~19 root moves cannot tell them apart, and the most visited
 *   challenger is flattered by the worlds that chose it. Two options of core/ismcts.ts, off by
 *   default (Europe's Expert chose the same 8 moves with and without them), were tried:
 *   `winShare` 0.2 (a playout's margin resolves a paired difference better than its win: mean
 *   |z| 1.39 against 1.27 on 44 states) with `recheck` 0.4 (the challenger re-tested on fresh
 *   worlds) at 240 iterations (four processes, BOTS_FIRST_DEAL=400, 403, 406, 409, BOTS_GAMES=6):
 *   10 of 12 (deals 400–401, 403, 406–407, 409; 83 %, 55–95 %, margin +7.4), on the deals both runs
 *   played 7 of 8 against 7.5 without them, median 349–447 ms, max 1,754 ms; the same at 400
 *   iterations (seatScale 0.96, so 140 at 6 seats as before): 2.5 of 4 (deals 403, 406), median
 *   684–753 ms, p90 1,000–1,043, max 2,165 ms (over budget). Neither is shown better, so
 *   Airlines' Expert is unchanged.
 * - 28 Nov 22:33–29 Nov 00:12, load 24–59, Airlines Expert vs the Strategist on fresh deals 500–
 *   (BOTS_CPU=0 BOTS_GAMES_STYLES=0 BOTS_GAMES_RR=0 BOTS_PROGRESS=1 BOTS_GAME=airlines
 *   BOTS_VS=default BOTS_GAMES=16 BOTS_FIRST_DEAL=500, one process a setting, stopped at 00:12):
 *   as is 3 of 4 (deals 500–501, 30–95 %, margin +4.3; CPU per decision median 410 ms, p90 671,
 *   max 2,433); each variant tried, since removed: a root trim (parts of holdings that gain
 *   nothing now, claims paid with a bigger card than needed or for an airline a rival gains more
 *   from, sabotage spots off the marker airline's routes; commit 4a6b825) 6 of 10 (31–83 %, +2.9);
 *   `recheck` 0.4 alone 5 of 8 (31–86 %, +1.1); twice the iterations for a root of 6 moves or
 *   fewer 1 of 2, with the trim 1 of 2 (CPU per decision p90 1,349–1,363 ms, over budget); the
 *   search shown the other hand (an upper bound for guessing it from the face-up cards taken) 7 of
 *   8 (53–98 %, +9.0). Too few games to tell any apart. Weighed decision by decision instead
 *   (test/bench/bots-judge.ts' method, seeds 900–904, every third decision of Strategist games,
 *   300 paired worlds a differing choice; the variant's win share minus Expert's, summed, ±
 *   standard error): trim +0.09 ± 0.17 of a win over 309 states (66 differed), trim with twice the
 *   iterations -0.15 ± 0.17 over 215, recheck -0.24 ± 0.18 over 215, `caution` 2 -0.11 ± 0.15 over
 *   137; the Strategist's own moves -0.91 ± 0.22 over 279 (111 differed): Expert's departures do
 *   pay, unlike the earlier sample's. No variant is shown better, so Airlines' Expert is
 *   unchanged, and `winShare`, `recheck` and the trim are removed.
 * - 29 Nov 02:07–03:10, load 25–58, why Expert did not lead at 4 seats, weighed decision by
 *   decision (BOTS_GAME=<id> BOTS_SEATS=<n> npx tsx test/bench/bots-judge.ts '<variant>' <seed>
 *   <games> <worlds>; states of the heuristic's own games, every third decision, 60 paired worlds
 *   a differing choice (30 at 6 seats); the variant's win share minus Expert's, summed, ±
 *   standard error). Europe at 4 seats, seeds 901–902, 138 states: main's Expert (32 iterations
 *   there, 2/n of 64) left the Tycoon's move in only 19 (mostly among 2–5 market shares: over a
 *   licence's dozens of moves no rival reached the 8 shared worlds the choice needs); the Tycoon's
 *   own moves -3.66 ± 0.27 (seed 900 alone, 40 worlds, +0.44 ± 0.23); twice the iterations (64
 *   at 4 seats) +3.94 ± 0.44 (left it in 68), with `caution` 2 +1.97 ± 0.33; `caution` 2
 *   alone -0.46 ± 0.22; at 128 iterations a flat search (no tree below the root, an option
 *   tried and removed) -0.13 ± 0.31 over 72 states (seed 901): the tree below the root and its
 *   backup are not what holds it back. At 6 seats (seed 900, 79
 *   states) main's 21 iterations never left the Tycoon's move; 64 +1.22 ± 0.37. So Europe's
 *   Expert now keeps its 64 iterations at every table (levels.ts, seatScale 0): on fresh seed 903
 *   at 4 seats the Tycoon's moves against it -4.46 ± 0.40 over 76 states (38 differed). CPU per
 *   decision (the judge's, at load ~50): 4 seats median 236–252 ms, max 1,251 (main's 32
 *   iterations 108–126, max 1,106 on the same states); 6 seats median 302 ms, max 891.
 *   Duel on fresh deals, the new Expert vs three Tycoons at 4 seats (BOTS_GAME=airlines-europe
 *   BOTS_VS=default BOTS_SEATS=4 BOTS_GAMES=8 BOTS_FIRST_DEAL=700 and 702 BOTS_CPU=0
 *   BOTS_GAMES_STYLES=0 BOTS_GAMES_RR=0 BOTS_FLAT=0 BOTS_PROGRESS=1, two processes, 02:28–03:20,
 *   load 40–58): 16 of 16 (deals 700–703, each from all four seats; 81–100 %, fair 25 %; margin
 *   +27.8 and +20.8), CPU per decision median 239–249 ms, p90 427–437, max 1,500–1,525 ms (over
 *   976 decisions). Main's Expert was not replayed on these deals; the round robin was not run.
 *   Airlines at 4 seats (170 iterations), seed 901, 96 states: the Strategist's own moves +0.08 ±
 *   0.21 against Expert's 35 departures: they are worth nothing there. `caution` 2, seeds 901–902,
 *   183 states (35 differed): +0.18 ± 0.25 (+0.41 ± 0.17 on seed 901 alone); 480 iterations
 *   +0.17 ± 0.20 over its first 13 differing states (run stopped): neither is shown better, so
 *   Airlines' Expert is unchanged.
 * - 29 Nov 05:15–06:10, load 18–32. Expert's CPU per decision on every decision with a choice of
 *   one heuristic game at the largest table (BOTS_GAME=<id> npx tsx test/bench/bots-cpu.ts 900 1
 *   [every]; the first decision of a process pays for compiling, ~0.4–1 s more): Airlines (6)
 *   255 decisions median 184 ms, p90 314, max 1,123 cold (655 next); warm, every third, 142 /
 *   345 / 720. Europe (6) before its cap 239 decisions 261 / 548 / 1,414 cold (867 next: the
 *   openings); warm with the cap, every third, 268 / 447 / 823. Europe (4, seed 901, every
 *   second, warm, before the cap) 183 / 336 / 793. Blue Skies (5) 149 decisions 75 / 171 / 884 cold
 *   (427 next); Linie 1 (5) 103 decisions 184 / 294 / 742 cold. A decision's CPU follows the
 *   moves its playouts simulate (a playout plays the rest of the game): a Europe 6-seat opening
 *   simulated 15,600, at 30–70 µs each under this load, width barely counts. So Europe's Expert
 *   now stops at 12,000 simulated moves (levels.ts `steps`, counted, so still deterministic).
 *   Weighed move by move (bots-judge.ts '{"steps":0}' <seed> 1 60: no cap minus the cap, summed
 *   ± standard error): 4 seats seeds 901–902 +0.11 ± 0.09 and -0.25 ± 0.10, 6 seats seeds
 *   900–902 +0.31 ± 0.08, -0.08 ± 0.10, +0.01 ± 0.12: in all +0.10 ± 0.22 of a win over 382
 *   states (10 differ), not shown weaker; one state is (seed 900 at 6 seats, decision 19: -0.32 ±
 *   0.09 again with 30 worlds), one other better. On the judged states the warm max was 525 ms
 *   with the cap against 694 without (the same states, two runs). Expert against three defaults
 *   at 4 seats, fresh deals 700–703 (Linie 1 700–707), each from every seat (BOTS_VS=default
 *   BOTS_SEATS=4 BOTS_GAMES=8 BOTS_FIRST_DEAL=<k> BOTS_CPU=0 BOTS_GAMES_STYLES=0 BOTS_GAMES_RR=0
 *   BOTS_FLAT=0 BOTS_PROGRESS=1, a process per 2 deals): Blue Skies 15 of 16 (94 %, Wilson 72–99
 *   %, fair 25 %; margin +20.0 and +17.5), CPU per decision median 74–78 ms, p90 132–133, max
 *   750–832; Linie 1 18 of 32 (56 %, 39–72 %; 5, 5, 3, 5 of 8, margin -0.3 to +0.4), median
 *   146–197 ms, p90 224–279, max 670–768. Both clearly ahead, so their budgets are unchanged.
 * - 29 Nov 05:15–06:30, load 11–32, Airlines Expert (240 iterations) at 2 seats against variants,
 *   weighed decision by decision on fresh seeds 930–935 (npx tsx test/bench/bots-judge.ts
 *   '<variant>' <seed> 2, one process per two seeds, 300 paired worlds a differing choice; the
 *   variant's win share minus Expert's, summed, ± standard error): `widening` 0.8 +0.27 ± 0.31
 *   over 419 states of 930–935 (157 differed; the last stop's +0.91 and +0.33 on seeds 910–925
 *   did not hold), 0.6 -0.08 ± 0.18 over 37 differing states (run stopped); `caution` 0.5
 *   -0.16 ± 0.14 over 23 (stopped); the challenger picked by its paired mean instead of its visits
 *   (an option tried and removed) -0.07 ± 0.08 over 17 (stopped); **480 iterations +0.69 ± 0.22
 *   over 351 states of 930–934** (93 differed; by game +0.22, +0.07, +0.07, -0.03, +0.36),
 *   CPU per decision median 449–494 ms against 232–268 at 240, max 941–1,438 ms against
 *   1,151–1,343 (same processes). So Expert now searches 480 at 2 seats and keeps 139 at 6 seats
 *   (seatScale 1.128; 220 at 4 seats, not measured). Duel on fresh deals 800–803 (BOTS_GAME=airlines
 *   BOTS_VS=default BOTS_GAMES=8 BOTS_FIRST_DEAL=800 BOTS_CPU=0 BOTS_GAMES_STYLES=0 BOTS_GAMES_RR=0
 *   BOTS_FLAT=0 BOTS_PROGRESS=1): main's Expert (240) 3 of 8 (38 %, 14–69 %; by deal 0, 1, 0, 2;
 *   margin -1.6), CPU per decision median 254 ms, p90 411, max 1,369 (over 838); with the 56
 *   games before, 37 of 64 (58 %, 46–69 %). The 480-iteration Expert on the same deals (four
 *   processes, BOTS_GAMES=2 BOTS_FIRST_DEAL=800 to 803, 06:13–06:36, load 12–18): 5 of 8 (63 %,
 *   31–86 %; by deal 1, 1, 2, 1; margin +4.5), CPU per decision median 548–755 ms, p90 926–998,
 *   max 1,871–1,971 ms at 2 seats (main's on these deals: 254, 411, 1,369). Too few games to
 *   tell it from 240's in a duel; 6 seats keep 139 iterations (not re-measured).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { games } from '../../games/index.js';
import { Rng } from '../../games/core/rng.js';
import { simFork, simStep } from '../../games/core/sim.js';
import { playoutReward } from '../../games/core/search-reward.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { Bot, GameDefinition, PlayerId } from '../../games/core/types.js';
import type { Bench } from './harness.js';
import { countSeat, newTally, parseRrLog, roundLength, rrCoverage, rrGame, rrLogLine, rrTally, type RrRecord, type Tally } from './bots-round-robin.js';

export const title = 'Bots: levels, search and playstyles';

const BOARDS: Record<string, string> = {
  airlines: 'airlines/north-america',
  'airlines-europe': 'airlines-europe/europe',
  'blue-skies': 'blue-skies/usa',
  linie1: 'linie1/classic',
};

export function boardOf(def: GameDefinition): unknown {
  const file = fileURLToPath(new URL(`../../boards/${BOARDS[def.id]}.board.json`, import.meta.url));
  return def.boardSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Wilson 95 % interval of `wins` out of `n`, in percent. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 100];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, (mid - half) * 100), Math.min(100, (mid + half) * 100)];
}

interface Played {
  scores: Record<PlayerId, number>;
  winners: PlayerId[];
  /** CPU ms per decision of each seat. */
  cpu: number[][];
}

/** One game, seat i played by bots[i]; the bots' random sources are seeded per seat. */
function play(def: GameDefinition, board: unknown, bots: Bot<unknown, unknown>[], seed: number): Played {
  const players = seatPlayers(bots.length);
  let state = def.setup({ board, players, options: def.optionsSchema.parse({}), seed });
  const rngs = bots.map((_, i) => Rng.fromSeed(seed * 31 + i));
  const cpu: number[][] = bots.map(() => []);
  for (let moves = 0; def.outcome(state) === null && moves < 5000; moves++) {
    const player = def.activePlayers(state)[0]!;
    const seat = players.findIndex((p) => p.id === player);
    const legal = def.legalMoves(state, player);
    const t = cpuMs();
    const move = bots[seat]!.choose({ state, player, legal, rng: rngs[seat]! });
    // A forced move is no decision: only choices among two or more moves are timed.
    if (legal.length > 1) cpu[seat]!.push(cpuMs() - t);
    const res = def.apply(state, player, move);
    if (!res.ok) throw new Error(`${def.id}: ${bots[seat]!.id} chose a refused move: ${res.error.message}`);
    state = res.state;
  }
  const o = def.outcome(state);
  if (!o) throw new Error(`${def.id}: game ${seed} did not end`);
  return { scores: o.scores, winners: o.winners, cpu };
}

/** The flat Monte-Carlo baseline (see the header). */
function flatMonteCarlo(def: GameDefinition, base: Bot<unknown, unknown>): Bot<unknown, unknown> {
  const playout = (start: unknown, rng: Rng): unknown => {
    let s = start;
    for (let i = 0; i < 3000 && def.outcome(s) === null; i++) {
      const p = def.activePlayers(s)[0]!;
      s = simStep(def, s, p, base.choose({ state: s, player: p, legal: def.legalMoves(s, p), rng }));
    }
    return s;
  };
  return {
    id: 'flat-mc',
    name: 'Flat Monte-Carlo',
    description: 'The default move and 3 others, each played out twice by the default bot.',
    choose(ctx) {
      const own = base.choose(ctx);
      const others = ctx.rng.shuffle(ctx.legal.filter((m) => m !== own)).slice(0, 3);
      let best = own;
      let bestValue = -Infinity;
      for (const m of [own, ...others]) {
        let value = 0;
        for (let k = 0; k < 2; k++) {
          const hidden = def.determinize ? def.determinize(ctx.state, ctx.player, ctx.rng) : ctx.state;
          const end = playout(simStep(def, simFork(def, hidden), ctx.player, m), ctx.rng);
          const o = def.outcome(end);
          if (o) value += playoutReward(o.scores, o.winners)[ctx.player] ?? 0;
        }
        if (value > bestValue) {
          best = m;
          bestValue = value;
        }
      }
      return best;
    },
  };
}

function count(t: Tally, r: Played, seat: number): void {
  const ids = Object.keys(r.scores).length;
  const seatIds = seatPlayers(ids).map((p) => p.id);
  countSeat(t, seatIds.map((id) => r.scores[id] ?? 0), r.winners.map((w) => seatIds.indexOf(w)), seat);
}

const line = (t: Tally): string => {
  const [lo, hi] = wilson(t.wins, t.games);
  return `${((100 * t.wins) / Math.max(1, t.games)).toFixed(0)} % (${lo.toFixed(0)}–${hi.toFixed(0)} %) of ${t.games} games, mean margin ${(t.margin / Math.max(1, t.games)).toFixed(1)}`;
};

/**
 * `a` against `b` at `seats` seats (`a` in one seat, `b` in every other), `n` games: each deal
 * (seed) is played once with `a` in each seat in turn, so neither the deal's luck nor the seat's
 * favours either bot. Fair is 1/seats.
 */
export function duel(def: GameDefinition, board: unknown, a: Bot<unknown, unknown>, b: Bot<unknown, unknown>, n: number, seats = 2): { tally: Tally; cpu: number[] } {
  const tally = newTally();
  const cpu: number[] = [];
  for (let g = 0; g < n; g++) {
    const seat = g % seats;
    const bots = Array.from({ length: seats }, (_, i) => (i === seat ? a : b));
    const r = play(def, board, bots, 1000 + FIRST_DEAL + Math.floor(g / seats));
    count(tally, r, seat);
    cpu.push(...r.cpu[seat]!);
    // A long duel says how it stands after each deal (every seat), so a run cut short still counts.
    // With the first bot's CPU per decision so far, so a slow deal says whether the bot or the game is slow.
    if (PROGRESS && seat === seats - 1) {
      const sorted = [...cpu].sort((x, y) => x - y);
      const at = (q: number): string => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0) : '-');
      process.stderr.write(`  [${def.id}] ${a.name} vs ${b.name} at ${seats} seats after ${g + 1}: ${line(tally)}; ${a.name} CPU per decision median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms over ${sorted.length}\n`);
    }
  }
  return { tally, cpu };
}

const PROGRESS = process.env.BOTS_PROGRESS === '1';

/** The duels' first deal (0 unless BOTS_FIRST_DEAL says): two processes can split one duel, or a later run add deals. */
const FIRST_DEAL = ((v: number) => (Number.isSafeInteger(v) && v >= 0 ? v : 0))(Number(process.env.BOTS_FIRST_DEAL ?? 0));

/** The game's playstyles: its bots that are neither a level, the default nor random. */
const playstyles = (def: GameDefinition): Bot<unknown, unknown>[] => def.bots.filter((b) => !b.level && b.id !== def.defaultBot && b.id !== 'random') as Bot<unknown, unknown>[];

/** A bounded whole number from the environment, or `fallback`. */
function envInt(name: string, fallback: number, max = 1_000_000): number {
  const v = Number(process.env[name] ?? fallback);
  return Number.isSafeInteger(v) && v >= 0 && v <= max ? v : fallback;
}

/**
 * The round robin's bots: BOTS_RR_BOTS's ids in its order ("default" is the game's heuristic
 * default), else Expert, the default, each playstyle and random. Null (with the reason) when an
 * id is not one of the game's bots.
 */
function rrRoster(def: GameDefinition): Bot<unknown, unknown>[] | string {
  const ids = process.env.BOTS_RR_BOTS
    ? process.env.BOTS_RR_BOTS.split(',').slice(0, 32).map((id) => (id.trim() === 'default' ? def.defaultBot : id.trim()))
    : ['expert', def.defaultBot, ...playstyles(def).map((b) => b.id), 'random'];
  const roster = ids.map((id) => def.bots.find((b) => b.id === id) as Bot<unknown, unknown> | undefined);
  const missing = ids.filter((_, i) => !roster[i]);
  if (missing.length) return `no bot ${missing.join(', ')} (its bots: ${def.bots.map((b) => b.id).join(', ')})`;
  if (new Set(ids).size !== ids.length) return `a bot named twice in ${ids.join(',')}`;
  return roster as Bot<unknown, unknown>[];
}

/** The round robin's standings, one line per bot, and how many whole rounds they rest on. */
function reportRr(bench: Bench, def: GameDefinition, seats: number, records: RrRecord[]): void {
  const roster = records[0]?.roster ?? [];
  const name = (id: string): string => def.bots.find((b) => b.id === id)?.name ?? id;
  const { rounds, extra } = rrCoverage(records.map((r) => r.index), roster.length, seats);
  bench.report(
    `  round robin, ${seats} seats (${roster.join(', ')}; fair ${Math.round(100 / seats)} %)`,
    `${records.length} games: ${rounds} whole round${rounds === 1 ? '' : 's'} of ${roundLength(roster.length, seats)}${extra ? `, ${extra} more (their seats not balanced)` : ''}`,
  );
  rrTally(records, seats).forEach((t, k) => bench.report(`  round robin, ${seats} seats: ${name(roster[k]!)}`, line(t)));
}

/**
 * The round robin (see bots-round-robin.ts for the schedule): at each seat count of BOTS_RR_SEATS
 * (default 2 and 4), games BOTS_RR_FIRST.. of the schedule, BOTS_RR_GAMES of them (default
 * `rounds` whole rounds), each game logged on stderr as it ends.
 */
function roundRobin(bench: Bench, def: GameDefinition, board: unknown, rounds: number): void {
  const roster = rrRoster(def);
  if (typeof roster === 'string') {
    bench.report('  round robin', `not run: ${roster}`);
    return;
  }
  const seatCounts = (process.env.BOTS_RR_SEATS ?? '2,4').split(',').slice(0, 8).map(Number);
  for (const seats of seatCounts) {
    if (!Number.isSafeInteger(seats) || seats < Math.max(2, def.minPlayers) || seats > def.maxPlayers || seats > roster.length) {
      bench.report(`  round robin, ${seats} seats`, `not run: ${def.name} seats ${def.minPlayers}–${def.maxPlayers}, and a round robin needs at least as many bots (${roster.length}) as seats`);
      continue;
    }
    const first = envInt('BOTS_RR_FIRST', 0);
    const n = envInt('BOTS_RR_GAMES', rounds * roundLength(roster.length, seats));
    const ids = roster.map((b) => b.id);
    const records: RrRecord[] = [];
    for (let index = first; index < first + n; index++) {
      const g = rrGame(roster.length, seats, index);
      const r = play(def, board, g.seats.map((k) => roster[k]!), g.deal);
      const seatIds = seatPlayers(seats).map((p) => p.id);
      const record: RrRecord = { game: def.id, roster: ids, index, scores: seatIds.map((id) => r.scores[id] ?? 0), winners: r.winners.map((w) => seatIds.indexOf(w)) };
      records.push(record);
      // Every game on stderr as it ends: a run cut short still counts, and the logs of several
      // runs add up (BOTS_RR_REPLAY).
      const table = g.seats.map((k, s) => `${roster[k]!.name} ${record.scores[s]}`).join(', ');
      const standing = rrTally(records, seats).map((t, k) => `${roster[k]!.name} ${+t.wins.toFixed(2)}/${t.games}`).join(', ');
      process.stderr.write(`  [${def.id}] round robin, ${seats} seats, game ${index} (deal ${g.deal}): ${table}; standing ${standing}\n${rrLogLine(record)}\n`);
    }
    if (records.length) reportRr(bench, def, seats, records);
  }
}

/** Logs BOTS_RR_REPLAY reads at most. */
const MAX_LOGS = 1000;

/** BOTS_RR_REPLAY: the round robin's standings from the logs of earlier runs (their stderr), playing nothing. */
function replayRr(bench: Bench, files: string[]): void {
  const records = files.flatMap((f) => parseRrLog(readFileSync(f, 'utf8')));
  const groups = new Map<string, RrRecord[]>();
  for (const r of records) {
    const key = JSON.stringify([r.game, r.scores.length, r.roster]);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(r);
  }
  let named = '';
  for (const group of [...groups.values()].sort((a, b) => a[0]!.game.localeCompare(b[0]!.game) || a[0]!.scores.length - b[0]!.scores.length)) {
    const def = games.get(group[0]!.game);
    if (!def) continue;
    if (named !== def.id) bench.report(`${def.name}`, `(round robin from ${files.length} log${files.length === 1 ? '' : 's'})`);
    named = def.id;
    reportRr(bench, def, group[0]!.scores.length, group);
  }
}

export default function (bench: Bench): void {
  if (process.env.BOTS_RR_REPLAY) {
    const logs = process.env.BOTS_RR_REPLAY.split(',');
    if (logs.length > MAX_LOGS) bench.report('round robin', `${logs.length} logs given, the first ${MAX_LOGS} read`);
    replayRr(bench, logs.slice(0, MAX_LOGS));
    return;
  }
  const n = Number(process.env.BOTS_GAMES ?? 4);
  const rr = Number(process.env.BOTS_GAMES_RR ?? 1);
  const only = process.env.BOTS_GAME;
  for (const def of games.values()) {
    if (only && def.id !== only) continue;
    const board = boardOf(def);
    const bot = (id: string) => def.bots.find((b) => b.id === id)! as Bot<unknown, unknown>;
    const expert = bot('expert');
    const hard = bot('hard');
    const heuristic = bot(def.defaultBot);
    bench.report(`${def.name}`, `(${n} games per pairing)`);

    // CPU per decision: a few states of a default game at 2 seats and at the largest table.
    for (const seats of process.env.BOTS_CPU === '0' ? [] : [2, def.maxPlayers]) {
      const states: { state: unknown; player: PlayerId }[] = [];
      let state = def.setup({ board, players: seatPlayers(seats), options: def.optionsSchema.parse({}), seed: 7 });
      const rng = Rng.fromSeed(7);
      for (let i = 0; def.outcome(state) === null && i < 2000; i++) {
        const player = def.activePlayers(state)[0]!;
        const legal = def.legalMoves(state, player);
        if (i % 20 === 5 && legal.length > 1) states.push({ state, player });
        const res = def.apply(state, player, heuristic.choose({ state, player, legal, rng }));
        if (!res.ok) break;
        state = res.state;
      }
      for (const b of [hard, expert]) {
        const times = states.slice(0, 6).map(({ state: s, player }) => {
          const t = cpuMs();
          b.choose({ state: s, player, legal: def.legalMoves(s, player), rng: Rng.fromSeed(1) });
          return cpuMs() - t;
        });
        const sorted = [...times].sort((x, y) => x - y);
        bench.report(`  ${b.name} CPU per decision, ${seats} seats (${times.length} states)`, `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
      }
    }

    const against = process.env.BOTS_VS ?? 'both';
    // The duels' table: 2 seats unless BOTS_SEATS says (within the game's limits).
    const seats = Math.min(def.maxPlayers, Math.max(def.minPlayers, 2, Math.floor(Number(process.env.BOTS_SEATS ?? 2)) || 2));
    // The bot under test: Expert unless BOTS_BOT names another of the game's bots (Hard, say).
    const tested = (process.env.BOTS_BOT && def.bots.some((b) => b.id === process.env.BOTS_BOT) ? bot(process.env.BOTS_BOT) : expert);
    const fair = `fair ${Math.round(100 / seats)} %`;
    if (n > 0 && against !== 'flat') {
      const vsDefault = duel(def, board, tested, heuristic, n, seats);
      bench.report(`  ${tested.name} vs ${heuristic.name}, ${seats} seats (${seats === 2 ? 'target ≥ 65 %' : fair})`, line(vsDefault.tally));
      const cpu = [...vsDefault.cpu].sort((x, y) => x - y);
      bench.report(`  ${tested.name} CPU per decision in those games`, `median ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} ms, p90 ${cpu[Math.floor(cpu.length * 0.9)]!.toFixed(0)} ms, max ${cpu.at(-1)!.toFixed(0)} ms`);
    }
    if (n > 0 && against !== 'default' && process.env.BOTS_FLAT !== '0') {
      const vsFlat = duel(def, board, tested, flatMonteCarlo(def, heuristic), n, seats);
      bench.report(`  ${tested.name} vs flat Monte-Carlo, ${seats} seats (${seats === 2 ? 'target ≥ 60 %' : fair})`, line(vsFlat.tally));
    }

    const styleGames = Number(process.env.BOTS_GAMES_STYLES ?? 40);
    if (styleGames > 0) {
      for (const style of playstyles(def)) {
        if (process.env.BOTS_STYLE && style.id !== process.env.BOTS_STYLE) continue;
        const vs = duel(def, board, style, heuristic, styleGames);
        bench.report(`  ${style.name} vs ${heuristic.name}, 2 seats (target ≥ 25 %)`, line(vs.tally));
      }
    }

    if (rr > 0) roundRobin(bench, def, board, rr);
  }
}
