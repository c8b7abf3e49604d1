import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StaffInvitationRecord } from '../../providers/staff.documents';
import { formatInstant } from '../local-date';
import { type InvitationAction, InvitationActions } from './InvitationActions';
import { InvitationRoles, InvitationStatusChip } from './InvitationChips';

type InvitationCardsProps = { invitations: readonly StaffInvitationRecord[]; onAction: (action: InvitationAction) => void };

/** The invitations on a phone: one bordered box each instead of a table too wide for the screen. */
export const InvitationCards = ({ invitations, onAction }: InvitationCardsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={1.5}>
      {invitations.map((invitation) => (
        <Box
          key={invitation.id}
          data-invitation-email={invitation.email}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
            <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{invitation.email}</Typography>
            <InvitationStatusChip status={invitation.status} />
          </Stack>
          <Box sx={{ my: 1 }}>
            <InvitationRoles roles={invitation.roles} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.staff.invitations.sentAt')}: {formatInstant(invitation.sentAt, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.staff.invitations.expiresAt')}: {formatInstant(invitation.expiresAt, locale)}
          </Typography>
          <InvitationActions invitation={invitation} onAction={onAction} />
        </Box>
      ))}
    </Stack>
  );
};
