import { useQuery } from '@apollo/client/react';
import ForwardIcon from '@mui/icons-material/Forward';
import { Alert, Box, MenuItem, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { SelectField } from '../../layout/SelectField';
import { EmergencyForwardQueuesDocument } from './emergency-professional.documents';
import { type BoardProtocol, forwardTargets } from './emergency-professional.util';
import { LineMoveButton } from './LineMoveButton';
import type { VirtualLineActions } from './virtual-line-actions.hook';

type Props = { protocol: BoardProtocol; actions: VirtualLineActions; onForwarded: (queueName: string) => void };

/** Forward to another queue: any other active queue of the company; the patient waits there keeping their arrival. */
export function ForwardForm({ protocol, actions, onForwarded }: Props) {
  const t = useT();
  const { data, error } = useQuery(EmergencyForwardQueuesDocument, { fetchPolicy: 'network-only' });
  const targets = forwardTargets(data?.emergencyQueues ?? [], protocol.queueId);
  const [queueId, setQueueId] = useState('');
  const [tried, setTried] = useState(false);
  const fieldError = actions.feedback?.fieldErrors.queueId ?? (tried && !queueId ? t('emergencyProfessional.post.chooseQueue') : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!queueId) return;
    const forwarded = await actions.forward(protocol.id, queueId);
    if (forwarded) onForwarded(forwarded.queueName);
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate data-testid="forward-form">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('emergencyProfessional.post.forwardTitle')}
      </Typography>
      {error && <ErrorAlert error={error} />}
      {data && targets.length === 0 && <Alert severity="info">{t('emergencyProfessional.post.noOtherQueue')}</Alert>}
      {targets.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <SelectField
            size="small"
            label={t('emergencyProfessional.post.forwardQueue')}
            value={queueId}
            onChange={setQueueId}
            error={fieldError}
            helperText={fieldError ?? ' '}
            sx={{ minWidth: { sm: 280 } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'forward-queue' } as object } }}
          >
            {targets.map((queue) => (
              <MenuItem key={queue.id} value={queue.id} data-testid="forward-queue-option">
                {queue.name}
                {queue.groupName ? ` · ${queue.groupName}` : ''}
              </MenuItem>
            ))}
          </SelectField>
          <LineMoveButton
            actions={actions}
            move="forward"
            exclusive
            variant="outlined"
            startIcon={<ForwardIcon />}
            type="submit"
            data-testid="forward-submit"
          >
            {t('emergencyProfessional.post.forward')}
          </LineMoveButton>
        </Stack>
      )}
    </Box>
  );
}
