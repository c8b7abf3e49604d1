/**
 * Short-lived signed links to an appointment's file (an exam): an <a href> sends no token, so the gateway gives each
 * file it lists a URL carrying an expiry and an HMAC-SHA256 of (company, appointment, file, expiry); the services
 * check both before answering the bytes. The key is a secret the gateway and the services share for this job only
 * (MEDIA_SIGNING_KEY); the payload starts with a purpose label, so a signature made for this can never serve as anything
 * else. A link lives at most FILE_LINK_MAX_TTL_SECONDS: a later expiry is refused even with a valid signature.
 * Web Crypto only (Node 20 and browsers alike); no node: import, as the apps bundle this package.
 */
export type FileLinkClaims = {
  companyId: string;
  appointmentId: string;
  filePath: string;
  /** Epoch seconds after which the link no longer works. */
  expires: number;
};

const PURPOSE = 'teleconsulta/appointment-file/v1';
const encoder = new TextEncoder();
type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const keys = new Map<string, Promise<HmacKey>>();

function keyOf(secret: string): Promise<HmacKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** A message's attachment (message-attachment.rules.ts): the same scheme under a purpose of its own. */
export type MessageAttachmentLinkClaims = { companyId: string; messageId: string; filePath: string; expires: number };
const MESSAGE_PURPOSE = 'teleconsulta/message-attachment/v1';

/**
 * A clinical document's download link (issue 19 item 7): the same scheme under a purpose of its own, naming its reader
 * (the user the gateway listed it to, and whether they are the platform administrator), so the services check that
 * reader's access again and log the download in the record's access audit as theirs.
 */
export type DocumentLinkClaims = {
  companyId: string;
  documentId: string;
  filePath: string;
  readerUserId: string;
  readerPlatformAdmin: boolean;
  expires: number;
};
const DOCUMENT_PURPOSE = 'teleconsulta/clinical-document/v1';

const payloadOf = (c: FileLinkClaims) => encoder.encode([PURPOSE, c.companyId, c.appointmentId, c.filePath, String(c.expires)].join('\n'));
const messagePayloadOf = (c: MessageAttachmentLinkClaims) =>
  encoder.encode([MESSAGE_PURPOSE, c.companyId, c.messageId, c.filePath, String(c.expires)].join('\n'));

const documentPayloadOf = (c: DocumentLinkClaims) =>
  encoder.encode(
    [DOCUMENT_PURPOSE, c.companyId, c.documentId, c.filePath, c.readerUserId, c.readerPlatformAdmin ? '1' : '0', String(c.expires)].join(
      '\n',
    ),
  );

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(text)) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function sign(secret: string, payload: Uint8Array<ArrayBuffer>): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await keyOf(secret), payload);
  return toBase64Url(new Uint8Array(signature));
}

/** The link's signature (base64url). */
export const signFileLink = (secret: string, claims: FileLinkClaims): Promise<string> => sign(secret, payloadOf(claims));
/** A message attachment link's signature (base64url). */
export const signMessageAttachmentLink = (secret: string, claims: MessageAttachmentLinkClaims): Promise<string> =>
  sign(secret, messagePayloadOf(claims));
/** A clinical document link's signature (base64url). */
export const signDocumentLink = (secret: string, claims: DocumentLinkClaims): Promise<string> => sign(secret, documentPayloadOf(claims));

/** One hour at most (issue 16): the gateway's FILE_LINK_TTL_SECONDS cannot exceed it, and the services refuse beyond it. */
export const FILE_LINK_MAX_TTL_SECONDS = 3_600;
/** The gateway rounds an expiry up to the minute. */
const ROUNDING_SECONDS = 60;

/**
 * Whether the signature is the claims' and the link has not expired, nor expires further away than a link may live
 * (Web Crypto's verify compares in constant time).
 */
export const verifyFileLink = (secret: string, claims: FileLinkClaims, signature: string, nowSeconds: number): Promise<boolean> =>
  verify(secret, claims.expires, payloadOf(claims), signature, nowSeconds);

/** The same check of a message attachment's link. */
export const verifyMessageAttachmentLink = (
  secret: string,
  claims: MessageAttachmentLinkClaims,
  signature: string,
  nowSeconds: number,
): Promise<boolean> => verify(secret, claims.expires, messagePayloadOf(claims), signature, nowSeconds);

/** The same check of a clinical document's link. */
export const verifyDocumentLink = (secret: string, claims: DocumentLinkClaims, signature: string, nowSeconds: number): Promise<boolean> =>
  verify(secret, claims.expires, documentPayloadOf(claims), signature, nowSeconds);

async function verify(secret: string, expires: number, payload: Uint8Array<ArrayBuffer>, signature: string, nowSeconds: number) {
  if (!Number.isInteger(expires) || expires <= nowSeconds) return false;
  if (expires > nowSeconds + FILE_LINK_MAX_TTL_SECONDS + ROUNDING_SECONDS) return false;
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', await keyOf(secret), bytes, payload);
}
