import { randomBytes } from 'node:crypto';
import { ACCESS_CODE_BYTES } from '@teleconsulta/schema';

/** One short-link code: ACCESS_CODE_BYTES (24) bytes of the CSPRNG, base64url (32 characters, 192 bits). */
const code = () => randomBytes(ACCESS_CODE_BYTES).toString('base64url');

/**
 * SECURITY.md T24: a new appointment's three single-purpose codes (migration 0028), one per page: the room (/a/:id),
 * the cancel page (/cn/:id) and the payment page (/p/:id). No legacy all-purpose `access` code any more.
 */
export function newShortLinkCodes(): { roomCode: string; cancelCode: string; paymentCode: string } {
  return { roomCode: code(), cancelCode: code(), paymentCode: code() };
}
