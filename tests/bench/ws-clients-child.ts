/**
 * The websocket client process of M4–M6 and M8 (forked by ws-clients.ts, pinned to the load generator's core): many
 * graphql-ws subscribers (the graphql-transport-ws protocol written out on `ws`, so a thousand of them stay light),
 * or plain `ws` clients of M4's raw baseline. It answers one command at a time over IPC.
 *
 * In `count` mode a subscriber only counts its `next` frames and their bytes (M4: the client must not be the
 * bottleneck); in `record` mode it parses each frame and keeps the sequence, the event key and the arrival time.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { WsCommand, WsCommandBody, WsReply } from './ws-clients.js';

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across the processes of one machine. */
const now = () => performance.timeOrigin + performance.now();

type Receipt = { seq: string; key: string; at: number };
type Sub = {
  index: number;
  ws: WebSocket | null;
  count: number;
  bytes: number;
  firstAt: number;
  lastAt: number;
  /** The last event sequence seen (the `after` cursor of a reconnect); SUBSCRIBED markers do not move it. */
  cursor: string | null;
  receipts: Receipt[];
  sample: string[];
  errors: string[];
  dropped: boolean;
  /** Live: the SUBSCRIBED marker arrived (or, raw, the socket opened). */
  ready: boolean;
};

let subs: Sub[] = [];
let mode: 'count' | 'record' = 'count';
let target = { url: '', token: '', query: '', raw: false, sampleFirst: 0 };

function fresh(index: number): Sub {
  return {
    index,
    ws: null,
    count: 0,
    bytes: 0,
    firstAt: 0,
    lastAt: 0,
    cursor: null,
    receipts: [],
    sample: [],
    errors: [],
    dropped: false,
    ready: false,
  };
}

function onFrame(sub: Sub, text: string, ready: () => void): void {
  const at = now();
  if (target.raw) {
    sub.count++;
    sub.bytes += text.length;
    if (sub.firstAt === 0) sub.firstAt = at;
    sub.lastAt = at;
    return;
  }
  // Cheap dispatch on the frame's start: graphql-ws writes `{"id":…,"type":"next",…}` or `{"type":"…"}`.
  if (text.includes('"type":"next"')) {
    const msg = mode === 'record' || !sub.ready ? (JSON.parse(text) as NextFrame) : null;
    const change = msg?.payload?.data?.emergencyBoardChanged;
    if (msg?.payload?.errors) sub.errors.push(JSON.stringify(msg.payload.errors).slice(0, 300));
    if (!sub.ready) {
      // The first item of every board subscription is the SUBSCRIBED marker: the subscriber is live from here on.
      sub.ready = true;
      ready();
      return;
    }
    sub.count++;
    sub.bytes += text.length;
    if (sub.firstAt === 0) sub.firstAt = at;
    sub.lastAt = at;
    if (sub.sample.length < target.sampleFirst) sub.sample.push(text);
    if (change && change.type !== 'SUBSCRIBED') {
      if (change.resyncRequired) sub.errors.push('resyncRequired');
      sub.cursor = change.sequence;
      if (mode === 'record') sub.receipts.push({ seq: change.sequence, key: `${change.type}:${change.protocolId}`, at });
    }
  } else if (text.includes('"type":"ping"')) sub.ws?.send('{"type":"pong"}');
  else if (text.includes('"type":"connection_ack"')) {
    const variables = sub.cursor === null ? {} : { after: sub.cursor };
    sub.ws?.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: target.query, variables } }));
  } else if (text.includes('"type":"error"') || text.includes('"type":"complete"')) {
    sub.errors.push(text.slice(0, 300));
    ready();
  }
}

type NextFrame = {
  payload?: {
    data?: { emergencyBoardChanged?: { sequence: string; type: string | null; protocolId: string | null; resyncRequired: boolean } };
    errors?: unknown;
  };
};

