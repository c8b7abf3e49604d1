import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { ResendStaffInvitationDocument, RevokeStaffInvitationDocument, StaffInvitationsDocument } from '../../providers/staff.documents';
import type { InvitationAction } from './InvitationActions';

/**
 * The company's open invitations, and the resend or revoke the user asked for: held until they confirm, then sent,
 * said (done or refused) and followed by a fresh read of the list either way.
 */
export function useStaffInvitations() {
  const notify = useNotify();
  const { data, refetch } = useQuery(StaffInvitationsDocument, { variables: { page: 1, perPage: 100 }, fetchPolicy: 'network-only' });
  const [resend, resending] = useMutation(ResendStaffInvitationDocument);
  const [revoke, revoking] = useMutation(RevokeStaffInvitationDocument);
  const [action, setAction] = useState<InvitationAction | null>(null);

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

  return {
    invitations: data?.staffInvitations.items ?? [],
    action,
    setAction,
    confirm,
    confirming: resending.loading || revoking.loading,
  };
}
