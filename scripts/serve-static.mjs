// A small production server for a built single-page app: static files with long caching for hashed assets, the
// precompressed copies the build writes (brotli, then gzip, picked from Accept-Encoding), index.html for every other
// app route, the security headers on every answer, and /graphql (HTTP and websocket) and /media (the gateway's images,
// such as professionals' photos) proxied to the gateway, so the app talks to its own origin. Used by `npm start`, the
// end-to-end tests and the docker images (behind Caddy there: deploy/Caddyfile, docs/edge.md).
//
// Whatever a client sends, the answer is a 4xx and the server keeps serving: bad percent-encoding, NUL and control
// bytes, dot segments and encoded slashes or backslashes (never a path outside the app's folder), targets that are not
// a path, overlong paths (414) and headers (431), methods other than GET and HEAD on files (405), slow headers and
// bodies (408), clients that vanish mid-answer (their file is closed) and a gateway that is down (502), slow (504) or
// dies mid-answer.
//
// The pieces are in scripts/serve-static/: the request guards and refusals, the security headers, the precompressed
// copies, the app's files, the gateway proxy, the request and parser-error handlers and the server. This file reads
// the environment and the command line.
import { startServer } from './serve-static/server.mjs';

export { COMPRESSIBLE_EXTENSIONS } from './serve-static/precompressed.mjs';
export { contentSecurityPolicy, PERMISSIONS_POLICY } from './serve-static/security-headers.mjs';

/** serveApp's CSP options from the environment: CSP_FRAME_ANCESTORS, CSP_CONNECT_SRC_EXTRA and CSP_SCRIPT_SRC_EXTRA. */
export function cspOptionsFromEnv(env = process.env) {
  return {
    frameAncestors: env.CSP_FRAME_ANCESTORS?.trim() || undefined,
    connectSrcExtra: env.CSP_CONNECT_SRC_EXTRA?.trim() || undefined,
    scriptSrcExtra: env.CSP_SCRIPT_SRC_EXTRA?.trim() || undefined,
  };
}

/**
 * Serves a built app (serve-static/server.mjs for the options); the CSP options not given are read from the
 * environment, so `npm start` and the images follow CSP_FRAME_ANCESTORS and the others without passing them.
 */
export function serveApp({
  frameAncestors = cspOptionsFromEnv().frameAncestors,
  connectSrcExtra = cspOptionsFromEnv().connectSrcExtra,
  scriptSrcExtra = cspOptionsFromEnv().scriptSrcExtra,
  ...options
}) {
  return startServer({ ...options, frameAncestors, connectSrcExtra, scriptSrcExtra });
}

// `node scripts/serve-static.mjs <dir> <port> <gatewayUrl>` (the docker images run it this way).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port = '8080', gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000'] = process.argv.slice(2);
  const { server, url } = await serveApp({ dir, port: Number(port), host: process.env.HOST ?? '0.0.0.0', gatewayUrl });
  console.log(`serving ${dir} at ${url}`);
  // docker stop: finish what is in flight, then leave (PID 1 in a container has no default signal handling).
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
