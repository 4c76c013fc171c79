/**
 * Blue Skies' board problems in every language (validate.ts `validateBoard`): a problem carries its
 * key and parameters, the editor words it in its person's language, with the table's terms
 * (French porte, carte demande, région; German Gate, Nachfragekarte, Region).
 */
import type { Catalogues } from '../core/messages.js';

const own: Catalogues = {
  en: {
    'blueSkies.board.codeTwice': 'Airport code {id} is used twice.',
    'blueSkies.board.fewSpaces': '{city} uses only {used, plural, one {# gate space} other {# gate spaces}} with 2 players; every airport needs at least 2.',
    'blueSkies.board.firstSpace': '{city}: the first gate space must be used at every player count (local airlines open there).',
    'blueSkies.board.spaceOrder': '{city}: gate spaces come into use from left to right, so space {space} cannot be used by fewer players than space {before}.',
    'blueSkies.board.noRegion': '{city} belongs to no region.',
    'blueSkies.board.regionUnknown': 'Region {region} names airport {id}, which is not on the board.',
    'blueSkies.board.regionTwice': 'Region {region} names {id} twice.',
    'blueSkies.board.regionIdTwice': 'Region id {id} is used twice.',
    'blueSkies.board.deckShort': 'The demand cards add up to {deck}; a game of 5 needs at least {need} to set up.',
    'blueSkies.board.deckShortFill': 'The demand cards add up to {deck}; a game of 5 needs at least {need} to set up. Fill the deck from a preset in the Demand tab.',
    'blueSkies.board.gatesSpare': 'With {n} players the board has {spaces, plural, one {# gate space} other {# gate spaces}} in use, fewer than the {held, plural, one {# gate} other {# gates}} the players hold, so nobody might ever run out of gates.',
    'blueSkies.board.noCheapGate': 'No gate costs {points} or less, so nobody can open a gate at setup.',
    'blueSkies.board.flatLand': 'Land shape {n} has no area (its points lie on one line), so nothing of it is drawn.',
    'blueSkies.board.atSea': '{city} lies off the land drawn (out at sea).',
  },
  fr: {
    'blueSkies.board.codeTwice': 'Le code d’aéroport {id} sert deux fois.',
    'blueSkies.board.fewSpaces': '{city} n’utilise {used, plural, one {qu’# emplacement de porte} other {que # emplacements de porte}} à 2 joueurs ; chaque aéroport en demande au moins 2.',
    'blueSkies.board.firstSpace': '{city} : le premier emplacement de porte doit servir à tous les nombres de joueurs (les compagnies locales y ouvrent).',
    'blueSkies.board.spaceOrder': '{city} : les emplacements de porte servent de gauche à droite, donc l’emplacement {space} ne peut pas servir à moins de joueurs que l’emplacement {before}.',
    'blueSkies.board.noRegion': '{city} n’appartient à aucune région.',
    'blueSkies.board.regionUnknown': 'La région {region} cite l’aéroport {id}, qui n’est pas sur le plateau.',
    'blueSkies.board.regionTwice': 'La région {region} cite {id} deux fois.',
    'blueSkies.board.regionIdTwice': 'L’id de région {id} sert deux fois.',
    'blueSkies.board.deckShort': 'Les cartes demande font {deck} en tout ; une partie à 5 en demande au moins {need} pour la mise en place.',
    'blueSkies.board.deckShortFill': 'Les cartes demande font {deck} en tout ; une partie à 5 en demande au moins {need} pour la mise en place. Remplissez la pioche depuis un modèle dans l’onglet Demande.',
    'blueSkies.board.gatesSpare': 'À {n} joueurs, le plateau a {spaces, plural, one {# emplacement de porte} other {# emplacements de porte}} en jeu, moins que {held, plural, one {la # porte que tiennent} other {les # portes que tiennent}} les joueurs : personne ne tombera peut-être jamais à court de portes.',
    'blueSkies.board.noCheapGate': 'Aucune porte ne coûte {points} ou moins : personne ne peut ouvrir de porte à la mise en place.',
    'blueSkies.board.flatLand': 'La forme de terre {n} n’a pas de surface (ses points sont alignés) : rien n’en est dessiné.',
    'blueSkies.board.atSea': '{city} est hors des terres dessinées (en mer).',
  },
  de: {
    'blueSkies.board.codeTwice': 'Der Flughafencode {id} kommt zweimal vor.',
    'blueSkies.board.fewSpaces': '{city} nutzt bei 2 Personen nur {used, plural, one {# Gate-Feld} other {# Gate-Felder}}; jeder Flughafen braucht mindestens 2.',
    'blueSkies.board.firstSpace': '{city}: Das erste Gate-Feld muss bei jeder Personenzahl genutzt werden (dort öffnen die lokalen Fluglinien).',
    'blueSkies.board.spaceOrder': '{city}: Gate-Felder kommen von links nach rechts ins Spiel, also kann Feld {space} nicht bei weniger Personen genutzt werden als Feld {before}.',
    'blueSkies.board.noRegion': '{city} gehört zu keiner Region.',
    'blueSkies.board.regionUnknown': 'Die Region {region} nennt den Flughafen {id}, der nicht auf dem Spielplan ist.',
    'blueSkies.board.regionTwice': 'Die Region {region} nennt {id} zweimal.',
    'blueSkies.board.regionIdTwice': 'Die Regions-Id {id} kommt zweimal vor.',
    'blueSkies.board.deckShort': 'Die Nachfragekarten ergeben zusammen {deck}; ein Spiel zu fünft braucht zum Aufbau mindestens {need}.',
    'blueSkies.board.deckShortFill': 'Die Nachfragekarten ergeben zusammen {deck}; ein Spiel zu fünft braucht zum Aufbau mindestens {need}. Fülle den Stapel aus einer Vorlage im Reiter Nachfrage.',
    'blueSkies.board.gatesSpare': 'Bei {n} Personen hat der Spielplan {spaces, plural, one {# Gate-Feld} other {# Gate-Felder}} im Spiel, weniger als {held, plural, one {das # Gate} other {die # Gates}} der Personen, also gehen vielleicht niemandem je die Gates aus.',
    'blueSkies.board.noCheapGate': 'Kein Gate kostet {points} oder weniger, also kann beim Aufbau niemand ein Gate öffnen.',
    'blueSkies.board.flatLand': 'Die Landfläche {n} hat keine Fläche (ihre Punkte liegen auf einer Linie), also wird nichts von ihr gezeichnet.',
    'blueSkies.board.atSea': '{city} liegt außerhalb des gezeichneten Landes (auf See).',
  },
};

/**
 * The deck's shortfall as the editor says it, where the Demand tab is at hand (the editor's mode
 * swaps it in for `blueSkies.board.deckShort`).
 */
export const DECK_SHORT_IN_EDITOR = 'blueSkies.board.deckShortFill';

/** Blue Skies' board problems' catalogues. */
export const blueSkiesBoardMessages: Catalogues = own;
