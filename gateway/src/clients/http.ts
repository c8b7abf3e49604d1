import { FALLBACK_LOCALE, type Locale } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import { type Dispatcher, Pool } from 'undici';
import type { z } from 'zod';
import type { GatewayConfig } from '../config.js';
import { catalogueError, fromServiceError, unreachable } from '../errors.js';

/** Per-request call settings: the caller's credentials and language travel to the services with every call. */
export type CallContext = { token: string | null; companyId: string | null; locale: Locale; requestId: string };

type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Bytes sent as they are (an upload) instead of a JSON body. */
  raw?: { bytes: Uint8Array; contentType: string };
  /** For calls that wait on the file storage: longer than the default per-call timeout. */
  timeoutMs?: number;
  /** Headers of this call (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
};

/** T with every field, at any depth, optional and nullable (arrays of such elements); other values as they are. */
type Lax<T> = T extends readonly (infer E)[] ? readonly Lax<E>[] : T extends object ? { [K in keyof T]?: Lax<T[K]> | null } : T;

/**
 * The body of a call whose service validates it with zod schema S, as the gateway forwards a GraphQL input that is
 * laxer than S (fields optional or nullable that S requires or refuses null for): S's field names and value types are
 * checked here; a missing or null value is forwarded as it came, for the service to refuse with its field error.
 */
export type LaxInput<S extends z.ZodType> = Lax<z.input<S>>;

/** A request as it goes to the pool: its address with the query, every header, the body encoded. */
type Outgoing = {
  method: Request['method'];
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs: number;
};

/**
 * The one HTTP transport to the services: a keep-alive undici Pool shared by the process (connections only; no data,
 * no caches), a timeout per call, responses checked with the services' zod DTOs.
 */
export class ServiceTransport {
  private readonly pool: Pool;
  constructor(
    readonly baseUrl: string,
    // The time-outs' defaults are config.ts's (UPSTREAM_TIMEOUT_MS, UPSTREAM_MONEY_TIMEOUT_MS), not restated here.
    private readonly options: GatewayConfig['upstream'] & { uploadTimeoutMs?: number },
  ) {
    this.pool = new Pool(baseUrl, { connections: options.connections, keepAliveTimeout: 30_000, pipelining: 1 });
  }

  async call<S extends z.ZodType>(ctx: CallContext, req: Request, schema: S): Promise<z.output<S>> {
    const headers: Record<string, string> = { 'accept-language': ctx.locale, 'x-request-id': ctx.requestId, accept: 'application/json' };
    if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
    if (ctx.companyId) headers['x-company-id'] = ctx.companyId;
    if (req.headers) Object.assign(headers, req.headers);
    if (req.raw) headers['content-type'] = req.raw.contentType;
    else if (req.body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      const res = await this.send(
        {
          method: req.method,
          path: withQuery(req.path, req.query),
          headers,
          body: req.raw ? req.raw.bytes : req.body === undefined ? undefined : JSON.stringify(req.body),
          timeoutMs: req.timeoutMs ?? this.options.timeoutMs,
        },
        ctx.locale,
      );
      status = res.statusCode;
      text = await res.body.text();
    } catch (error) {
      // send()'s BAD_INPUT is about the caller's input; anything else means the services could not be reached.
      throw error instanceof GraphQLError ? error : unreachable(ctx.locale);
    }
    const json = text ? safeJson(text) : undefined;
    if (status >= 400) {
      if (isEnvelope(json)) throw fromServiceError(json, status);
      throw unreachable(ctx.locale);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw unreachable(ctx.locale);
    return parsed.data;
  }

  /**
   * A GET answered as it comes, for media the gateway passes through to browsers: the status, the headers and the
   * body stream (the caller consumes or destroys it). Rejects when the services cannot be reached, and with BAD_INPUT
   * (nothing sent) for a header or an address they cannot take, as call() does.
   */
  stream(req: { path: string; headers: Record<string, string>; timeoutMs?: number }): Promise<Dispatcher.ResponseData> {
    // The media routes answer their own error, so this one's text (in the fallback language) is never shown.
    return this.send(
      { method: 'GET', path: req.path, headers: req.headers, timeoutMs: req.timeoutMs ?? this.options.timeoutMs },
      FALLBACK_LOCALE,
    );
  }

  /**
   * The one way a request reaches the pool, for call() and stream() alike. A value an HTTP header cannot carry never
   * does: undici refuses it half-way through writing the request, and the connection's next request then waits for its
   * time-out (issue 16, T11). Nor does an address longer than the services read (Node's 16 KB of request head): it
   * would come back as a bare 431. Both are refused (BAD_INPUT) before anything is sent.
   */
  private async send(out: Outgoing, locale: Locale): Promise<Dispatcher.ResponseData> {
    if (!headersSafe(out.headers) || out.path.length > MAX_PATH_LENGTH) throw catalogueError('BAD_INPUT', locale);
    return this.pool.request({
      method: out.method,
      path: out.path,
      headers: out.headers,
      body: out.body,
      headersTimeout: out.timeoutMs,
      bodyTimeout: out.timeoutMs,
    });
  }

  /** The time allowed to money-moving calls, which wait on the payment provider (its own time-out, and a margin). */
  get moneyTimeoutMs(): number {
    return this.options.moneyTimeoutMs;
  }

  /** The time allowed to calls that wait on the file storage (uploads, media). */
  get uploadTimeoutMs(): number {
    return this.options.uploadTimeoutMs ?? this.options.timeoutMs;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The longest path and query sent to the services: no id, code or filter of ours comes near it. */
const MAX_PATH_LENGTH = 8_192;

/** Header values of visible ASCII, spaces and tabs only (RFC 9110 field values, without obsolete octets). */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;
const headersSafe = (headers: Record<string, string>) => Object.values(headers).every((v) => HEADER_VALUE.test(v));

function withQuery(path: string, query: Request['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is { code: string; message: string; fields?: Array<{ field: string; message: string }> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
