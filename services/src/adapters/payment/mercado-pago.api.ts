import { z } from 'zod';
import { ProviderUnavailableError } from './payment-provider.js';

// ---------------------------------------------------------------------------------------------------------------
// Responses, parsed loosely (extra fields are fine) but strictly on what we use (a missing one is an outage).
// ---------------------------------------------------------------------------------------------------------------

export const ZId = z.union([z.number().int().nonnegative(), z.string().min(1)]).transform(String);
export const ZDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date')
  .transform((s) => new Date(s));

export const ZCardToken = z.looseObject({ id: z.string().min(1) });

export const ZPayment = z.looseObject({
  id: ZId,
  status: z.string().min(1),
  status_detail: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  transaction_amount: z.number().nonnegative(),
  date_approved: ZDate.nullish(),
  date_of_expiration: ZDate.nullish(),
  point_of_interaction: z
    .looseObject({
      transaction_data: z.looseObject({ qr_code: z.string().nullish(), e2e_id: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
export type MpPayment = z.infer<typeof ZPayment>;

/** GET /v1/payments/search: the results' ids are enough (each is read again by id). */
export const ZSearch = z.looseObject({ results: z.array(z.looseObject({ id: z.union([z.number(), z.string()]) })) });

export const ZRefund = z.looseObject({ id: ZId, status: z.string().min(1) });

export const ZCause = z.looseObject({ code: z.union([z.string(), z.number()]).nullish(), description: z.string().nullish() });
/** MP's error body: `{ message, error, status, cause: [{ code, description }] }` (cause is sometimes one object). */
export const ZError = z.looseObject({
  message: z.string().nullish(),
  error: z.string().nullish(),
  cause: z.union([z.array(ZCause), ZCause]).nullish(),
});

export const ZNotificationBody = z.looseObject({
  id: z.union([z.number(), z.string()]).nullish(),
  type: z.string().nullish(),
  action: z.string().nullish(),
  data: z.looseObject({ id: z.union([z.number(), z.string()]).nullish() }).nullish(),
});

// ---------------------------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------------------------

export type Sent = { status: number; json: unknown; text: string };

/** What a call needs: where Mercado Pago is, the access token, and how long a call may take. */
export type MercadoPagoApiSettings = { baseUrl: string; accessToken: string; timeoutMs: number };

/**
 * Mercado Pago's REST API as the provider calls it: `send` answers whatever status came back (no answer, a time-out, a
 * 5xx or a body that is not JSON is ProviderUnavailableError); `read` takes a 2xx body through its schema; `refusalOf`
 * says which refusal a 4xx stands for when its causes are in the table given.
 */
export function mercadoPagoApi(settings: MercadoPagoApiSettings) {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');

  async function send(method: string, path: string, options: { body?: unknown; idempotencyKey?: string } = {}): Promise<Sent> {
    const headers: Record<string, string> = { authorization: `Bearer ${settings.accessToken}`, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['x-idempotency-key'] = options.idempotencyKey;
    const what = `Mercado Pago ${method} ${path.split('?')[0]}`;
    let res: Response;
    let text: string;
    try {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      res = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(settings.timeoutMs) });
      text = await res.text();
    } catch (error) {
      throw new ProviderUnavailableError(`${what} failed: ${(error as Error).message}`, { cause: error });
    }
    if (res.status >= 500) throw new ProviderUnavailableError(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      if (res.ok) throw new ProviderUnavailableError(`${what} answered ${res.status} with a body that is not JSON`);
    }
    return { status: res.status, json, text };
  }

  /** The 2xx body read by `schema`, or ProviderUnavailableError (a 4xx with MP's message, or a body we cannot use). */
  function read<T extends z.ZodType>(sent: Sent, schema: T, what: string): z.infer<T> {
    if (sent.status < 200 || sent.status > 299)
      throw new ProviderUnavailableError(`Mercado Pago ${what} answered ${sent.status}: ${describe(sent)}`);
    const parsed = schema.safeParse(sent.json);
    if (!parsed.success)
      throw new ProviderUnavailableError(`Mercado Pago ${what}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  const causesOf = (sent: Sent): string[] => {
    const parsed = ZError.safeParse(sent.json);
    if (!parsed.success || !parsed.data.cause) return [];
    const causes = Array.isArray(parsed.data.cause) ? parsed.data.cause : [parsed.data.cause];
    return causes.map((c) => String(c.code ?? '')).filter(Boolean);
  };
  const describe = (sent: Sent): string => {
    const parsed = ZError.safeParse(sent.json);
    const message = parsed.success ? (parsed.data.message ?? parsed.data.error) : null;
    const causes = causesOf(sent);
    return `${message ?? sent.text.slice(0, 300)}${causes.length ? ` (cause ${causes.join(', ')})` : ''}`;
  };
  /** The refusal a 4xx stands for, when its causes are the payer's card data. */
  const refusalOf = (sent: Sent, table: Record<string, string>): string | null => {
    if (sent.status < 400 || sent.status > 499) return null;
    const known = causesOf(sent).find((code) => table[code] !== undefined);
    return known ? table[known]! : null;
  };

  return { send, read, refusalOf };
}

export type MercadoPagoApi = ReturnType<typeof mercadoPagoApi>;
