import { Alert, AlertTitle, Box, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';

type RedFlagAlertProps = {
  /** The red flags that arrived and the manager has not acknowledged yet, oldest first. */
  protocols: readonly EmergencyProtocolRecord[];
  onAcknowledge: () => void;
};

/**
 * The page's alert for red flags that arrived while the board was open: at the bottom of the window whatever the
 * scroll (the flagged rows, first in their queues, stay uncovered), listing each patient, queue and complaint, until the
 * manager acknowledges it (no timeout, no closing by clicking away).
 */
export const RedFlagAlert = ({ protocols, onAcknowledge }: RedFlagAlertProps) => {
  const translate = useTranslate();
  return (
    <Snackbar open={protocols.length > 0} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} sx={{ maxWidth: 720 }}>
      <Alert
        severity="error"
        variant="filled"
        data-testid="red-flag-alert"
        sx={{ width: '100%', boxShadow: 6 }}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onAcknowledge} data-testid="red-flag-acknowledge">
            {translate('app.emergency.board.acknowledge')}
          </Button>
        }
      >
        <AlertTitle>{translate('app.emergency.board.alert_title', { smart_count: protocols.length })}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {protocols.map((p) => (
            <li key={p.id} data-testid="red-flag-alert-item">
              {translate('app.emergency.board.alert_item', {
                patient: p.patientName,
                queue: p.queueName,
                complaint: p.complaint ?? translate('app.emergency.board.no_complaint'),
              })}
            </li>
          ))}
        </Box>
        <Box mt={0.5}>{translate('app.emergency.board.alert_body')}</Box>
      </Alert>
    </Snackbar>
  );
};
