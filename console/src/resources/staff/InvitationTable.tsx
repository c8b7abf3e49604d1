import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StaffInvitationRecord } from '../../providers/staff.documents';
import { formatInstant } from '../local-date';
import { type InvitationAction, InvitationActions } from './InvitationActions';
import { InvitationRoles, InvitationStatusChip } from './InvitationChips';

const COLUMNS = ['email', 'roles', 'status', 'sentAt', 'expiresAt'] as const;

type InvitationTableProps = { invitations: readonly StaffInvitationRecord[]; onAction: (action: InvitationAction) => void };

/** The invitations on a wider screen: e-mail, roles, status, when sent, until when, and the actions. */
export const InvitationTable = ({ invitations, onAction }: InvitationTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{translate(`resources.staff.invitations.${column}`)}</TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id} data-invitation-email={invitation.email}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</TableCell>
            <TableCell>
              <InvitationRoles roles={invitation.roles} />
            </TableCell>
            <TableCell>
              <InvitationStatusChip status={invitation.status} />
            </TableCell>
            <TableCell>{formatInstant(invitation.sentAt, locale)}</TableCell>
            <TableCell>{formatInstant(invitation.expiresAt, locale)}</TableCell>
            <TableCell align="right">
              <InvitationActions invitation={invitation} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
