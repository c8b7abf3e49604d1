/** What the payment repositories share (attempts, refunds and the ledger). */

export type Raw = Record<string, unknown>;
export const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
