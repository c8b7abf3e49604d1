import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * A local stand-in for a vosk-server websocket (https://github.com/alphacep/vosk-server, websocket/asr_server.py), so
 * the speech-to-text adapter is tested without any network or model. As vosk-server does:
 * - a text message `{"config": {...}}` sets the session (sample_rate …) and gets no answer;
 * - every binary message (audio) gets an answer: `{"partial": "…"}`, or `{"result": [...], "text": "…"}` when an
 *   utterance ends;
 * - `{"eof" : 1}` gets the final `{"text": "…"}`, then the server closes the socket.
 * What it "hears" is scripted: `speak(...utterances)` makes the next session end an utterance after each of its first
 * audio messages (one per utterance but the last) and give the last in the final result.
 * Knobs: `failNext` makes the next session answer an error object, answer a message that is not JSON, close the socket
 * (1011) after the first audio message, never answer the end of the audio (the client's time-out), or refuse the
 * connection (HTTP 503 on the upgrade).
 */
export type FakeSpeechFailure = 'error' | 'garbage' | 'close' | 'hang' | 'refuse';

export type FakeSpeechSession = {
  config: Record<string, unknown> | null;
  /** The audio bytes received, and in how many messages. */
  bytes: number;
  chunks: number;
  eof: boolean;
};

export type FakeSpeech = {
  url: string;
  sessions: FakeSpeechSession[];
  speak: (...utterances: string[]) => void;
  failNext: (kind: FakeSpeechFailure) => void;
  close: () => Promise<void>;
};

export async function startFakeSpeech(): Promise<FakeSpeech> {
  const sessions: FakeSpeechSession[] = [];
  const scripts: string[][] = [];
  const failures: FakeSpeechFailure[] = [];
  const server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  const sockets = new Set<WebSocket>();

  server.on('upgrade', (req, socket, head) => {
    if (failures[0] === 'refuse') {
      failures.shift();
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws));
  });

  wss.on('connection', (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    const session: FakeSpeechSession = { config: null, bytes: 0, chunks: 0, eof: false };
    sessions.push(session);
    const failure = failures.shift() ?? null;
    const utterances = scripts.shift() ?? [''];
    let ended = 0;
    ws.on('message', (data, isBinary) => {
      if (!isBinary) {
        const text = data.toString();
        const message = JSON.parse(text) as { config?: Record<string, unknown>; eof?: number };
        if (message.config) {
          session.config = message.config;
          return;
        }
        if (message.eof === 1) {
          session.eof = true;
          if (failure === 'hang') return;
          ws.send(JSON.stringify({ text: utterances.slice(ended).join(' ') }));
          ws.close(1000);
        }
        return;
      }
      session.chunks++;
      session.bytes += (data as Buffer).length;
      if (failure === 'error') return ws.send(JSON.stringify({ error: 'model failed to decode audio' }));
      if (failure === 'garbage') return ws.send('<<not json>>');
      if (failure === 'close') return ws.close(1011, 'internal error');
      if (ended < utterances.length - 1) {
        const text = utterances[ended++]!;
        ws.send(JSON.stringify({ result: text.split(' ').map((word) => ({ conf: 1, word })), text }));
      } else ws.send(JSON.stringify({ partial: utterances[ended] ?? '' }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    speak: (...utterances) => scripts.push(utterances),
    failNext: (kind) => failures.push(kind),
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of sockets) ws.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
