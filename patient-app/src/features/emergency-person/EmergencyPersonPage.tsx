import { useQuery } from '@apollo/client/react';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { ArrivalStep } from './ArrivalStep';
import { EmergencyFlow } from './EmergencyFlow';
import { EmergencyPersonHomeDocument } from './emergency-person.documents';

const OFFLINE_POLL_MS = 15_000;

/**
 * /emergency/person (role P, SPEC §2): the patient's emergency attendance. With an open protocol (or the one the tag's
 * QR code names in ?protocol=) the flow resumes where it is; otherwise the arrival, when the module is online.
 */
export default function EmergencyPersonPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const home = useQuery(EmergencyPersonHomeDocument, { fetchPolicy: 'network-only' });
  const chosen = params.get('protocol');
  const follow = (id: string | null) => setParams(id ? { protocol: id } : {}, { replace: true });
  // Offline with nothing to follow: ask again now and then, so the arrival appears once a professional checks in.
  const waitingForDuty = home.data !== undefined && !home.data.emergencyStatus.online && !chosen && home.data.emergencyBoard.length === 0;
  const { startPolling, stopPolling } = home;
  useEffect(() => {
    if (!waitingForDuty) return;
    startPolling(OFFLINE_POLL_MS);
    return () => stopPolling();
  }, [waitingForDuty, startPolling, stopPolling]);

  const body = (() => {
    if (home.error) return <ErrorAlert error={home.error} />;
    if (!home.data) return <RouteLoading />;
    const { me, persons, emergencyStatus, emergencyBoard } = home.data;
    const current = chosen ?? emergencyBoard[0]?.id ?? null;
    if (current) {
      return (
        <EmergencyFlow
          key={current}
          protocolId={current}
          onRestart={() => {
            follow(null);
            void home.refetch();
          }}
        />
      );
    }
    if (!emergencyStatus.online) {
      return (
        <Alert severity="info" data-testid="emergency-offline">
          <AlertTitle>{t('emergencyPerson.offlineTitle')}</AlertTitle>
          {emergencyStatus.message}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('emergencyPerson.offlineRetry')}
          </Typography>
        </Alert>
      );
    }
    const people = persons.items.map((p) => ({ id: p.id, name: p.name, self: p.id === me?.personId }));
    return <ArrivalStep queues={emergencyStatus.queues} persons={people} onJoined={(id) => follow(id)} />;
  })();

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880, mx: 'auto' }}>
      <Stack spacing={0.5}>
        <PageTitle>{t('emergencyPerson.title')}</PageTitle>
        <Typography variant="body2" color="text.secondary">
          {t('emergencyPerson.samuShort')}
        </Typography>
      </Stack>
      {body}
    </Stack>
  );
}
