/**
 * Board problems every game shares, in every language: a schema issue about a field
 * (issue-words.ts), a file that cannot be read (board-check.ts), an id a plain object already
 * answers to (board-ids.ts). A problem carries its key and parameters (`BoardProblem.key`), so
 * the editor words it in its person's language; the English `message` is made from the English
 * catalogue here, for the CLI and the logs.
 *
 * Field words ("cost", "stock cards") come from the schema's keys: English reads them as words,
 * French and German name the field by its key as the file writes it ("le champ « costs »"), a
 * neutral label rather than an English word inside a French sentence.
 */
import { COUNTED_EN, ELEMENT_FIRST_EN, ELEMENT_LATER_EN, NONE_EN } from './list-nouns.js';
import type { Catalogues } from './messages.js';

/** Every kind of element an id check names (the `kind` select of `board.id.*`). */
export type ElementKind = 'city' | 'route' | 'airline' | 'landShape' | 'bonus' | 'airport' | 'region' | 'building' | 'line' | 'terminal' | 'tileType' | 'routeCard';

const A_KIND_EN =
  '{kind, select, city {A city} route {A route} airline {An airline} landShape {A land shape} bonus {A bonus connection} airport {An airport} region {A region} building {A building} line {A line} terminal {A terminal} tileType {A tile type} routeCard {A route card} other {An element}}';
const ANOTHER_EN =
  '{kind, select, city {Another city} route {Another route} airline {Another airline} landShape {Another land shape} bonus {Another bonus connection} airport {Another airport} region {Another region} building {Another building} line {Another line} terminal {Another terminal} tileType {Another tile type} routeCard {Another route card} other {Another element}}';
const A_KIND_FR =
  '{kind, select, city {Une ville} route {Une liaison} airline {Une compagnie} landShape {Une forme de terre} bonus {Une liaison bonus} airport {Un aéroport} region {Une région} building {Un bâtiment} line {Une ligne} terminal {Un terminus} tileType {Un type de tuile} routeCard {Une carte de trajet} other {Un élément}}';
const ANOTHER_FR =
  '{kind, select, city {Une autre ville} route {Une autre liaison} airline {Une autre compagnie} landShape {Une autre forme de terre} bonus {Une autre liaison bonus} airport {Un autre aéroport} region {Une autre région} building {Un autre bâtiment} line {Une autre ligne} terminal {Un autre terminus} tileType {Un autre type de tuile} routeCard {Une autre carte de trajet} other {Un autre élément}}';
const A_KIND_DE =
  '{kind, select, city {Eine Stadt} route {Eine Strecke} airline {Eine Fluglinie} landShape {Eine Landfläche} bonus {Eine Bonusverbindung} airport {Ein Flughafen} region {Eine Region} building {Ein Gebäude} line {Eine Linie} terminal {Eine Endhaltestelle} tileType {Eine Plättchenart} routeCard {Eine Fahrtkarte} other {Ein Element}}';
const ANOTHER_DE =
  '{kind, select, city {Eine andere Stadt} route {Eine andere Strecke} airline {Eine andere Fluglinie} landShape {Eine andere Landfläche} bonus {Eine andere Bonusverbindung} airport {Ein anderer Flughafen} region {Eine andere Region} building {Ein anderes Gebäude} line {Eine andere Linie} terminal {Eine andere Endhaltestelle} tileType {Eine andere Plättchenart} routeCard {Eine andere Fahrtkarte} other {Ein anderes Element}}';

/**
 * An element named from a schema path (issue-words.ts `elementWording`): its kind is its list's
 * key. English reads the key as words; French and German name the lists the games' boards have,
 * any other by its key. `first` opens the sentence, `later` follows a comma ("gate 2").
 */
const ELEMENT_FIRST_FR =
  '{list, select, cities {Ville} routes {Liaison} airlines {Compagnie} bonuses {Liaison bonus} airports {Aéroport} gates {Porte} regions {Région} land {Forme de terre} points {Point} buildings {Bâtiment} lines {Ligne} terminals {Terminus} tileTypes {Type de tuile} routeCards {Carte de trajet} stops {Arrêt} tiles {Tuile} blocked {Case bloquée} licences {Licence} flightCards {Carte Vol} ranges {Plage} segments {Segment} cards {Carte} other {Élément de « {list} »}} {label}';
