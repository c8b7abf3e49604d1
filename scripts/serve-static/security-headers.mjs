// The security headers of every app answer: the Content-Security-Policy (deploy/Caddyfile sends the same one; the
// Caddy test checks they agree), the Permissions-Policy, nosniff and the Referrer-Policy (none on the short links).

// Short links carry an appointment's access code (or a staff invitation's token) in the path: those pages send no
// Referer anywhere, and no cache keeps them (SECURITY.md T24).
export const SHORT_LINK = /^\/(cancel|cn|accessroom|a|payment|p|invite)\/[^/]+\/?$/;

/**
 * Browser features the apps use: camera and microphone (the video room, the connectivity test, spoken symptoms),
 * fullscreen and autoplay (the room's videos) for the app itself; everything else nobody on these pages needs.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'autoplay=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ');

/** A host (and port) as a browser sends it: names, IPv4 and bracketed IPv6; anything else never reaches a header. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** A list of CSP sources ('self', https://*.example.com, wss://host:443, data:): no ';' or ',' that would add directives. */
const SOURCES = /^[A-Za-z0-9'*:/.\-_+[\] ]*$/;

function checkSources(name, value) {
  if (!SOURCES.test(value)) throw new Error(`serve-static: ${name} must be CSP sources separated by spaces, got ${JSON.stringify(value)}`);
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * The Content-Security-Policy of the apps (deploy/Caddyfile sends the same one; docs/edge.md explains each part).
 * - scripts: the app's own bundles only, and blob: for the audio worklet the patient app builds in memory to record
 *   spoken symptoms (a blob: URL can only be made by a script already running here); no inline script, no eval;
 * - styles: the app's CSS and the <style> elements MUI's emotion inserts at run time ('unsafe-inline');
 * - connect: the same origin (HTTP and its websocket) and the print helper on the reception's own machine (loopback
 *   only, any port: VITE_PRINT_HELPER_URL and the kiosk's ?printer=), plus connectSrcExtra (e.g. a video provider,
 *   whose scripts go in scriptSrcExtra);
 * - images: the app's, data: (the PIX QR code) and blob:; media: the app's sounds and the call's blob:/MediaStream;
 * - frames: none loaded from anywhere but here; this page framed only by frameAncestors ('self' by default);
 * - object-src 'none', base-uri 'self', form-action 'self'.
 */
export function contentSecurityPolicy({ host, frameAncestors = "'self'", connectSrcExtra = '', scriptSrcExtra = '' } = {}) {
  const sockets = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  const extra = connectSrcExtra ? ` ${connectSrcExtra}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' blob:${scriptSrcExtra ? ` ${scriptSrcExtra}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self'${sockets} http://127.0.0.1:* http://localhost:*${extra}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The CSP options a server starts with, checked once: each a list of sources, frameAncestors 'self' when not given and
 * never empty. A bad value stops the server from starting rather than sending a policy it did not mean.
 */
export function checkCspOptions({ frameAncestors, connectSrcExtra, scriptSrcExtra }) {
  const csp = {
    frameAncestors: checkSources('CSP_FRAME_ANCESTORS (frameAncestors)', frameAncestors ?? "'self'"),
    connectSrcExtra: checkSources('CSP_CONNECT_SRC_EXTRA (connectSrcExtra)', connectSrcExtra ?? ''),
    scriptSrcExtra: checkSources('CSP_SCRIPT_SRC_EXTRA (scriptSrcExtra)', scriptSrcExtra ?? ''),
  };
  if (!csp.frameAncestors) throw new Error('serve-static: frameAncestors (CSP_FRAME_ANCESTORS) may not be empty');
  return csp;
}

/** The headers every app answer carries, for the request's host (its websocket) and path (a short link or not). */
export function securityHeaders(req, path, csp) {
  return {
    'content-security-policy': contentSecurityPolicy({ host: req.headers.host, ...csp }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': SHORT_LINK.test(path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
