import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Responses, parsed loosely (extra fields are fine) but strictly on what we use (a missing one is an outage).
// ---------------------------------------------------------------------------------------------------------------

/** The room object: `config` lists only the properties that differ from the defaults (so `exp` only when set). */
export const ZRoom = z.looseObject({
  name: z.string().min(1),
  url: z.string().url(),
  config: z.looseObject({ exp: z.number().int().nullish() }).nullish(),
});
export const ZToken = z.looseObject({ token: z.string().min(1) });
/** Daily's error body: `{ "error": "invalid-request-error", "info": "a room named … already exists" }`. */
const ZError = z.looseObject({ error: z.string().nullish(), info: z.string().nullish() });

/** A call that did not give us what we need: the reason is logged, the caller gets VIDEO_PROVIDER_UNAVAILABLE. */
export class DailyFailure extends Error {}

export type Sent = { status: number; json: unknown; text: string };

/**
 * Daily's REST API as the provider calls it: `send` answers the status and body, or a DailyFailure for no answer, a
 * time-out, a 5xx, a refused key, a rate limit or a body that is not JSON; `read` takes a 2xx body through its schema;
 * `infoOf` is Daily's own words on an error.
 */
export function dailyApi(settings: { apiUrl: string; apiKey: string; timeoutMs: number }) {
  const apiUrl = settings.apiUrl.replace(/\/+$/, '');

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Sent> {
    const headers: Record<string, string> = { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const what = `${method} ${path}`;
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      const e = error as Error & { cause?: { code?: string; message?: string } };
      const why =
        e.name === 'TimeoutError' || e.name === 'AbortError'
          ? `no answer within ${settings.timeoutMs} ms`
          : `${e.message}${e.cause ? ` (${e.cause.code ?? e.cause.message ?? 'unknown cause'})` : ''}`;
      throw new DailyFailure(`${what} failed: ${why}`);
    }
    if (res.status >= 500) throw new DailyFailure(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
    if (res.status === 401 || res.status === 403) throw new DailyFailure(`${what} answered ${res.status}: the API key was refused`);
    if (res.status === 429) throw new DailyFailure(`${what} answered 429: rate limited`);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new DailyFailure(`${what} answered ${res.status} with a body that is not JSON`);
    }
    return { status: res.status, json, text };
  }

  const infoOf = (sent: Sent): string => {
    const parsed = ZError.safeParse(sent.json);
    const info = parsed.success ? [parsed.data.error, parsed.data.info].filter(Boolean).join(': ') : '';
    return info || sent.text.slice(0, 300);
  };

  /** The 2xx body read by `schema`, or a failure (any other status, or a body we cannot use). */
  function read<T extends z.ZodType>(sent: Sent, schema: T, what: string): z.infer<T> {
    if (sent.status < 200 || sent.status > 299) throw new DailyFailure(`${what} answered ${sent.status}: ${infoOf(sent)}`);
    const parsed = schema.safeParse(sent.json);
    if (!parsed.success) throw new DailyFailure(`${what}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  return { send, read, infoOf };
}

export type DailyApi = ReturnType<typeof dailyApi>;
