import { useApolloClient } from '@apollo/client/react';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/locale.context';
import { printEmergencyTag } from './print-emergency-tag';

type Status = 'idle' | 'printing' | 'printed' | 'failed';

/** "Print tag" for an emergency protocol, with its outcome inline (a failure is only logged and shown, SPEC §8). */
export function PrintTagButton({
  protocolId,
  helperUrl,
  autoPrint = false,
}: {
  protocolId: string;
  helperUrl?: string;
  autoPrint?: boolean;
}) {
  const t = useT();
  const client = useApolloClient();
  const [status, setStatus] = useState<Status>('idle');

  const print = async () => {
    setStatus('printing');
    const result = await printEmergencyTag(client, protocolId, { helperUrl });
    setStatus(result.printed ? 'printed' : 'failed');
  };

  // The kiosk prints once by itself when the protocol is ready; the button reprints.
  const printed = useRef(false);
  useEffect(() => {
    if (!autoPrint || printed.current) return;
    printed.current = true;
    void print();
  });

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={print}
        disabled={status === 'printing'}
        data-testid="emergency-print-tag"
      >
        {status === 'printing' ? t('emergencyTag.printing') : t('emergencyTag.print')}
      </Button>
      {status === 'printed' || status === 'failed' ? (
        <Typography
          variant="body2"
          role="status"
          color={status === 'printed' ? 'success.main' : 'error'}
          data-testid="emergency-print-tag-status"
        >
          {t(status === 'printed' ? 'emergencyTag.printed' : 'emergencyTag.failed')}
        </Typography>
      ) : null}
    </Stack>
  );
}
