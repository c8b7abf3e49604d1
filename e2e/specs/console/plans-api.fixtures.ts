import { type EmailCredentials, gatewayClient } from '../../fixtures/gateway.client';

/** The companies the demo representative represents, by name. */
export const representedCompanies = [
  'Clínica Saúde Total',
  'Clínica Saúde Total — Unidade Bela Vista',
  'Clínica Saúde Total — Unidade Centro',
] as const;

/** Talks to the gateway as a user: the specs check and clean up through the API, never the database. */
export async function gatewayAs(gatewayUrl: string, user: EmailCredentials) {
  const { call } = await gatewayClient(gatewayUrl).signIn(user);

  return {
    readPlan: (id: string) =>
      call<{ plan: { id: string; name: string; attendanceValueCents: number; companyId: string } | null }>(
        'query($id: ID!) { plan(id: $id) { id name attendanceValueCents companyId } }',
        { id },
      ).then((r) => r.plan),
    readCompany: (id: string) =>
      call<{ company: { id: string; name: string; plan: { id: string; name: string } | null } | null }>(
        'query($id: ID!) { company(id: $id) { id name plan { id name } } }',
        { id },
      ).then((r) => r.company),
    /** Teardown: the company keeps existing (companies are never deleted), without the plan; the plan goes. */
    async releaseAndDeletePlan(companyId: string | undefined, planId: string | undefined): Promise<void> {
      if (companyId) await call('mutation($id: ID!) { updateCompany(id: $id, input: { planId: null }) { id } }', { id: companyId });
      if (planId) await call('mutation($id: ID!) { deletePlan(id: $id) { id } }', { id: planId });
    },
  };
}
