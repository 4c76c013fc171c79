/** The host's words live with the games' (every client words them): games/core/host-messages.ts. */
export { errorWords, hostEnglish, hostMessages, said, wordsOf, WordedError, type HostWords } from '../../games/core/host-messages.js';
