/**
 * What the command-line tools say to the person who runs them (`npm run print`), in the
 * language of `--lang` (English by default): their help, their refusals and what they wrote.
 * A board's own problems inside are worded from the games' catalogues.
 */
import type { Catalogues } from '../../games/core/messages.js';

export const cliMessages: Catalogues = {
  en: {
    'cli.print.usage': `Usage: npm run print -- --board <id or file> [--paper a4|letter] [--out file.pdf] [--scale MM] [--lang L] [--data DIR]

  --board   a library id (bundled:airlines/north-america, user:linie1/my-map) or a board file
  --paper   a4 (default) or letter
  --out     the PDF to write (default: <board name>.pdf in this folder)
  --scale   millimetres per board unit (default: the game''s own, e.g. 0.8 for the Airlines maps)
  --lang    what the sheets say: en, fr or de (default en)
  --data    the data folder that holds user: boards (default: as npm run host)`,
    'cli.print.whichBoard': 'Say which board.',
    'cli.print.paper': '--paper is a4 or letter, not "{paper}".',
    'cli.print.scale': '--scale needs millimetres per board unit from 0.05 to 20, not "{scale}".',
    'cli.print.noBoard': 'There is no board "{board}" in the library.',
    'cli.print.unreadable': 'The board cannot be read: {path}: {problem}',
    'cli.print.unreadableBare': 'The board cannot be read.',
    'cli.print.notYet': "{game} boards can't be printed yet.",
    'cli.print.wrote': '{file}: {title}, {kib} KiB',
  },
  fr: {
    'cli.print.usage': `Utilisation : npm run print -- --board <identifiant ou fichier> [--paper a4|letter] [--out fichier.pdf] [--scale MM] [--lang L] [--data DOSSIER]

  --board   un identifiant de la bibliothèque (bundled:airlines/north-america, user:linie1/ma-carte) ou un fichier de plateau
  --paper   a4 (par défaut) ou letter
  --out     le PDF à écrire (par défaut : <nom du plateau>.pdf dans ce dossier)
  --scale   millimètres par unité du plateau (par défaut : celle du jeu, p. ex. 0,8 pour les cartes d’Airlines)
  --lang    la langue des feuilles : en, fr ou de (par défaut en)
  --data    le dossier de données qui contient les plateaux user: (par défaut : comme npm run host)`,
    'cli.print.whichBoard': 'Indiquez quel plateau.',
    'cli.print.paper': '--paper vaut a4 ou letter, pas « {paper} ».',
    'cli.print.scale': '--scale attend des millimètres par unité du plateau, de 0,05 à 20, pas « {scale} ».',
    'cli.print.noBoard': 'La bibliothèque n’a pas de plateau « {board} ».',
    'cli.print.unreadable': 'Le plateau ne peut pas être lu : {path} : {problem}',
    'cli.print.unreadableBare': 'Le plateau ne peut pas être lu.',
    'cli.print.notYet': 'Les plateaux de {game} ne peuvent pas encore être imprimés.',
    'cli.print.wrote': '{file} : {title}, {kib} Kio',
  },
  de: {
    'cli.print.usage': `Aufruf: npm run print -- --board <ID oder Datei> [--paper a4|letter] [--out datei.pdf] [--scale MM] [--lang L] [--data ORDNER]

  --board   eine ID aus der Bibliothek (bundled:airlines/north-america, user:linie1/mein-plan) oder eine Spielplandatei
  --paper   a4 (Vorgabe) oder letter
  --out     das PDF, das geschrieben wird (Vorgabe: <Name des Spielplans>.pdf in diesem Ordner)
  --scale   Millimeter pro Einheit des Spielplans (Vorgabe: die des Spiels, z. B. 0,8 für die Airlines-Karten)
  --lang    die Sprache der Bögen: en, fr oder de (Vorgabe en)
  --data    der Datenordner mit den user:-Spielplänen (Vorgabe: wie npm run host)`,
    'cli.print.whichBoard': 'Gib an, welcher Spielplan.',
    'cli.print.paper': '--paper ist a4 oder letter, nicht „{paper}“.',
    'cli.print.scale': '--scale braucht Millimeter pro Einheit des Spielplans von 0,05 bis 20, nicht „{scale}“.',
    'cli.print.noBoard': 'In der Bibliothek gibt es keinen Spielplan „{board}“.',
    'cli.print.unreadable': 'Der Spielplan lässt sich nicht lesen: {path}: {problem}',
    'cli.print.unreadableBare': 'Der Spielplan lässt sich nicht lesen.',
    'cli.print.notYet': 'Spielpläne von {game} lassen sich noch nicht drucken.',
    'cli.print.wrote': '{file}: {title}, {kib} KiB',
  },
};
