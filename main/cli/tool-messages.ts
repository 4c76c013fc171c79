/**
 * What `npm run playtest` and `npm run host` say on the console (cli-messages.ts has `npm run
 * print`'s), in the language of `--lang`: their help, refusals, progress and last lines. The
 * lab's own sentences inside (verdict, findings, refusals) are the report's wordings, worded
 * from the lab's and the games' catalogues.
 */
import type { Catalogues } from '../../games/core/messages.js';

export const toolMessages: Catalogues = {
  en: {
    'cli.playtest.usage': `Usage: npm run playtest -- --board BOARD [options]

Plays all-bot games of one board on every core and writes the lab''s report: a standalone HTML
file and its JSON, with the findings (what to change, ranked by effect, each with a suggested
edit and the numbers behind it).

  --board BOARD      a library id (bundled:airlines/north-america, user:<game>/<name>) or a
                     board file''s path (required)
  --compare BOARD    another board (or version), played with the same seeds, side by side
  --compare-bots a,b B played by these bots instead of --bots: with no --compare, an A/B of two
                     bot mixes on the same board and seeds (no board edit is suggested then)
  --games N          games to play (default 100, at most 1000000)
  --players N        players per game (default 4, or the game''s nearest count)
  --bots a,b,...     bot ids, rotated over the seats (default every bot but the random one)
  --seed S           the first seed: game g is played with seed S + g (default 1)
  --options JSON     table options, like {json}
  --max-moves M      a game still running after M moves has stalled (default 5000)
  --workers N        worker threads (default one per core; 0 plays in this thread)
  --out DIR          where the HTML and JSON go (default lab-reports)
  --json             print the report''s JSON on standard output (the summary goes to standard
                     error); its "findings" array is ranked, each with element, kind, effect
                     (with its 95 % interval), evidence and suggestion {shape}
  --keep             also keep the report in the data folder, where npm run host''s Playtest
                     lab lists it and replays its games
  --data DIR         the data folder (user boards, kept reports; default ~/.boardwright)
  --second-mix       play the board(s) again with a second bot mix on the seeds after the
                     run''s (default Medium and Easy: the game''s heuristic with and without
                     slips); the seats and each finding say whether they hold with both, and a
                     finding that does not moves to the unconfirmed list
  --second-bots a,b  the second mix''s bots (implies --second-mix)
  --restrict KIND[:ID]  restricted play instead of a report: the board is played twice on the
                     same seeds, once with one seat per game forbidden from that element (or,
                     without :ID, every element of the kind); prints how much that seat''s win
                     rate drops, paired by seed, with its interval (like --restrict route:mia-nyc)
  --auto-balance N   instead of a report: a multi-objective search over N boards besides
                     this one, each one step from a board on the Pareto front (the game''s own
                     edits, on --fields only), played on the same seeds in stages; a board stops
                     early once it is, beyond chance, further from the aims in sum than the
                     board leading on the same games;
                     prints the front with each board''s edits, then plays the best and the
                     board as it was side by side on fresh seeds. Writes the best board''s JSON
                     to --out. At most (N + 3) × --games games per player count.
  --fields a,b       the fields auto-balance may change: path prefixes like routes,
                     airlines[3].stockCards (default any)
  --aim-seats P      auto-balance aim: every seat within ±P points of fair (default 3)
  --aim-players a,b  auto-balance aim: at these player counts (default --players)
  --aim-length T     auto-balance aim: a mean length of T turns (default none)
  --no-decisive      auto-balance: no aim for a sole winner in every game
  --lang L           the language of the report and of these lines: en, fr or de (default en)
  --game ID          check that the board is for this game
  --help             this text

A board that cannot be set up is refused before the run, with the reason. Ctrl+C cancels: the
report of the games played so far is written (marked as cancelled) and the exit code is 130.
`,
    'cli.playtest.whichBoard': 'Say which board: --board bundled:airlines/north-america (a library id) or --board path/to/file.board.json.',
    'cli.playtest.noGame': 'No game "{game}". Installed: {games}.',
    'cli.playtest.optionsJson': '--options must be JSON, like {json}.',
    'cli.playtest.compare': '--compare: {problem}',
    'cli.playtest.compareBots': '--compare-bots: {problem}',
    'cli.playtest.cancelling': 'Cancelling: the report of the games played so far follows (Ctrl+C again to quit at once).',
    'cli.playtest.progress': '[{bar}] {done}/{total} games, {rate, number, ::.0} games/s, {known, select, yes {{left, number, ::group-off} s} other {…}} left',
    'cli.playtest.header': '{game} on {board}: {games, number, ::group-off} games of {players} players, bots {bots}, seeds {first}..{last}{compare, select, none {} other {; compared with {other}}}',
    'cli.playtest.restrictKind': '--restrict needs a kind, like --restrict route:mia-nyc or --restrict airline.',
    'cli.playtest.restrictCancelled': 'Cancelled: restricted play needs both runs whole.',
    'cli.playtest.balanced': 'Balanced board: {file}',
    'cli.playtest.recheck': 'Re-checking with a second bot mix on fresh seeds…',
    'cli.playtest.secondMix': '{seats} {held} of {checked} findings hold with both mixes.',
    'cli.playtest.noGameEnded': 'Cancelled before any game ended: the workers were stopped and no report was written.',
    'cli.playtest.findings': 'What to change, largest effect first:',
    'cli.playtest.noFinding': 'No element stands out (no finding is big enough, beyond chance and the same in both halves of the run).',
    'cli.playtest.more': '… and {n} more in the report.',
    'cli.playtest.speed': '{rate, number, ::.0} games/s ({cpu, number, ::.0} per CPU second) on {workers, plural, one {# worker thread} other {# worker threads}}.',
    'cli.playtest.report': 'Report: {file}',
    'cli.playtest.data': 'Data:   {file}',
    'cli.playtest.kept': 'Kept in {dir}: run npm run host{data}, open the address it prints, choose Playtest lab… and open report {id} to replay its games.',
    'cli.playtest.toReplay': 'To replay its games: add --keep, then run npm run host and open the address it prints (Playtest lab…).',
    'cli.arg.int': '--{name} needs a whole number from {min, number, ::group-off} to {max, number, ::group-off}, not "{value}".',
    'cli.arg.lang': '--lang must be one of {codes}, not "{value}".',
    'cli.host.usage': 'usage: npm run host -- [--port N] [--lan] [--bind ADDRESS] [--data DIR] [--bot-delay MS] [--no-build] [--lang L] [--verbose] [--stop-with-stdin]',
    'cli.host.building': 'Building the app (out/renderer) first…',
    'cli.host.buildFailed': 'The renderer build failed (see above): serving the API and WebSocket only.',
    'cli.host.noRenderer': 'No renderer to build yet (renderer/vite.config.ts is missing): serving the API and WebSocket only.',
    'cli.host.inUse': 'The data folder {dir} is in use by another Boardwright host: {program}, process {pid}{elsewhere, select, none {} other { on {machine}}}, since {since}. Close that one first, or give this one another folder (--data DIR).',
    'cli.host.inUseWriting': 'The data folder {dir} is in use by another Boardwright host (its lock file {file} is being written). Close that one first, or give this one another folder (--data DIR).',
    'cli.host.notLocked': 'The data folder {dir} could not be locked: {error}',
    'cli.host.lan': 'Open to the local network: friends open {url}',
    'cli.host.failed': 'The host could not start: {error}',
    'cli.host.theApp': 'the Boardwright app',
  },
  fr: {
    'cli.playtest.usage': `Utilisation : npm run playtest -- --board PLATEAU [options]

Joue des parties entre bots sur un plateau, sur tous les cœurs, et écrit le rapport du labo : un
fichier HTML autonome et son JSON, avec les constats (ce qu’il faut changer, classé par effet,
chacun avec une modification proposée et les chiffres qui la fondent).

  --board PLATEAU    un identifiant de la bibliothèque (bundled:airlines/north-america,
                     user:<jeu>/<nom>) ou le chemin d’un fichier de plateau (obligatoire)
  --compare PLATEAU  un autre plateau (ou une autre version), joué avec les mêmes graines, côte à côte
  --compare-bots a,b B joué par ces bots au lieu de --bots : sans --compare, un A/B de deux
                     mélanges de bots sur le même plateau et les mêmes graines (aucune retouche du
                     plateau n’est alors proposée)
  --games N          parties à jouer (par défaut 100, au plus 1000000)
  --players N        joueurs par partie (par défaut 4, ou le nombre du jeu le plus proche)
  --bots a,b,...     identifiants des bots, tournant sur les places (par défaut tous sauf le bot au hasard)
  --seed S           la première graine : la partie g est jouée avec la graine S + g (par défaut 1)
  --options JSON     options de table, comme {json}
  --max-moves M      une partie qui dure encore après M coups est bloquée (par défaut 5000)
  --workers N        fils de calcul (par défaut un par cœur ; 0 joue dans ce fil)
  --out DOSSIER      où vont le HTML et le JSON (par défaut lab-reports)
  --json             écrit le JSON du rapport sur la sortie standard (le résumé va sur la sortie
                     d’erreur) ; son tableau « findings » est classé, chacun avec element, kind,
                     effect (avec son intervalle à 95 %), evidence et suggestion {shape}
  --keep             garde aussi le rapport dans le dossier de données, où le Labo de test de
                     npm run host le liste et rejoue ses parties
  --data DOSSIER     le dossier de données (plateaux user:, rapports gardés ; par défaut ~/.boardwright)
  --second-mix       rejoue le ou les plateaux avec un second mélange de bots sur les graines
                     suivantes (par défaut Moyen et Facile : l’heuristique du jeu avec et sans
                     erreurs) ; les places et chaque constat disent s’ils tiennent avec les deux,
                     et un constat qui ne tient pas passe dans la liste des non confirmés
  --second-bots a,b  les bots du second mélange (implique --second-mix)
  --restrict TYPE[:ID]  jeu restreint au lieu d’un rapport : le plateau est joué deux fois sur
                     les mêmes graines, la seconde avec une place par partie privée de cet élément
                     (ou, sans :ID, de tous les éléments du type) ; dit de combien le taux de
                     victoire de cette place baisse, apparié par graine, avec son intervalle
                     (comme --restrict route:mia-nyc)
  --auto-balance N   au lieu d’un rapport : une recherche multi-objectif sur N plateaux en plus de
                     celui-ci, chacun à un pas d’un plateau du front de Pareto (les modifications
                     propres au jeu, sur --fields seulement), joués sur les mêmes graines par
                     étapes ; un plateau cesse tôt dès qu’il est, au-delà du hasard, plus loin des
                     objectifs au total que le plateau en tête sur les mêmes parties ; affiche le front avec les modifications de
                     chaque plateau, puis joue le meilleur et le plateau d’origine côte à côte sur
                     de nouvelles graines. Écrit le JSON du meilleur plateau dans --out. Au plus
                     (N + 3) × --games parties par nombre de joueurs.
  --fields a,b       les champs que l’équilibrage peut changer : des débuts de chemin comme
                     routes, airlines[3].stockCards (par défaut tous)
  --aim-seats P      objectif de l’équilibrage : chaque place à ±P points de l’équité (par défaut 3)
  --aim-players a,b  objectif de l’équilibrage : à ces nombres de joueurs (par défaut --players)
  --aim-length T     objectif de l’équilibrage : une durée moyenne de T tours (par défaut aucune)
  --no-decisive      équilibrage : pas d’objectif d’un seul gagnant par partie
  --lang L           la langue du rapport et de ces lignes : en, fr ou de (par défaut en)
  --game ID          vérifie que le plateau est pour ce jeu
  --help             ce texte

Un plateau qui ne peut pas être mis en place est refusé avant la série, avec la raison. Ctrl+C
annule : le rapport des parties jouées jusque-là est écrit (marqué comme annulé) et le code de
sortie est 130.
`,
    'cli.playtest.whichBoard': 'Indiquez quel plateau : --board bundled:airlines/north-america (un identifiant de la bibliothèque) ou --board chemin/vers/fichier.board.json.',
    'cli.playtest.noGame': 'Pas de jeu « {game} ». Installés : {games}.',
    'cli.playtest.optionsJson': '--options doit être du JSON, comme {json}.',
    'cli.playtest.compare': '--compare : {problem}',
    'cli.playtest.compareBots': '--compare-bots : {problem}',
    'cli.playtest.cancelling': 'Annulation : le rapport des parties jouées jusque-là suit (Ctrl+C encore pour quitter tout de suite).',
    'cli.playtest.progress': '[{bar}] {done}/{total} parties, {rate, number, ::.0} parties/s, {known, select, yes {encore {left, number, ::group-off} s} other {reste …}}',
    'cli.playtest.header': '{game} sur {board} : {games, plural, one {# partie} other {# parties}} à {players} joueurs, bots {bots}, graines {first}..{last}{compare, select, none {} other { ; comparé avec {other}}}',
    'cli.playtest.restrictKind': '--restrict attend un type, comme --restrict route:mia-nyc ou --restrict airline.',
    'cli.playtest.restrictCancelled': 'Annulé : le jeu restreint a besoin des deux séries entières.',
    'cli.playtest.balanced': 'Plateau équilibré : {file}',
    'cli.playtest.recheck': 'Nouvelle vérification avec un second mélange de bots sur de nouvelles graines…',
    'cli.playtest.secondMix': '{seats} {held} {checked, plural, one {constat sur #} other {constats sur #}} {held, plural, one {tient} other {tiennent}} avec les deux mélanges.',
    'cli.playtest.noGameEnded': 'Annulé avant la fin d’une partie : les fils de calcul ont été arrêtés et aucun rapport n’a été écrit.',
    'cli.playtest.findings': 'Que changer, du plus grand effet au plus petit :',
    'cli.playtest.noFinding': 'Aucun élément ne se détache (aucun constat n’est assez grand, au-delà du hasard et le même dans les deux moitiés de la série).',
    'cli.playtest.more': '… et {n, plural, one {# autre} other {# autres}} dans le rapport.',
    'cli.playtest.speed': '{rate, number, ::.0} parties/s ({cpu, number, ::.0} par seconde de processeur) sur {workers, plural, one {# fil de calcul} other {# fils de calcul}}.',
    'cli.playtest.report': 'Rapport : {file}',
    'cli.playtest.data': 'Données : {file}',
    'cli.playtest.kept': 'Gardé dans {dir} : lancez npm run host{data}, ouvrez l’adresse qu’il affiche, choisissez Labo de test… et ouvrez le rapport {id} pour rejouer ses parties.',
    'cli.playtest.toReplay': 'Pour rejouer ses parties : ajoutez --keep, puis lancez npm run host et ouvrez l’adresse qu’il affiche (Labo de test…).',
    'cli.arg.int': '--{name} attend un nombre entier de {min, number, ::group-off} à {max, number, ::group-off}, pas « {value} ».',
    'cli.arg.lang': '--lang doit être l’une de ces langues : {codes}, pas « {value} ».',
    'cli.host.usage': 'utilisation : npm run host -- [--port N] [--lan] [--bind ADRESSE] [--data DOSSIER] [--bot-delay MS] [--no-build] [--lang L] [--verbose] [--stop-with-stdin]',
    'cli.host.building': 'Construction de l’application (out/renderer) d’abord…',
    'cli.host.buildFailed': 'La construction de l’interface a échoué (voir plus haut) : seuls l’API et le WebSocket sont servis.',
    'cli.host.noRenderer': 'Pas encore d’interface à construire (renderer/vite.config.ts manque) : seuls l’API et le WebSocket sont servis.',
    'cli.host.inUse': 'Le dossier de données {dir} est utilisé par un autre hôte Boardwright : {program}, processus {pid}{elsewhere, select, none {} other { sur {machine}}}, depuis {since}. Fermez celui-là d’abord, ou donnez à celui-ci un autre dossier (--data DOSSIER).',
    'cli.host.inUseWriting': 'Le dossier de données {dir} est utilisé par un autre hôte Boardwright (son fichier de verrou {file} est en cours d’écriture). Fermez celui-là d’abord, ou donnez à celui-ci un autre dossier (--data DOSSIER).',
    'cli.host.notLocked': 'Le dossier de données {dir} n’a pas pu être verrouillé : {error}',
    'cli.host.lan': 'Ouvert au réseau local : vos amis ouvrent {url}',
    'cli.host.failed': 'L’hôte n’a pas pu démarrer : {error}',
    'cli.host.theApp': 'l’application Boardwright',
  },
  de: {
    'cli.playtest.usage': `Aufruf: npm run playtest -- --board SPIELPLAN [Optionen]

Spielt Partien nur mit Bots auf einem Spielplan, auf allen Kernen, und schreibt den Bericht des
Labors: eine eigenständige HTML-Datei und ihr JSON, mit den Befunden (was zu ändern ist, nach
Wirkung geordnet, jeder mit einer vorgeschlagenen Änderung und den Zahlen dahinter).

  --board SPIELPLAN  eine ID aus der Bibliothek (bundled:airlines/north-america, user:<spiel>/<name>)
                     oder der Pfad einer Spielplandatei (Pflicht)
  --compare SPIELPLAN  ein anderer Spielplan (oder eine andere Fassung), mit denselben Seeds
                     gespielt, nebeneinander
  --compare-bots a,b B wird von diesen Bots statt --bots gespielt: ohne --compare ein A/B zweier
                     Bot-Mischungen auf demselben Spielplan und denselben Seeds (dann wird keine
                     Änderung am Spielplan vorgeschlagen)
  --games N          zu spielende Partien (Vorgabe 100, höchstens 1000000)
  --players N        Spieler pro Partie (Vorgabe 4, oder die nächste Zahl, die das Spiel kennt)
  --bots a,b,...     Bot-IDs, reihum auf die Plätze verteilt (Vorgabe: alle außer dem Zufallsbot)
  --seed S           der erste Seed: Partie g wird mit Seed S + g gespielt (Vorgabe 1)
  --options JSON     Tischoptionen, etwa {json}
  --max-moves M      eine Partie, die nach M Zügen noch läuft, hängt fest (Vorgabe 5000)
  --workers N        Worker-Threads (Vorgabe: einer pro Kern; 0 spielt in diesem Thread)
  --out ORDNER       wohin HTML und JSON kommen (Vorgabe lab-reports)
  --json             gibt das JSON des Berichts auf der Standardausgabe aus (die Zusammenfassung
                     geht auf die Fehlerausgabe); sein Feld „findings“ ist geordnet, jeder Eintrag
                     mit element, kind, effect (mit 95-%-Intervall), evidence und suggestion {shape}
  --keep             behält den Bericht auch im Datenordner, wo das Testlabor von npm run host ihn
                     auflistet und seine Partien nachspielt
  --data ORDNER      der Datenordner (user:-Spielpläne, behaltene Berichte; Vorgabe ~/.boardwright)
  --second-mix       spielt den oder die Spielpläne noch einmal mit einer zweiten Bot-Mischung auf
                     den folgenden Seeds (Vorgabe Mittel und Leicht: die Heuristik des Spiels mit
                     und ohne Patzer); die Plätze und jeder Befund sagen, ob sie mit beiden halten,
                     und ein Befund, der nicht hält, kommt auf die Liste der unbestätigten
  --second-bots a,b  die Bots der zweiten Mischung (schließt --second-mix ein)
  --restrict ART[:ID]  eingeschränktes Spiel statt eines Berichts: der Spielplan wird zweimal auf
                     denselben Seeds gespielt, beim zweiten Mal ist einem Platz pro Partie dieses
                     Element verboten (oder, ohne :ID, jedes Element der Art); gibt aus, wie stark
                     die Siegquote dieses Platzes sinkt, nach Seed gepaart, mit ihrem Intervall
                     (etwa --restrict route:mia-nyc)
  --auto-balance N   statt eines Berichts: eine Suche mit mehreren Zielen über N Spielpläne neben
                     diesem, jeder einen Schritt von einem Spielplan der Pareto-Front entfernt (die
                     eigenen Änderungen des Spiels, nur auf --fields), in Stufen auf denselben Seeds
                     gespielt; ein Spielplan endet früh, sobald er über den Zufall hinaus in der
                     Summe weiter von den Zielen entfernt ist als der führende auf denselben Partien; gibt die Front mit den Änderungen jedes
                     Spielplans aus und spielt dann den besten und den ursprünglichen nebeneinander
                     auf neuen Seeds. Schreibt das JSON des besten Spielplans nach --out. Höchstens
                     (N + 3) × --games Partien pro Spielerzahl.
  --fields a,b       die Felder, die das Ausbalancieren ändern darf: Pfadanfänge wie routes,
                     airlines[3].stockCards (Vorgabe: alle)
  --aim-seats P      Ziel des Ausbalancierens: jeder Platz innerhalb von ±P Punkten der fairen Quote (Vorgabe 3)
  --aim-players a,b  Ziel des Ausbalancierens: bei diesen Spielerzahlen (Vorgabe --players)
  --aim-length T     Ziel des Ausbalancierens: eine mittlere Dauer von T Runden (Vorgabe keine)
  --no-decisive      Ausbalancieren: kein Ziel eines alleinigen Siegers in jeder Partie
  --lang L           die Sprache des Berichts und dieser Zeilen: en, fr oder de (Vorgabe en)
  --game ID          prüft, dass der Spielplan für dieses Spiel ist
  --help             dieser Text

Ein Spielplan, der sich nicht aufbauen lässt, wird vor dem Lauf mit dem Grund abgelehnt. Strg+C
bricht ab: der Bericht der bis dahin gespielten Partien wird geschrieben (als abgebrochen
markiert), und der Exit-Code ist 130.
`,
    'cli.playtest.whichBoard': 'Gib an, welcher Spielplan: --board bundled:airlines/north-america (eine ID aus der Bibliothek) oder --board pfad/zur/datei.board.json.',
    'cli.playtest.noGame': 'Kein Spiel „{game}“. Installiert: {games}.',
    'cli.playtest.optionsJson': '--options muss JSON sein, etwa {json}.',
    'cli.playtest.compare': '--compare: {problem}',
    'cli.playtest.compareBots': '--compare-bots: {problem}',
    'cli.playtest.cancelling': 'Abbruch: der Bericht der bis jetzt gespielten Partien folgt (noch einmal Strg+C beendet sofort).',
    'cli.playtest.progress': '[{bar}] {done}/{total} Partien, {rate, number, ::.0} Partien/s, {known, select, yes {noch {left, number, ::group-off} s} other {Rest …}}',
    'cli.playtest.header': '{game} auf {board}: {games, plural, one {# Partie} other {# Partien}} mit {players} Spielern, Bots {bots}, Seeds {first}..{last}{compare, select, none {} other {; verglichen mit {other}}}',
    'cli.playtest.restrictKind': '--restrict braucht eine Art, etwa --restrict route:mia-nyc oder --restrict airline.',
    'cli.playtest.restrictCancelled': 'Abgebrochen: eingeschränktes Spiel braucht beide Läufe ganz.',
    'cli.playtest.balanced': 'Ausbalancierter Spielplan: {file}',
    'cli.playtest.recheck': 'Erneute Prüfung mit einer zweiten Bot-Mischung auf neuen Seeds…',
    'cli.playtest.secondMix': '{seats} {held} von {checked, plural, one {# Befund hält} other {# Befunden halten}} mit beiden Mischungen.',
    'cli.playtest.noGameEnded': 'Abgebrochen, bevor eine Partie zu Ende war: die Worker wurden gestoppt, und kein Bericht wurde geschrieben.',
    'cli.playtest.findings': 'Was zu ändern ist, größte Wirkung zuerst:',
    'cli.playtest.noFinding': 'Kein Element fällt auf (kein Befund ist groß genug, jenseits des Zufalls und gleich in beiden Hälften des Laufs).',
    'cli.playtest.more': '… und {n, plural, one {# weiterer} other {# weitere}} im Bericht.',
    'cli.playtest.speed': '{rate, number, ::.0} Partien/s ({cpu, number, ::.0} pro CPU-Sekunde) auf {workers, plural, one {# Worker-Thread} other {# Worker-Threads}}.',
    'cli.playtest.report': 'Bericht: {file}',
    'cli.playtest.data': 'Daten:   {file}',
    'cli.playtest.kept': 'Behalten in {dir}: starte npm run host{data}, öffne die Adresse, die er ausgibt, wähle Testlabor… und öffne Bericht {id}, um seine Partien nachzuspielen.',
    'cli.playtest.toReplay': 'Um seine Partien nachzuspielen: füge --keep hinzu, starte dann npm run host und öffne die Adresse, die er ausgibt (Testlabor…).',
    'cli.arg.int': '--{name} braucht eine ganze Zahl von {min, number, ::group-off} bis {max, number, ::group-off}, nicht „{value}“.',
    'cli.arg.lang': '--lang muss eine dieser Sprachen sein: {codes}, nicht „{value}“.',
    'cli.host.usage': 'Aufruf: npm run host -- [--port N] [--lan] [--bind ADRESSE] [--data ORDNER] [--bot-delay MS] [--no-build] [--lang L] [--verbose] [--stop-with-stdin]',
    'cli.host.building': 'Die App (out/renderer) wird zuerst gebaut…',
    'cli.host.buildFailed': 'Der Bau der Oberfläche ist fehlgeschlagen (siehe oben): nur die API und der WebSocket laufen.',
    'cli.host.noRenderer': 'Noch keine Oberfläche zu bauen (renderer/vite.config.ts fehlt): nur die API und der WebSocket laufen.',
    'cli.host.inUse': 'Der Datenordner {dir} wird von einem anderen Boardwright-Host benutzt: {program}, Prozess {pid}{elsewhere, select, none {} other { auf {machine}}}, seit {since}. Schließe zuerst jenen, oder gib diesem einen anderen Ordner (--data ORDNER).',
    'cli.host.inUseWriting': 'Der Datenordner {dir} wird von einem anderen Boardwright-Host benutzt (seine Sperrdatei {file} wird gerade geschrieben). Schließe zuerst jenen, oder gib diesem einen anderen Ordner (--data ORDNER).',
    'cli.host.notLocked': 'Der Datenordner {dir} ließ sich nicht sperren: {error}',
    'cli.host.lan': 'Offen im lokalen Netz: Freunde öffnen {url}',
    'cli.host.failed': 'Der Host konnte nicht starten: {error}',
    'cli.host.theApp': 'die Boardwright-App',
  },
};
