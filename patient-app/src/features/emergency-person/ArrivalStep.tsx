import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
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
  // Join is always offered: without a queue chosen, it says so under the queues and moves there (no silent grey button).
  const [queueMissing, setQueueMissing] = useState(false);
  const queueGroup = useRef<HTMLDivElement>(null);
  const [open, { loading, error }] = useMutation(OpenEmergencyProtocolDocument);
  const join = async () => {
    if (!queueId) {
      setQueueMissing(true);
      queueGroup.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
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
      <FormControl error={queueMissing && !queueId}>
        <FormLabel id="emergency-queue-label">{t('emergencyPerson.arrival.queue')}</FormLabel>
        <RadioGroup
          ref={queueGroup}
          aria-labelledby="emergency-queue-label"
          aria-describedby="emergency-queue-hint"
          value={queueId}
          onChange={(e) => setQueueId(e.target.value)}
        >
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
        <FormHelperText id="emergency-queue-hint" data-testid="emergency-queue-hint">
          {t(queueMissing && !queueId ? 'emergencyPerson.arrival.queueMissing' : 'emergencyPerson.arrival.queueHint')}
        </FormHelperText>
      </FormControl>
      {error && <ErrorAlert error={error} />}
      <Button variant="contained" size="large" disabled={loading} onClick={() => void join()} data-testid="emergency-join">
        {t('emergencyPerson.arrival.join')}
      </Button>
    </StepCard>
  );
}
