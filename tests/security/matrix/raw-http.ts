import { connect } from 'node:net';

/**
 * One HTTP/1.1 request written byte by byte on a socket, for what fetch and node:http refuse to send: header values in
 * UTF-8, control characters, the same header twice, a CRLF inside a value. Headers are [name, value] pairs sent as
 * given (duplicates included). Answers the status and the (de-chunked) body; a connection the server closes without an
 * answer is status 0.
 */
export type RawAnswer = { status: number; body: string };

export function rawRequest(
  url: string,
  request: { method: string; path: string; headers: Array<[string, string]>; body?: string },
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const body = Buffer.from(request.body ?? '', 'utf8');
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
    ...(request.body !== undefined ? [`Content-Length: ${body.length}`] : []),
    ...request.headers.map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  const bytes = Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'utf8'), body]);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = () => resolve(parse(Buffer.concat(chunks)));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}

function parse(raw: Buffer): RawAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, Math.max(split, 0)).toString('latin1');
  if (!head.startsWith('HTTP/') || split < 0) return { status: 0, body: raw.toString('utf8') };
  const status = Number(head.split(' ')[1]);
  let rest = raw.subarray(split + 4);
  if (!/^transfer-encoding:\s*chunked/im.test(head)) return { status, body: rest.toString('utf8') };
  const parts: Buffer[] = [];
  while (rest.length > 0) {
    const eol = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.subarray(0, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(rest.subarray(eol + 2, eol + 2 + size));
    rest = rest.subarray(eol + 2 + size + 2);
  }
  return { status, body: Buffer.concat(parts).toString('utf8') };
}
