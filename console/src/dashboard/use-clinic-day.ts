import { useQuery, useSubscription } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { DashboardChangedDocument, DashboardDocument } from '../providers/dashboard.documents';

/** A safety net under the subscription: the dashboard is read again now and then. */
const REFRESH_MS = 60_000;
/** Changes that arrive together (a burst of events) cause one read. */
const COALESCE_MS = 250;

/**
 * The clinic's day, kept current: read once, then again whenever the dashboardChanged subscription says something it
 * counts changed (its first item too, so nothing falls between the first read and the live stream).
 */
export function useClinicDay() {
  const query = useQuery(DashboardDocument, { fetchPolicy: 'network-only', pollInterval: REFRESH_MS, notifyOnNetworkStatusChange: false });
  const [live, setLive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { refetch } = query;

  useSubscription(DashboardChangedDocument, {
    onData: ({ data }) => {
      if (!data.data?.dashboardChanged) return;
      setLive(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch(), COALESCE_MS);
    },
    onError: () => setLive(false),
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { dashboard: query.data?.dashboard ?? null, loading: query.loading, error: query.error ?? null, live };
}
