import { appointmentClient } from './appointment.client.js';
import { appointmentFileClient } from './appointment-file.client.js';
import { appointmentRequestClient } from './appointment-request.client.js';
import { availabilityClient } from './availability.client.js';
import { clinicalDocumentClient } from './clinical-document.client.js';
import { companyClient } from './company.client.js';
import { companyFinancialClient } from './company-financial.client.js';
import { companySetupClient } from './company-setup.client.js';
import { consentClient } from './consent.client.js';
import { dashboardClient } from './dashboard.client.js';
import { domainClient } from './domain.client.js';
import { emergencyClient } from './emergency.client.js';
import { emergencyTagClient } from './emergency-tag.client.js';
import { erasureRequestClient } from './erasure-request.client.js';
import { flowClient } from './flow.client.js';
import type { CallContext, ServiceTransport } from './http.js';
import { integrationClient } from './integration.client.js';
import { landingClient } from './landing.client.js';
import { messageClient } from './message.client.js';
import { npsClient } from './nps.client.js';
import { paymentClient } from './payment.client.js';
import { personClient } from './person.client.js';
import { planClient } from './plan.client.js';
import { professionalClient } from './professional.client.js';
import { recordAccessClient } from './record-access.client.js';
import { roomClient } from './room.client.js';
import { scheduleClient } from './schedule.client.js';
import { screeningClient } from './screening.client.js';
import { securityIncidentClient } from './security-incident.client.js';
import { serviceRequestClient } from './service-request.client.js';
import { speechClient } from './speech.client.js';
import { staffClient } from './staff.client.js';
import { userClient } from './user.client.js';

/** The factory of each service's typed client. */
const FACTORIES = {
  user: userClient,
  company: companyClient,
  companyFinancial: companyFinancialClient,
  companySetup: companySetupClient,
  plan: planClient,
  domain: domainClient,
  flow: flowClient,
  integration: integrationClient,
  person: personClient,
  professional: professionalClient,
  schedule: scheduleClient,
  emergency: emergencyClient,
  emergencyTag: emergencyTagClient,
  erasureRequest: erasureRequestClient,
  securityIncident: securityIncidentClient,
  recordAccess: recordAccessClient,
  clinicalDocument: clinicalDocumentClient,
  appointment: appointmentClient,
  appointmentFile: appointmentFileClient,
  appointmentRequest: appointmentRequestClient,
  nps: npsClient,
  consent: consentClient,
  payment: paymentClient,
  room: roomClient,
  serviceRequest: serviceRequestClient,
  screening: screeningClient,
  speech: speechClient,
  staff: staffClient,
  message: messageClient,
  dashboard: dashboardClient,
  availability: availabilityClient,
  landing: landingClient,
} as const;

export type Clients = { readonly [K in keyof typeof FACTORIES]: ReturnType<(typeof FACTORIES)[K]> };
type Name = keyof Clients;

/**
 * The clients of one request (or subscriber), each built on its first use: a request uses a few of them, and building
 * all of them eagerly cost ~59 KB per request and per live subscription (docs/decisions.md, "Shared fan-out"). The
 * getters live on the prototype, so an instance holds only its credentials and what it has built.
 */
class LazyClients {
  private readonly built = new Map<Name, unknown>();
  constructor(
    readonly transport: ServiceTransport,
    readonly ctx: CallContext,
  ) {}
  client(name: Name): unknown {
    let client = this.built.get(name);
    if (client === undefined) {
      client = FACTORIES[name](this.transport, this.ctx);
      this.built.set(name, client);
    }
    return client;
  }
}
for (const name of Object.keys(FACTORIES) as Name[]) {
  Object.defineProperty(LazyClients.prototype, name, {
    enumerable: true,
    get(this: LazyClients) {
      return this.client(name);
    },
  });
}

/** One typed client per service, bound to the request's credentials. */
export function createClients(transport: ServiceTransport, ctx: CallContext): Clients {
  return new LazyClients(transport, ctx) as unknown as Clients;
}
