import { useMutation, useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { canManageMembership, type Role } from '@teleconsulta/schema';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import {
  ResendStaffInvitationDocument,
  RevokeStaffInvitationDocument,
  type StaffInvitationRecord,
  StaffInvitationsDocument,
} from '../../providers/staff.documents';

type Action = { kind: 'resend' | 'revoke'; invitation: StaffInvitationRecord };

const InvitationRoles = ({ roles }: { roles: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {roles.map((role) => (
        <Chip key={role} size="small" label={translate(`resources.staff.roles.${role}`)} />
      ))}
    </Stack>
  );
};

const StatusChip = ({ status }: { status: string }) => {
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

/** Resend and Revoke, only for the invitations the caller manages (access.ts canManageMembership); both confirm first. */
const InvitationActions = ({ invitation, onAction }: { invitation: StaffInvitationRecord; onAction: (action: Action) => void }) => {
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

/**
 * The company's open invitations under the staff list (issue 16): e-mail, roles, when sent and until when the link
 * works; an expired one can be re-sent. A person is a member only once they accept.
 */
export function StaffInvitations() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data, refetch } = useQuery(StaffInvitationsDocument, { variables: { page: 1, perPage: 100 }, fetchPolicy: 'network-only' });
  const [resend, resending] = useMutation(ResendStaffInvitationDocument);
  const [revoke, revoking] = useMutation(RevokeStaffInvitationDocument);
  const [action, setAction] = useState<Action | null>(null);
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  const items = data?.staffInvitations.items ?? [];

  const confirm = async () => {
    if (!action) return;
    const { kind, invitation } = action;
    try {
      if (kind === 'resend') await resend({ variables: { id: invitation.id } });
      else await revoke({ variables: { id: invitation.id } });
      notify(`resources.staff.invitations.${kind === 'resend' ? 'resent' : 'revoked'}`, {
        type: 'success',
        messageArgs: { email: invitation.email },
      });
    } catch (error) {
      const failure = toGatewayError(error);
      notify(failure.message, { type: 'error', messageArgs: { _: failure.message } });
    } finally {
      setAction(null);
      await refetch().catch(() => undefined);
    }
  };

  return (
    // On a phone, room under the card for react-admin's floating Invite button.
    <Card sx={{ mt: 2, mb: { xs: 10, sm: 0 } }} data-testid="staff-invitations">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.staff.invitations.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.staff.invitations.help')}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.staff.invitations.empty')}</Typography>
        ) : phone ? (
          <Stack spacing={1.5}>
            {items.map((invitation) => (
              <Box
                key={invitation.id}
                data-invitation-email={invitation.email}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                  <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{invitation.email}</Typography>
                  <StatusChip status={invitation.status} />
                </Stack>
                <Box sx={{ my: 1 }}>
                  <InvitationRoles roles={invitation.roles} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.staff.invitations.sentAt')}: {when(invitation.sentAt)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.staff.invitations.expiresAt')}: {when(invitation.expiresAt)}
                </Typography>
                <InvitationActions invitation={invitation} onAction={setAction} />
              </Box>
            ))}
          </Stack>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.staff.invitations.email')}</TableCell>
                <TableCell>{translate('resources.staff.invitations.roles')}</TableCell>
                <TableCell>{translate('resources.staff.invitations.status')}</TableCell>
                <TableCell>{translate('resources.staff.invitations.sentAt')}</TableCell>
                <TableCell>{translate('resources.staff.invitations.expiresAt')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((invitation) => (
                <TableRow key={invitation.id} data-invitation-email={invitation.email}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</TableCell>
                  <TableCell>
                    <InvitationRoles roles={invitation.roles} />
                  </TableCell>
                  <TableCell>
                    <StatusChip status={invitation.status} />
                  </TableCell>
                  <TableCell>{when(invitation.sentAt)}</TableCell>
                  <TableCell>{when(invitation.expiresAt)}</TableCell>
                  <TableCell align="right">
                    <InvitationActions invitation={invitation} onAction={setAction} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <Confirm
        isOpen={action !== null}
        loading={resending.loading || revoking.loading}
        title={`resources.staff.invitations.${action?.kind ?? 'resend'}_title`}
        content={`resources.staff.invitations.${action?.kind ?? 'resend'}_content`}
        translateOptions={{ email: action?.invitation.email ?? '' }}
        confirm={`resources.staff.invitations.${action?.kind ?? 'resend'}`}
        confirmColor={action?.kind === 'revoke' ? 'warning' : 'primary'}
        onConfirm={() => void confirm()}
        onClose={() => setAction(null)}
      />
    </Card>
  );
}
