/** The latest payment attempt of an unpaid appointment, as the payment page reads it. */
type Attempt = { method: string; status: string; pix?: { expiresAt: string } | null } | null | undefined;

export type UnpaidPaymentState = { kind: 'pixExpired'; expiresAt: string } | { kind: 'pixWaiting'; expiresAt: string } | { kind: 'unpaid' };

/**
 * What an unpaid appointment's payment is waiting for: a PIX whose 15 minutes ran out unpaid (the bank no longer takes
 * it; a new one must be generated), a PIX still within its time, or nothing started (or a refused or cancelled attempt).
 */
export function unpaidPaymentState(current: Attempt, nowMs: number): UnpaidPaymentState {
  if (current?.method === 'PIX' && current.pix && (current.status === 'PENDING' || current.status === 'EXPIRED')) {
    const expired = current.status === 'EXPIRED' || Date.parse(current.pix.expiresAt) <= nowMs;
    return { kind: expired ? 'pixExpired' : 'pixWaiting', expiresAt: current.pix.expiresAt };
  }
  return { kind: 'unpaid' };
}