const ELEMENT_LATER_FR =
  '{list, select, cities {ville} routes {liaison} airlines {compagnie} bonuses {liaison bonus} airports {aéroport} gates {porte} regions {région} land {forme de terre} points {point} buildings {bâtiment} lines {ligne} terminals {terminus} tileTypes {type de tuile} routeCards {carte de trajet} stops {arrêt} tiles {tuile} blocked {case bloquée} licences {licence} flightCards {carte Vol} ranges {plage} segments {segment} cards {carte} other {élément de « {list} »}} {label}';
const ELEMENT_FIRST_DE =
  '{list, select, cities {Stadt} routes {Strecke} airlines {Fluglinie} bonuses {Bonusverbindung} airports {Flughafen} gates {Gate} regions {Region} land {Landfläche} points {Punkt} buildings {Gebäude} lines {Linie} terminals {Endhaltestelle} tileTypes {Plättchenart} routeCards {Fahrtkarte} stops {Haltestelle} tiles {Plättchen} blocked {Gesperrtes Feld} licences {Lizenz} flightCards {Flugkarte} ranges {Bereich} segments {Abschnitt} cards {Karte} other {Element aus „{list}“}} {label}';
const ELEMENT_LATER_DE =
  '{list, select, cities {Stadt} routes {Strecke} airlines {Fluglinie} bonuses {Bonusverbindung} airports {Flughafen} gates {Gate} regions {Region} land {Landfläche} points {Punkt} buildings {Gebäude} lines {Linie} terminals {Endhaltestelle} tileTypes {Plättchenart} routeCards {Fahrtkarte} stops {Haltestelle} tiles {Plättchen} blocked {gesperrtes Feld} licences {Lizenz} flightCards {Flugkarte} ranges {Bereich} segments {Abschnitt} cards {Karte} other {Element aus „{list}“}} {label}';

