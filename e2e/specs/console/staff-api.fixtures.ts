import { type EmailCredentials, gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type Member = { userId: string; name: string; email: string | null; roles: string[] };
type Invitation = { id: string; email: string; roles: string[]; status: string };
type Mail = { to: string; subject: string; text: string; template: string };

/**
 * Talks to the gateway as a clinic admin (Saúde Total's by default): the staff specs' fixtures go through the API,
 * never the database. Invitations are sent in the language given, as the console would send them.
 */
export async function staffApi(gatewayUrl: string, admin: EmailCredentials = demoClinicAdmin) {
  const session = await gatewayClient(gatewayUrl).signIn(admin);

  const api = {
    async findByEmail(email: string): Promise<Member | null> {
      const { staff } = await session.call<{ staff: { items: Member[] } }>(
        'query Find($q: String) { staff(filter: { q: $q }) { items { userId name email roles } } }',
        { q: email },
      );
      return staff.items.find((m) => m.email === email) ?? null;
    },
    /** Revokes the membership (teardown: the shared stack keeps its staff as seeded). */
    async revoke(userId: string): Promise<void> {
      await session.call('mutation Revoke($userId: ID!) { removeStaffMember(userId: $userId) { userId } }', { userId });
    },
    async invite(email: string, roles: string[], locale = 'pt-BR'): Promise<Invitation> {
      const { addStaffMember } = await session.call<{ addStaffMember: Invitation }>(
        'mutation Invite($input: AddStaffMemberInput!) { addStaffMember(input: $input) { id email roles status } }',
        { input: { email, roles } },
        { locale },
      );
      return addStaffMember;
    },
    async invitation(email: string): Promise<Invitation | null> {
      const { staffInvitations } = await session.call<{ staffInvitations: { items: Invitation[] } }>(
        '{ staffInvitations(perPage: 100) { items { id email roles status } } }',
      );
      return staffInvitations.items.find((i) => i.email === email) ?? null;
    },
    /** Teardown: an invitation left pending stops working. */
    async revokeInvitationOf(email: string): Promise<void> {
      const open = await api.invitation(email);
      if (open) await session.call('mutation Revoke($id: ID!) { revokeStaffInvitation(id: $id) { id } }', { id: open.id });
    },
    /** The newest invitation mail to the address, from the company's outbox. */
    async invitationMail(email: string): Promise<Mail> {
      const { outbox } = await session.call<{ outbox: { items: Mail[] } }>(
        'query Mails($q: String) { outbox(perPage: 20, filter: { q: $q }) { items { to subject text template } } }',
        { q: email },
      );
      const mail = outbox.items.find((m) => m.to === email && m.template === 'staff_invitation');
      if (!mail) throw new Error(`no invitation mail to ${email}`);
      return mail;
    },
  };
  return api;
}
