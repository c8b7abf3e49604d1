/** The certificate file a browser may send: .pfx or .p12, at most 150 kB (base64 under the server's 200 000 characters). */
export const CERTIFICATE_FILE_ACCEPT = '.pfx,.p12,application/x-pkcs12';
export const CERTIFICATE_FILE_MAX_BYTES = 150_000;

/** A CPF with its middle hidden: "529.982.247-25" → "***.982.247-**". Anything that is not 11 digits is hidden whole. */
export function maskedCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** A fingerprint short enough to read aloud: the first and last 8 hex digits, grouped by 4 ("AB12 CD34 … 9F0E 11AA"). */
export function shortFingerprint(hex: string): string {
  const clean = hex.replace(/[^0-9a-fA-F]/g, '').toUpperCase();
  if (clean.length <= 16) return clean.replace(/(.{4})(?=.)/g, '$1 ');
  const group = (part: string) => part.replace(/(.{4})(?=.)/g, '$1 ');
  return `${group(clean.slice(0, 8))} … ${group(clean.slice(-8))}`;
}

/** Whether a chosen file looks like an A1 certificate (by its name) and is small enough to send. */
export function certificateFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!/\.(pfx|p12)$/i.test(file.name)) return 'type';
  if (file.size === 0 || file.size > CERTIFICATE_FILE_MAX_BYTES) return 'size';
  return null;
}

/** Standard base64 (padded, no data: prefix) of bytes. */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
