import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';

/** The roles an invitation grants, one chip each. */
export const InvitationRoles = ({ roles }: { roles: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {roles.map((role) => (
        <Chip key={role} size="small" label={translate(`resources.staff.roles.${role}`)} />
      ))}
    </Stack>
  );
};

/** Pending or expired (an expired one stands out: it can be re-sent). */
export const InvitationStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'EXPIRED' ? 'warning' : 'default'}
      label={translate(`resources.staff.invitations.statuses.${status}`)}
      className="staff-invitation-status"
    />
  );
};
