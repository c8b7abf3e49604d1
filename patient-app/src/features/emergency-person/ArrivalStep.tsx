import { useMutation } from '@apollo/client/react';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { OpenEmergencyProtocolDocument } from './emergency-person.documents';
import { StepCard } from './StepCard';

type Queue = { id: string; name: string; specialty: { name: string }; attendanceEstimateMinutes: number };
type Person = { id: string; name: string; self: boolean };

/** Step 1, arrival: for whom (the patient or a dependent) and which queue; joining keeps the place from now. */
export function ArrivalStep({
  queues,
  persons,
  onJoined,
}: {
  queues: readonly Queue[];
  persons: readonly Person[];
  onJoined: (id: string) => void;
}) {
  const t = useT();
  const [personId, setPersonId] = useState(persons.find((p) => p.self)?.id ?? persons[0]?.id ?? '');
  const [queueId, setQueueId] = useState(queues.length === 1 ? queues[0]!.id : '');
  const [open, { loading, error }] = useMutation(OpenEmergencyProtocolDocument);
  const join = async () => {
    const self = persons.find((p) => p.id === personId)?.self ?? true;
    const result = await open({ variables: { queueId, personId: self ? null : personId } }).catch(() => null);
    const opened = result?.data?.openEmergencyProtocol;
    if (opened) onJoined(opened.id);
  };
  if (queues.length === 0) return <Alert severity="info">{t('emergencyPerson.arrival.noQueues')}</Alert>;
  return (
    <StepCard title={t('emergencyPerson.arrival.title')} testId="emergency-arrival">
      <Typography color="text.secondary">{t('emergencyPerson.intro')}</Typography>
      {persons.length > 1 && (
        <FormControl>
          <FormLabel id="emergency-person-label">{t('emergencyPerson.arrival.for')}</FormLabel>
          <RadioGroup aria-labelledby="emergency-person-label" value={personId} onChange={(e) => setPersonId(e.target.value)}>
            {persons.map((p) => (
              <FormControlLabel
                key={p.id}
                value={p.id}
                control={<Radio />}
                label={p.self ? `${p.name} (${t('emergencyPerson.arrival.self')})` : p.name}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <FormControl>
        <FormLabel id="emergency-queue-label">{t('emergencyPerson.arrival.queue')}</FormLabel>
        <RadioGroup aria-labelledby="emergency-queue-label" value={queueId} onChange={(e) => setQueueId(e.target.value)}>
          {queues.map((q) => (
            <FormControlLabel
              key={q.id}
              value={q.id}
              control={<Radio />}
              data-testid={`emergency-queue-${q.name}`}
              label={
                <Stack component="span">
                  <Typography component="span">{q.name}</Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {`${q.specialty.name} · ${t('emergencyPerson.arrival.estimate', { minutes: q.attendanceEstimateMinutes })}`}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {error && <ErrorAlert error={error} />}
      <Button variant="contained" size="large" disabled={!queueId || loading} onClick={() => void join()} data-testid="emergency-join">
        {t('emergencyPerson.arrival.join')}
      </Button>
    </StepCard>
  );
}
