import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { fakeHttp } from './fake-http.js';

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (POST /v1/chat/completions), so the LLM triage
 * adapter is tested without any network:
 * - the call needs `Authorization: Bearer <apiKey>`, else 401 `{ error: { message, type: 'invalid_request_error' } }`;
 * - it answers `{ id, object: 'chat.completion', model, choices: [{ index: 0, message: { role: 'assistant', content },
 *   finish_reason: 'stop' }] }`, the content being the next one queued with `reply` (else `defaultContent`);
 * - `failNext` makes the next call answer 500, a body that is not JSON, JSON that is not a completion, or hang (never
 *   answer: the client's time-out).
 */
export type FakeLlmFailure = '500' | 'malformed' | 'not-completion' | 'hang';

export type FakeLlm = {
  /** The chat-completions URL to configure (TRIAGE_LLM_URL). */
  url: string;
  apiKey: string;
  /** Every request as received: whether the bearer key was right, and the parsed JSON body. */
  requests: Array<{ authorized: boolean; authorization: string | null; body: Record<string, unknown> }>;
  /** The content of the next answers, in order (a string as it is, anything else as JSON). */
  reply: (...contents: unknown[]) => void;
  failNext: (kind: FakeLlmFailure) => void;
  close: () => Promise<void>;
};

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakeLlm(options: { defaultContent?: unknown } = {}): Promise<FakeLlm> {
  const http = fakeHttp<FakeLlmFailure>();
  const apiKey = `sk-test-${randomBytes(12).toString('hex')}`;
  const queued: unknown[] = [];
  const requests: FakeLlm['requests'] = [];
  const defaultContent = options.defaultContent ?? { priority: 4, reasons: [] };

  const server: Server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const authorization = req.headers.authorization ?? null;
    const authorized = authorization === `Bearer ${apiKey}`;
    requests.push({ authorized, authorization, body });
    const send = (status: number, payload: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload);
    };
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(404, JSON.stringify({ error: { message: 'not found' } }));
    if (!authorized) return send(401, JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }));
    const failure = http.takeFailure(req.method, req.url);
    if (failure === 'hang') return http.hang(res);
    if (failure === '500') return send(500, JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
    if (failure === 'malformed') return send(200, '<html>Bad gateway</html>');
    if (failure === 'not-completion') return send(200, JSON.stringify({ object: 'list', data: [] }));
    const next = queued.length ? queued.shift() : defaultContent;
    const content = typeof next === 'string' ? next : JSON.stringify(next);
    send(
      200,
      JSON.stringify({
        id: `chatcmpl-${randomBytes(6).toString('hex')}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'unknown',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
    );
  });
  const base = await http.listen(server);
  return {
    url: `${base}/v1/chat/completions`,
    apiKey,
    requests,
    reply: (...contents) => queued.push(...contents),
    failNext: (kind) => http.failNext(kind, null),
    close: () => http.close(server),
  };
}
