import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { RoomNetworkCheckDocument } from './room.documents';

export type NetworkCheck = { status: 'checking' | 'ok' | 'failed'; latencyMs: number | null; run: () => Promise<void> };

/** The connectivity test's network check: one small round trip to the gateway, timed. */
export function useNetworkCheck(): NetworkCheck {
  const client = useApolloClient();
  const [status, setStatus] = useState<NetworkCheck['status']>('checking');
  const [latencyMs, setLatencyMs] = useState<number | null>(null);
  const run = useCallback(async () => {
    setStatus('checking');
    const started = performance.now();
    try {
      await client.query({ query: RoomNetworkCheckDocument, fetchPolicy: 'network-only' });
      setLatencyMs(Math.round(performance.now() - started));
      setStatus('ok');
    } catch (error) {
      console.warn('[room] network check', error);
      setStatus('failed');
    }
  }, [client]);
  useEffect(() => {
    void run();
  }, [run]);
  return { status, latencyMs, run };
}