const own: Catalogues = {
  en: {
    'board.problem.at': '{element}: {problem}.',
    'board.problem.alone': '{problem}.',
    'board.element.first': ELEMENT_FIRST_EN,
    'board.element.later': ELEMENT_LATER_EN,
    'board.element.path': '{parts}',
    'board.field.board': 'the board',
    'board.field.move': 'the move',
    'board.field.options': 'the table options',
    'board.field.named': '{words}',
    'board.value.null': 'empty (null)',
    'board.value.list': 'a list of {n}',
    'board.value.group': 'a group of fields',
    'board.kind.number': 'a number',
    'board.kind.int': 'a whole number',
    'board.kind.string': 'text',
    'board.kind.array': 'a list',
    'board.kind.object': 'a group of fields',
    'board.kind.boolean': 'true or false',
    'board.kind.null': 'empty (null)',
    'board.kind.undefined': 'missing',
    'board.kind.record': 'a group of fields',
    'board.kind.tuple': 'a list',
    'board.issue.overMax': '{field} {value} is over the limit of {max}',
    'board.issue.underMax': '{field} {value} must be under {max}',
    'board.issue.tooLong': '{field} has {n, plural, one {# character} other {# characters}}; at most {max, number} {max, plural, one {is} other {are}} allowed',
    'board.issue.tooMany': `{n, plural, one {there is} other {there are}} ${COUNTED_EN}; at most {max, number} {max, plural, one {is} other {are}} allowed`,
    'board.issue.tooManyEntries': '{field} has {n, plural, one {# entry} other {# entries}}; at most {max, number} {max, plural, one {is} other {are}} allowed',
    'board.issue.tooLarge': '{field} is too large',
    'board.issue.underMin': '{field} {value} is under the minimum of {min}',
    'board.issue.overMin': '{field} {value} must be over {min}',
    'board.issue.empty': '{field} is empty',
    'board.issue.tooShort': '{field} is shorter than {min} characters',
    'board.issue.none': `there are ${NONE_EN}; at least {min} {min, plural, one {is} other {are}} needed`,
    'board.issue.tooFew': `{n, plural, one {there is only} other {there are only}} ${COUNTED_EN}; at least {min} {min, plural, one {is} other {are}} needed`,
    'board.issue.tooSmall': '{field} is too small',
    'board.issue.missing': '{field} is missing',
    'board.issue.notWhole': '{field} {value} must be a whole number',
    'board.issue.wrongType': '{field} should be {expected}, not {got}',
    'board.issue.notValue': '{field} must be {expected}, not {value}',
    'board.issue.notOneOf': '{field} {value} is not one of {options}',
    'board.issue.badFormat': '{field} {value} is not written the right way',
    'board.issue.badFormatWhy': '{field} {value} is not valid: {why}',
    'board.issue.notMultiple': '{field} {value} must be a multiple of {divisor}',
    'board.issue.unknownKeys': "{n, plural, one {the field {keys} is} other {the fields {keys} are}} not part of this game's boards",
    'board.issue.union': '{field} {value} should be {options}',
    'board.issue.unionNone': '{field} {value} is not in a form this field accepts',
    'board.issue.badKey': '{field} has a key that is not valid',
    'board.issue.badEntry': '{field} has an entry that is not valid',
    'board.issue.custom': '{why}',
    'board.issue.invalid': '{field} is not valid',
    'board.load.notObject': 'A board file must hold a JSON object.',
    'board.load.wrongGame': 'This is not a board for {game} (its "game" is {found}).',
    'board.load.newer': 'This board was written by a newer Boardwright (format {format}; this version reads up to {max}).',
    'board.load.migrate': 'This board could not be brought up to date: {why}',
    'board.load.checkFailed': 'The board could not be checked: {why}',
    'board.id.prototype': `${A_KIND_EN} cannot have the id "{id}": JavaScript objects already use that name. Choose another id (for example "{example}").`,
    'board.id.duplicate': `${ANOTHER_EN} already has the id "{id}"; ids must be unique.`,
    'board.draft.listUnreadable': 'The {list} list could not be read and was emptied.',
    'board.draft.entryUnreadable': 'Entry {n} of the {list} list could not be read and was left out.',
  },
  fr: {
    'board.problem.at': '{element} : {problem}.',
    'board.element.first': ELEMENT_FIRST_FR,
    'board.element.later': ELEMENT_LATER_FR,
    'board.element.path': '{parts}',
    'board.problem.alone': '{problem}.',
    'board.field.board': 'le plateau',
    'board.field.move': 'le coup',
    'board.field.options': 'les options de table',
    'board.field.named': 'le champ « {name} »',
    'board.value.null': 'vide (null)',
    'board.value.list': 'une liste de {n}',
    'board.value.group': 'un groupe de champs',
    'board.kind.number': 'un nombre',
    'board.kind.int': 'un nombre entier',
    'board.kind.string': 'du texte',
    'board.kind.array': 'une liste',
    'board.kind.object': 'un groupe de champs',
    'board.kind.boolean': 'vrai ou faux',
    'board.kind.null': 'vide (null)',
    'board.kind.undefined': 'absent',
    'board.kind.record': 'un groupe de champs',
    'board.kind.tuple': 'une liste',
    'board.issue.overMax': '{field} ({value}) dépasse la limite de {max}',
    'board.issue.underMax': '{field} ({value}) doit être inférieur à {max}',
    'board.issue.tooLong': '{field} a {n, plural, one {# caractère} other {# caractères}} ; {max, number} au plus {max, plural, one {est permis} other {sont permis}}',
    'board.issue.tooMany': '{field} a {n, plural, one {# élément} other {# éléments}} ; {max, number} au plus {max, plural, one {est permis} other {sont permis}}',
    'board.issue.tooManyEntries': '{field} a {n, plural, one {# entrée} other {# entrées}} ; {max, number} au plus {max, plural, one {est permise} other {sont permises}}',
    'board.issue.tooLarge': '{field} est trop grand',
    'board.issue.underMin': '{field} ({value}) est sous le minimum de {min}',
    'board.issue.overMin': '{field} ({value}) doit être supérieur à {min}',
    'board.issue.empty': '{field} est vide',
    'board.issue.tooShort': '{field} a moins de {min} caractères',
    'board.issue.none': '{field} n’a aucun élément ; il en faut au moins {min}',
    'board.issue.tooFew': '{field} n’a {n, plural, one {qu’un élément} other {que # éléments}} ; il en faut au moins {min}',
    'board.issue.tooSmall': '{field} est trop petit',
    'board.issue.missing': '{field} manque',
    'board.issue.notWhole': '{field} ({value}) doit être un nombre entier',
    'board.issue.wrongType': '{field} doit être {expected}, pas {got}',
    'board.issue.notValue': '{field} doit être {expected}, pas {value}',
    'board.issue.notOneOf': '{field} ({value}) ne fait pas partie de : {options}',
    'board.issue.badFormat': '{field} ({value}) n’est pas écrit correctement',
    'board.issue.badFormatWhy': '{field} ({value}) n’est pas valide : {why}',
    'board.issue.notMultiple': '{field} ({value}) doit être un multiple de {divisor}',
    'board.issue.unknownKeys': '{n, plural, one {le champ {keys} ne fait} other {les champs {keys} ne font}} pas partie des plateaux de ce jeu',
    'board.issue.union': '{field} ({value}) doit être {options}',
    'board.issue.unionNone': '{field} ({value}) n’a pas une forme que ce champ accepte',
    'board.issue.badKey': '{field} a une clé qui n’est pas valide',
    'board.issue.badEntry': '{field} a une entrée qui n’est pas valide',
    'board.issue.custom': '{why}',
    'board.issue.invalid': '{field} n’est pas valide',
    'board.load.notObject': 'Un fichier de plateau doit contenir un objet JSON.',
    'board.load.wrongGame': 'Ce n’est pas un plateau {game} (son « game » est {found}).',
    'board.load.newer': 'Ce plateau a été écrit par un Boardwright plus récent (format {format} ; cette version lit jusqu’au format {max}).',
    'board.load.migrate': 'Ce plateau n’a pas pu être mis à jour : {why}',
    'board.load.checkFailed': 'Le plateau n’a pas pu être vérifié : {why}',
    'board.id.prototype': `${A_KIND_FR} ne peut pas avoir l’id « {id} » : les objets JavaScript utilisent déjà ce nom. Choisissez un autre id (par exemple « {example} »).`,
    'board.id.duplicate': `${ANOTHER_FR} a déjà l’id « {id} » ; les id doivent être uniques.`,
    'board.draft.listUnreadable': 'La liste « {list} » n’a pas pu être lue et a été vidée.',
    'board.draft.entryUnreadable': 'L’entrée {n} de la liste « {list} » n’a pas pu être lue et a été écartée.',
  },
  de: {
    'board.problem.at': '{element}: {problem}.',
    'board.element.first': ELEMENT_FIRST_DE,
    'board.element.later': ELEMENT_LATER_DE,
    'board.element.path': '{parts}',
    'board.problem.alone': '{problem}.',
    'board.field.board': 'der Spielplan',
    'board.field.move': 'der Zug',
    'board.field.options': 'die Tischoptionen',
    'board.field.named': 'das Feld „{name}“',
    'board.value.null': 'leer (null)',
    'board.value.list': 'eine Liste mit {n}',
    'board.value.group': 'eine Gruppe von Feldern',
    'board.kind.number': 'eine Zahl',
    'board.kind.int': 'eine ganze Zahl',
    'board.kind.string': 'Text',
    'board.kind.array': 'eine Liste',
    'board.kind.object': 'eine Gruppe von Feldern',
    'board.kind.boolean': 'wahr oder falsch',
    'board.kind.null': 'leer (null)',
    'board.kind.undefined': 'fehlend',
    'board.kind.record': 'eine Gruppe von Feldern',
    'board.kind.tuple': 'eine Liste',
    'board.issue.overMax': '{field} ({value}) liegt über der Grenze von {max}',
    'board.issue.underMax': '{field} ({value}) muss unter {max} liegen',
    'board.issue.tooLong': '{field} hat {n, plural, one {# Zeichen} other {# Zeichen}}; höchstens {max, number} {max, plural, one {ist} other {sind}} erlaubt',
    'board.issue.tooMany': '{field} hat {n, plural, one {# Eintrag} other {# Einträge}}; höchstens {max, number} {max, plural, one {ist} other {sind}} erlaubt',
    'board.issue.tooManyEntries': '{field} hat {n, plural, one {# Eintrag} other {# Einträge}}; höchstens {max, number} {max, plural, one {ist} other {sind}} erlaubt',
    'board.issue.tooLarge': '{field} ist zu groß',
    'board.issue.underMin': '{field} ({value}) liegt unter dem Mindestwert von {min}',
    'board.issue.overMin': '{field} ({value}) muss über {min} liegen',
    'board.issue.empty': '{field} ist leer',
    'board.issue.tooShort': '{field} ist kürzer als {min} Zeichen',
    'board.issue.none': '{field} hat keinen Eintrag; mindestens {min} {min, plural, one {wird} other {werden}} gebraucht',
    'board.issue.tooFew': '{field} hat nur {n, plural, one {# Eintrag} other {# Einträge}}; mindestens {min} {min, plural, one {wird} other {werden}} gebraucht',
    'board.issue.tooSmall': '{field} ist zu klein',
    'board.issue.missing': '{field} fehlt',
    'board.issue.notWhole': '{field} ({value}) muss eine ganze Zahl sein',
    'board.issue.wrongType': '{field} sollte {expected} sein, nicht {got}',
    'board.issue.notValue': '{field} muss {expected} sein, nicht {value}',
    'board.issue.notOneOf': '{field} ({value}) ist keiner der Werte {options}',
    'board.issue.badFormat': '{field} ({value}) ist nicht richtig geschrieben',
    'board.issue.badFormatWhy': '{field} ({value}) ist nicht gültig: {why}',
    'board.issue.notMultiple': '{field} ({value}) muss ein Vielfaches von {divisor} sein',
    'board.issue.unknownKeys': '{n, plural, one {das Feld {keys} gehört} other {die Felder {keys} gehören}} nicht zu den Spielplänen dieses Spiels',
    'board.issue.union': '{field} ({value}) sollte {options} sein',
    'board.issue.unionNone': '{field} ({value}) hat keine Form, die dieses Feld annimmt',
    'board.issue.badKey': '{field} hat einen ungültigen Schlüssel',
    'board.issue.badEntry': '{field} hat einen ungültigen Eintrag',
    'board.issue.custom': '{why}',
    'board.issue.invalid': '{field} ist nicht gültig',
    'board.load.notObject': 'Eine Spielplandatei muss ein JSON-Objekt enthalten.',
    'board.load.wrongGame': 'Das ist kein Spielplan für {game} (sein „game“ ist {found}).',
    'board.load.newer': 'Dieser Spielplan wurde von einem neueren Boardwright geschrieben (Format {format}; diese Version liest bis Format {max}).',
    'board.load.migrate': 'Dieser Spielplan konnte nicht auf den neuen Stand gebracht werden: {why}',
    'board.load.checkFailed': 'Der Spielplan konnte nicht geprüft werden: {why}',
    'board.id.prototype': `${A_KIND_DE} kann nicht die Id „{id}“ haben: JavaScript-Objekte verwenden diesen Namen schon. Wähle eine andere Id (zum Beispiel „{example}“).`,
    'board.id.duplicate': `${ANOTHER_DE} hat schon die Id „{id}“; Ids müssen eindeutig sein.`,
    'board.draft.listUnreadable': 'Die Liste „{list}“ ließ sich nicht lesen und wurde geleert.',
    'board.draft.entryUnreadable': 'Eintrag {n} der Liste „{list}“ ließ sich nicht lesen und wurde weggelassen.',
  },
};

/** The shared board problems' catalogues. */
export const problemMessages: Catalogues = own;
