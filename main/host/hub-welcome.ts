/**
 * The hub's answer to `hello`: the protocol check, and what this host offers, its games (each
 * as `gameInfo` describes it, which the JSON API's game list shares) and the boards of its
 * library, without their files and contents. An app of another protocol version is told so in
 * its own words too, as it may not know the key (nor how to read the rest of the wire); the
 * welcome still follows, so it can show what the host has.
 */
import type { GameDefinition } from '../../games/core/types.js';
import { wireProblem } from '../../games/core/board-problem.js';
import { PROTOCOL_VERSION, type GameInfo } from '../../formats/protocol.js';
import { wireError } from '../../formats/wire-words.js';
import type { HubContext, Rid } from './hub-context.js';
import { said, wordsOf } from './messages.js';
import type { Conn } from './streams.js';

export function gameInfo(def: GameDefinition): GameInfo {
  return {
    id: def.id,
    name: def.name,
    minPlayers: def.minPlayers,
    maxPlayers: def.maxPlayers,
    options: def.options.map((o) => ({ ...o })),
    bots: def.bots.map((b) => ({ id: b.id, name: b.name, description: b.description, ...(b.nameWords ? { nameWords: b.nameWords } : {}), ...(b.descriptionWords ? { descriptionWords: b.descriptionWords } : {}), ...(b.level ? { level: b.level } : {}), ...(b.thinks ? { thinks: true } : {}) })),
    defaultBot: def.defaultBot,
  };
}

export async function welcome(hub: Pick<HubContext, 'o' | 'reply'>, conn: Conn, protocol: number, rid: Rid): Promise<void> {
  if (protocol !== PROTOCOL_VERSION) {
    const words = said('host.refuse.protocol', { host: PROTOCOL_VERSION, app: String(protocol) });
    conn.send({ type: 'error', ...wireError('protocol', wordsOf(words)), message: words.text });
  }
  const boards = (await hub.o.library.list()).map(({ file: _file, board: _board, ...info }) => ({ ...info, problems: info.problems.map(wireProblem) }));
  hub.reply(conn, rid, { type: 'welcome', protocol: PROTOCOL_VERSION, games: [...hub.o.registry.values()].map(gameInfo), boards, hostName: hub.o.hostName });
}