/** Opens one subscriber's socket; resolves when it is live (the SUBSCRIBED marker, or the raw socket open) or failed. */
function connect(sub: Sub): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const ready = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    sub.ready = false;
    sub.dropped = false;
    const ws = target.raw ? new WebSocket(target.url) : new WebSocket(target.url, 'graphql-transport-ws');
    sub.ws = ws;
    ws.on('open', () => {
      if (target.raw) {
        sub.ready = true;
        ready();
      } else ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${target.token}` } }));
    });
    ws.on('message', (data) => onFrame(sub, String(data), ready));
    ws.on('error', (e) => {
      sub.errors.push(`socket: ${e.message}`);
      ready();
    });
    ws.on('close', (code) => {
      if (!sub.dropped && code !== 1000) sub.errors.push(`closed ${code}`);
      ready();
    });
  });
}

/** Runs fn over items with at most `width` in flight (a connection storm of thousands would time out). */
async function pooled<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

function resetCounters(): void {
  for (const s of subs) {
    s.count = 0;
    s.bytes = 0;
    s.firstAt = 0;
    s.lastAt = 0;
    s.receipts = [];
    s.sample = [];
  }
}

function closeSocket(sub: Sub): Promise<void> {
  const ws = sub.ws;
  sub.dropped = true;
  if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    ws.once('close', () => resolve());
    ws.terminate();
  });
}

function errorsOf(list: Sub[]): { failed: number; firstError: string | null } {
  const bad = list.filter((s) => s.errors.length > 0);
  return { failed: bad.length, firstError: bad[0]?.errors[0] ?? null };
}

type Command<Op extends WsCommandBody['op']> = Extract<WsCommandBody, { op: Op }>;

async function openSubscribers(cmd: Command<'open'>): Promise<unknown> {
  target = { url: cmd.url, token: cmd.token, query: cmd.query ?? '', raw: cmd.raw ?? false, sampleFirst: cmd.sampleFirst ?? 0 };
  mode = cmd.mode;
  const added = Array.from({ length: cmd.count }, (_, i) => fresh(subs.length + i));
  subs.push(...added);
  await pooled(added, 50, connect);
  return { open: subs.filter((s) => s.ready && s.ws?.readyState === WebSocket.OPEN).length, ...errorsOf(added) };
}

async function waitForFrames(cmd: Command<'wait'>): Promise<unknown> {
  // Until every subscriber holds `perSub` frames since the reset, or the time-out.
  const deadline = Date.now() + cmd.timeoutMs;
  // A subscriber whose socket closed cannot catch up: it counts as closed, not waited for.
  const behind = () => subs.some((s) => s.count < cmd.perSub && s.ws?.readyState === WebSocket.OPEN);
  while (Date.now() < deadline && behind()) await new Promise((r) => setTimeout(r, 5));
  const counts = subs.map((s) => s.count);
  return {
    complete: counts.every((c) => c >= cmd.perSub),
    delivered: counts.reduce((a, b) => a + b, 0),
    minCount: Math.min(...counts),
    firstAt: Math.min(...subs.map((s) => s.firstAt || Number.POSITIVE_INFINITY)),
    lastAt: Math.max(...subs.map((s) => s.lastAt)),
    bytes: subs.reduce((a, s) => a + s.bytes, 0),
    sample: subs.find((s) => s.count >= cmd.perSub)?.sample ?? [],
    closed: subs.filter((s) => s.ws?.readyState !== WebSocket.OPEN).length,
    ...errorsOf(subs),
  };
}

function receiptsByKey(): unknown {
  // Every subscriber's arrival times by event key (M5): only the times travel back, grouped by key.
  const byKey: Record<string, number[]> = {};
  for (const s of subs)
    for (const r of s.receipts) {
      const list = byKey[r.key] ?? [];
      list.push(r.at);
      byKey[r.key] = list;
    }
  return { byKey, ...errorsOf(subs) };
}

function completenessOf(cmd: Command<'completeness'>): unknown {
  // Per subscriber: the expected sequences it lacks and the sequences it got more than once (M6).
  const expected = cmd.expected;
  let missing = 0;
  let duplicates = 0;
  let subsMissing = 0;
  let subsDuplicates = 0;
  for (const s of subs) {
    const seen = new Map<string, number>();
    for (const r of s.receipts) seen.set(r.seq, (seen.get(r.seq) ?? 0) + 1);
    const m = expected.filter((seq) => !seen.has(seq)).length;
    let d = 0;
    for (const n of seen.values()) if (n > 1) d += n - 1;
    missing += m;
    duplicates += d;
    if (m) subsMissing++;
    if (d) subsDuplicates++;
  }
  return { subscribers: subs.length, missing, duplicates, subsMissing, subsDuplicates, ...errorsOf(subs) };
}

async function dropAndReconnect(cmd: Command<'drop'>): Promise<unknown> {
  // Drops a fraction of the subscribers abruptly and reconnects each with its cursor (the last sequence it saw).
  const n = Math.round(subs.length * cmd.fraction);
  const start = (cmd.round * n) % Math.max(1, subs.length);
  const chosen = Array.from({ length: n }, (_, i) => subs[(start + i) % subs.length]!);
  await Promise.all(chosen.map(closeSocket));
  await pooled(chosen, 50, connect);
  return { dropped: chosen.length, withCursor: chosen.filter((s) => s.cursor !== null).length, ...errorsOf(chosen) };
}

async function reviveClosed(): Promise<unknown> {
  // Reconnects (with its cursor) every subscriber whose socket the server closed.
  const closed = subs.filter((s) => s.ws?.readyState !== WebSocket.OPEN);
  for (const s of closed) s.errors = [];
  await pooled(closed, 50, connect);
  return { revived: closed.length, ...errorsOf(closed) };
}

async function closeSubscribers(cmd: Command<'close'>): Promise<unknown> {
  const keep = cmd.keep ?? 0;
  const gone = subs.slice(keep);
  subs = subs.slice(0, keep);
  await Promise.all(gone.map(closeSocket));
  return null;
}

async function handle(cmd: WsCommand): Promise<unknown> {
  switch (cmd.op) {
    case 'open':
      return openSubscribers(cmd);
    case 'reset':
      resetCounters();
      for (const s of subs) s.errors = [];
      return null;
    case 'wait':
      return waitForFrames(cmd);
    case 'receipts':
      return receiptsByKey();
    case 'completeness':
      return completenessOf(cmd);
    case 'drop':
      return dropAndReconnect(cmd);
    case 'revive':
      return reviveClosed();
    case 'close':
      return closeSubscribers(cmd);
  }
}

let busy = Promise.resolve();
process.on('message', (cmd: WsCommand) => {
  busy = busy.then(async () => {
    const reply = (r: WsReply) => process.send?.(r);
    try {
      reply({ id: cmd.id, ok: true, result: await handle(cmd) });
    } catch (e) {
      reply({ id: cmd.id, ok: false, error: (e as Error).stack ?? String(e) });
    }
  });
});
process.on('disconnect', () => {
  for (const s of subs) s.ws?.terminate();
  process.exit(0);
});

process.send?.({ ready: true });
