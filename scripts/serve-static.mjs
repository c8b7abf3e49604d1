// A small production server for a built single-page app: static files with long caching for hashed assets,
// index.html for every other path, and /graphql (HTTP and websocket) and /media (the gateway's images, such as
// professionals' photos) proxied to the gateway, so the app talks to its own origin. Used by `npm start`, the
// end-to-end tests and the docker images.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

// Short links carry an appointment's access code in the path: those pages send no Referer anywhere.
const SHORT_LINK = /^\/(cancel|cn|accessroom|a|payment|p)\/[^/]+\/?$/;

export function serveApp({ dir, port, host = '127.0.0.1', gatewayUrl }) {
  const root = resolve(dir);
  const gateway = new URL(gatewayUrl);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === '/graphql' || url.pathname.startsWith('/graphql/') || url.pathname.startsWith('/media/')) {
      const upstream = request(
        { host: gateway.hostname, port: gateway.port, method: req.method, path: req.url, headers: { ...req.headers, host: gateway.host } },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            errors: [
              { message: 'Impossível acessar o servidor. Tente novamente', extensions: { code: 'SERVER_UNREACHABLE', status: 400 } },
            ],
          }),
        );
      });
      req.pipe(upstream);
      return;
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const hashed = url.pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': SHORT_LINK.test(url.pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    });
    createReadStream(file).pipe(res);
  });
  // Websocket upgrades on /graphql are piped to the gateway as raw TCP.
  server.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/graphql')) return socket.destroy();
    const upstream = connect(Number(gateway.port || 80), gateway.hostname, () => {
      const headers = Object.entries({ ...req.headers, host: gateway.host })
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () =>
      resolvePromise({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}` }),
    );
  });
}

// `node scripts/serve-static.mjs <dir> <port> <gatewayUrl>` (the docker images run it this way).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port = '8080', gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000'] = process.argv.slice(2);
  const { url } = await serveApp({ dir, port: Number(port), host: process.env.HOST ?? '0.0.0.0', gatewayUrl });
  console.log(`serving ${dir} at ${url}`);
}
