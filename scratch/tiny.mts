import { writeFileSync } from 'node:fs';
import { tinyBoard } from '../games/airlines/testing.js';
import { boardText } from '../games/core/board-text.js';
import { boardSchema } from '../games/airlines/types.js';
writeFileSync('/tmp/lab/tiny.board.json', boardText(boardSchema, { ...tinyBoard, name: 'Tiny' }));
