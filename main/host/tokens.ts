/**
 * Seat and owner tokens: 32 random bytes (crypto), base64url. The host keeps only their
 * sha256 hashes, in memory and in saves, so neither a log nor a save file can give a seat away.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A table password is hashed with the table id, so equal passwords on two tables differ. */
export function hashPassword(tableId: string, password: string): string {
  return createHash('sha256').update(`${tableId}\u0000${password}`, 'utf8').digest('hex');
}

export function newTableId(): string {
  return randomBytes(4).toString('hex');
}
