import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canManageMembership, type Role } from '@teleconsulta/schema';
import { usePermissions, useTranslate } from 'react-admin';
import type { StaffInvitationRecord } from '../../providers/staff.documents';

/** What the user asked to do with an invitation, waiting for their confirmation. */
export type InvitationAction = { kind: 'resend' | 'revoke'; invitation: StaffInvitationRecord };

type InvitationActionsProps = { invitation: StaffInvitationRecord; onAction: (action: InvitationAction) => void };

/** Resend and Revoke, only for the invitations the caller manages (access.ts canManageMembership); both confirm first. */
export const InvitationActions = ({ invitation, onAction }: InvitationActionsProps) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role[]>();
  if (!canManageMembership(permissions ?? [], invitation.roles)) return null;
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      <Button size="small" onClick={() => onAction({ kind: 'resend', invitation })} className="staff-invitation-resend">
        {translate('resources.staff.invitations.resend')}
      </Button>
      <Button size="small" color="error" onClick={() => onAction({ kind: 'revoke', invitation })} className="staff-invitation-revoke">
        {translate('resources.staff.invitations.revoke')}
      </Button>
    </Stack>
  );
};
