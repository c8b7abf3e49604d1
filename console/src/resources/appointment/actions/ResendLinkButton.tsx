import { useMutation } from '@apollo/client';
import SendIcon from '@mui/icons-material/Send';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { toGatewayError } from '../../../providers/gateway-error';
import { ResendAppointmentLinkDocument } from './reception.documents';
import type { LinkKind } from './reception.rules';

const t = (key: string) => `resources.appointments.actions.resend.${key}`;

/** "Resend": a menu of the messages that apply (confirmation, room link, payment link); each mails the patient again. */
export function ResendLinkButton({ appointmentId, kinds }: { appointmentId: string; kinds: readonly LinkKind[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [resend, { loading }] = useMutation(ResendAppointmentLinkDocument);

  const send = async (kind: LinkKind) => {
    setAnchor(null);
    try {
      await resend({ variables: { id: appointmentId, kind } });
      notify(t(`done.${kind}`), { type: 'success' });
    } catch (error) {
      const failure = toGatewayError(error);
      notify(translate(failure.message, { _: failure.message }), { type: 'error' });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<SendIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={loading}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="action-resend"
      >
        {translate(t('action'))}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} aria-label={translate(t('menu'))}>
        {kinds.map((kind) => (
          <MenuItem key={kind} onClick={() => void send(kind)} data-testid={`resend-${kind}`}>
            {translate(t(kind))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
