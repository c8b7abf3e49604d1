import { companyClient } from './company.client.js';
import { companyFinancialClient } from './company-financial.client.js';
import { domainClient } from './domain.client.js';
import { flowClient } from './flow.client.js';
import type { CallContext, ServiceTransport } from './http.js';
import { personClient } from './person.client.js';
import { planClient } from './plan.client.js';
import { professionalClient } from './professional.client.js';
import { staffClient } from './staff.client.js';
import { userClient } from './user.client.js';

/** One typed client per service, bound to the request's credentials. */
export function createClients(transport: ServiceTransport, ctx: CallContext) {
  return {
    user: userClient(transport, ctx),
    company: companyClient(transport, ctx),
    companyFinancial: companyFinancialClient(transport, ctx),
    plan: planClient(transport, ctx),
    domain: domainClient(transport, ctx),
    flow: flowClient(transport, ctx),
    person: personClient(transport, ctx),
    professional: professionalClient(transport, ctx),
    staff: staffClient(transport, ctx),
  };
}
export type Clients = ReturnType<typeof createClients>;
