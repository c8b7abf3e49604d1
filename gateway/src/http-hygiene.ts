import type { ApolloServerPlugin } from '@apollo/server';
import { ERRORS, type ErrorCode, errorText, pickLocale } from '@teleconsulta/schema';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';

/**
 * The gateway's HTTP edge never answers with a stack, an internal path or a library's name (issue 16): every refusal is
 * a 4xx in GraphQL's error format ({ errors: [{ message, extensions: { code, status } }] }), with the catalogue's text in
 * the request's language, and the server keeps serving.
 */
export function sendCatalogueError(req: Request, res: Response, code: ErrorCode, status: number = ERRORS[code].status): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const locale = pickLocale(req.headers['accept-language']);
  res.status(status).json({ errors: [{ message: errorText(code, locale), extensions: { code, status } }] });
}

/** A path or query that is not valid percent-encoding (`/%E0%A4%A`): refused before any route tries to decode it. */
export const rejectBadEncoding: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.originalUrl ?? req.url);
  } catch {
    sendCatalogueError(req, res, 'MALFORMED_REQUEST');
    return;
  }
  if (req.originalUrl.includes('\u0000') || /%00/i.test(req.originalUrl)) {
    sendCatalogueError(req, res, 'MALFORMED_REQUEST');
    return;
  }
  next();
};

/** A POST to /graphql is JSON: anything else is refused here (Apollo's own answer for it is plain text). */
export const requireJson: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST') return next();
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type === 'application/graphql-response+json') return next();
  sendCatalogueError(req, res, 'UNSUPPORTED_MEDIA_TYPE');
};

/** Any path the gateway does not serve. */
export const notFound: RequestHandler = (req, res) => sendCatalogueError(req, res, 'NOT_FOUND');

/**
 * The last error handler: a body that is not JSON, one over the limit, a malformed URL a route could not decode, or
 * anything unexpected — a 4xx (or INTERNAL for a bug) in the same JSON shape, never Express's HTML page.
 */
export const lastErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const e = error as { type?: string; status?: number; statusCode?: number };
  if (e?.type === 'entity.too.large') return sendCatalogueError(req, res, 'BAD_INPUT', 413);
  if (e?.type === 'entity.parse.failed' || e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    return sendCatalogueError(req, res, 'MALFORMED_REQUEST');
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return sendCatalogueError(req, res, 'MALFORMED_REQUEST', status);
  sendCatalogueError(req, res, 'INTERNAL');
};

// graphql-js 16 spells it "more that".
const TOO_MANY_TOKENS = /Document contains more tha[nt] \d+ tokens/;

/**
 * Apollo's request-level refusals in our vocabulary: a query refused for its depth, aliases, cost or token count is
 * QUERY_TOO_COMPLEX with status 400 and the catalogue's text in the request's language (the limits are not told).
 */
export function catalogueErrorsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const locale = pickLocale(request.http?.headers.get('accept-language') ?? undefined);
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (!errors?.length) return;
          let tooComplex = false;
          response.body.singleResult.errors = errors.map((error) => {
            const code = error.extensions?.code;
            // A validation rule's error reaches here as GRAPHQL_VALIDATION_FAILED: limitsRule's is known by its text.
            const limits = code === 'GRAPHQL_VALIDATION_FAILED' && error.message === errorText('QUERY_TOO_COMPLEX', 'pt-BR');
            if (code === 'QUERY_TOO_COMPLEX' || limits || (code === 'GRAPHQL_PARSE_FAILED' && TOO_MANY_TOKENS.test(error.message))) {
              tooComplex = true;
              return { message: errorText('QUERY_TOO_COMPLEX', locale), extensions: { code: 'QUERY_TOO_COMPLEX', status: 400 } };
            }
            return error;
          });
          if (tooComplex) response.http.status = 400;
        },
      };
    },
  };
}
