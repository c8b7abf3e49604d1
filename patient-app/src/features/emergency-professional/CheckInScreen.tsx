import LoginIcon from '@mui/icons-material/Login';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { useLocale, useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import { initialSelection, type QueueSummary } from './emergency-professional.util';
import { LineMoveButton } from './LineMoveButton';
import { QueueChoiceField } from './QueueChoiceField';
import type { VirtualLineActions } from './virtual-line-actions.hook';

type Props = {
  queues: readonly QueueSummary[];
  checkedInQueueIds: readonly string[];
  actions: VirtualLineActions;
  /** Set while checked in (changing queues): the way back to the dashboard. */
  onCancel?: () => void;
  onDone: () => void;
};

/**
 * Check-in with queue choice (SPEC §2): the active queues granted to the professional, each with who waits there.
 * With none granted there is nothing to choose: the catalogue's NO_QUEUE_TO_CHECK_IN (what the service answers a check-in
 * then) says to check the access with the manager.
 */
export function CheckInScreen({ queues, checkedInQueueIds, actions, onCancel, onDone }: Props) {
  const t = useT();
  const locale = useLocale();
  const [selected, setSelected] = useState<string[]>(() =>
    initialSelection(
      queues.map((q) => q.id),
      checkedInQueueIds,
    ),
  );
  const [tried, setTried] = useState(false);
  const missing = tried && selected.length === 0;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) =>
      on ? queues.map((q) => q.id).filter((q) => q === id || current.includes(q)) : current.filter((q) => q !== id),
    );

  if (queues.length === 0) {
    return (
      <Stack spacing={2} data-testid="check-in">
        <Typography variant="h6" component="h2">
          {t('emergencyProfessional.checkIn.title')}
        </Typography>
        <Alert severity="warning" data-testid="no-queue">
          {errorText('NO_QUEUE_TO_CHECK_IN', locale)}
        </Alert>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (selected.length === 0) return;
    if (await actions.checkIn(selected)) onDone();
  };

  return (
    <Stack component="form" spacing={3} onSubmit={(event) => void submit(event)} noValidate data-testid="check-in">
      <SectionHeading title={t('emergencyProfessional.checkIn.title')} intro={t('emergencyProfessional.checkIn.intro')} />
      <QueueChoiceField queues={queues} selected={selected} onToggle={toggle} missing={missing} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <LineMoveButton
          actions={actions}
          move="checkIn"
          variant="contained"
          startIcon={<LoginIcon />}
          type="submit"
          data-testid="check-in-submit"
        >
          {t(onCancel ? 'emergencyProfessional.checkIn.save' : 'emergencyProfessional.checkIn.submit')}
        </LineMoveButton>
        {onCancel && (
          <Button onClick={onCancel} disabled={actions.busy !== null}>
            {t('emergencyProfessional.checkIn.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
