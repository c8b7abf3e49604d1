import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Confirm, useTranslate } from 'react-admin';
import { InvitationCards } from './InvitationCards';
import { InvitationTable } from './InvitationTable';
import { useStaffInvitations } from './use-staff-invitations';

/**
 * The company's open invitations under the staff list (issue 16): e-mail, roles, when sent and until when the link
 * works; an expired one can be re-sent. A person is a member only once they accept.
 */
export function StaffInvitations() {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { invitations, action, setAction, confirm, confirming } = useStaffInvitations();
  const kind = action?.kind ?? 'resend';

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
        {invitations.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.staff.invitations.empty')}</Typography>
        ) : phone ? (
          <InvitationCards invitations={invitations} onAction={setAction} />
        ) : (
          <InvitationTable invitations={invitations} onAction={setAction} />
        )}
      </CardContent>
      <Confirm
        isOpen={action !== null}
        loading={confirming}
        title={`resources.staff.invitations.${kind}_title`}
        content={`resources.staff.invitations.${kind}_content`}
        translateOptions={{ email: action?.invitation.email ?? '' }}
        confirm={`resources.staff.invitations.${kind}`}
        confirmColor={action?.kind === 'revoke' ? 'warning' : 'primary'}
        onConfirm={() => void confirm()}
        onClose={() => setAction(null)}
      />
    </Card>
  );
}
