import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type Member = { userId: string; name: string; email: string | null; roles: string[] };

/** Talks to the gateway as the clinic admin: the staff spec's fixtures go through the API, never the database. */
export async function staffApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    async findByEmail(email: string): Promise<Member | null> {
      const { staff } = await admin.call<{ staff: { items: Member[] } }>(
        'query Find($q: String) { staff(filter: { q: $q }) { items { userId name email roles } } }',
        { q: email },
      );
      return staff.items.find((m) => m.email === email) ?? null;
    },
    /** Revokes the membership (teardown: the shared stack keeps its staff as seeded). */
    async revoke(userId: string): Promise<void> {
      await admin.call('mutation Revoke($userId: ID!) { removeStaffMember(userId: $userId) { userId } }', { userId });
    },
  };
}
