/**
 * The print-and-play PDF's own words (pdf.ts): the assembly page, each sheet's caption, the cut
 * note under cards, and the two limits a print can hit. What a game prints on its board and
 * cards is in that game's catalogue (`<game>.print.*`).
 */
import type { Catalogues } from '../messages.js';

export const printMessages: Catalogues = {
  en: {
    'print.assembly.size':
      'Board at real size: {w} × {h} cm on {sheets, plural, one {# {paper} sheet} other {# {paper} sheets}} ({cols} across, {rows} down, {landscape, select, yes {landscape} other {portrait}}).',
    'print.assembly.howTo':
      'Print at 100 % ("actual size", no fit to page). Cut each sheet along its crop marks; the dashed line marks the {overlap} mm that the next sheet covers: glue the sheet to the right and the one below over it, lining up the picture.',
    'print.assembly.then': 'Then: {sheets}, on the sheets after the board.',
    'print.assembly.set': '{title} ({n})',
    'print.paper.a4': 'A4',
    'print.paper.letter': 'Letter',
    'print.sheet.caption': '{name} · {title} · sheet {n} of {total} (column {col} of {cols}, row {row} of {rows})',
    'print.cards.caption': '{title}: {first}–{last} of {total}. Cut along the marks.',
    'print.tooManySheets': 'At this scale the board needs {n} sheets; at most {max} are printed. Choose a smaller scale.',
    'print.tooManyCards': 'The board has {n} cards and tiles to print; at most {max} are printed.',
  },
  fr: {
    'print.assembly.size':
      'Plateau à taille réelle : {w} × {h} cm sur {sheets, plural, one {# feuille {paper}} other {# feuilles {paper}}} ({cols} en largeur, {rows} en hauteur, {landscape, select, yes {à l’italienne} other {à la française}}).',
    'print.assembly.howTo':
      'Imprimez à 100 % (« taille réelle », sans ajuster à la page). Découpez chaque feuille selon ses traits de coupe ; la ligne en tirets marque les {overlap} mm que recouvre la feuille suivante : collez la feuille de droite et celle du dessous par-dessus, en alignant l’image.',
    'print.assembly.then': 'Ensuite : {sheets}, sur les feuilles qui suivent le plateau.',
    'print.assembly.set': '{title} ({n})',
    'print.paper.a4': 'A4',
    'print.paper.letter': 'Letter',
    'print.sheet.caption': '{name} · {title} · feuille {n} sur {total} (colonne {col} sur {cols}, rangée {row} sur {rows})',
    'print.cards.caption': '{title} : {first}–{last} sur {total}. Découpez selon les traits.',
    'print.tooManySheets': 'À cette échelle, le plateau demande {n} feuilles ; {max} au plus sont imprimées. Choisissez une échelle plus petite.',
    'print.tooManyCards': 'Le plateau a {n} cartes et tuiles à imprimer ; {max} au plus sont imprimées.',
  },
  de: {
    'print.assembly.size':
      'Spielplan in Originalgröße: {w} × {h} cm auf {sheets, plural, one {# {paper}-Blatt} other {# {paper}-Blättern}} ({cols} nebeneinander, {rows} untereinander, {landscape, select, yes {Querformat} other {Hochformat}}).',
    'print.assembly.howTo':
      'Mit 100 % drucken („tatsächliche Größe“, nicht an die Seite anpassen). Jedes Blatt an den Schnittmarken zuschneiden; die gestrichelte Linie markiert die {overlap} mm, die das nächste Blatt verdeckt: Das Blatt rechts daneben und das darunter darüberkleben und dabei das Bild ausrichten.',
    'print.assembly.then': 'Danach: {sheets}, auf den Blättern nach dem Spielplan.',
    'print.assembly.set': '{title} ({n})',
    'print.paper.a4': 'A4',
    'print.paper.letter': 'Letter',
    'print.sheet.caption': '{name} · {title} · Blatt {n} von {total} (Spalte {col} von {cols}, Reihe {row} von {rows})',
    'print.cards.caption': '{title}: {first}–{last} von {total}. An den Marken ausschneiden.',
    'print.tooManySheets': 'In diesem Maßstab braucht der Spielplan {n} Blätter; höchstens {max} werden gedruckt. Wähle einen kleineren Maßstab.',
    'print.tooManyCards': 'Der Spielplan hat {n} Karten und Plättchen zum Drucken; höchstens {max} werden gedruckt.',
  },
};
