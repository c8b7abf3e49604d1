import { appointmentClient } from './appointment.client.js';
import { appointmentFileClient } from './appointment-file.client.js';
import { appointmentRequestClient } from './appointment-request.client.js';
import { availabilityClient } from './availability.client.js';
import { companyClient } from './company.client.js';
import { companyFinancialClient } from './company-financial.client.js';
import { companySetupClient } from './company-setup.client.js';
import { consentClient } from './consent.client.js';
import { dashboardClient } from './dashboard.client.js';
import { domainClient } from './domain.client.js';
import { emergencyClient } from './emergency.client.js';
import { emergencyTagClient } from './emergency-tag.client.js';
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
import { roomClient } from './room.client.js';
import { scheduleClient } from './schedule.client.js';
import { screeningClient } from './screening.client.js';
import { serviceRequestClient } from './service-request.client.js';
import { speechClient } from './speech.client.js';
import { staffClient } from './staff.client.js';
import { userClient } from './user.client.js';

/** One typed client per service, bound to the request's credentials. */
export function createClients(transport: ServiceTransport, ctx: CallContext) {
  return {
    user: userClient(transport, ctx),
    company: companyClient(transport, ctx),
    companyFinancial: companyFinancialClient(transport, ctx),
    companySetup: companySetupClient(transport, ctx),
    plan: planClient(transport, ctx),
    domain: domainClient(transport, ctx),
    flow: flowClient(transport, ctx),
    integration: integrationClient(transport, ctx),
    person: personClient(transport, ctx),
    professional: professionalClient(transport, ctx),
    schedule: scheduleClient(transport, ctx),
    emergency: emergencyClient(transport, ctx),
    emergencyTag: emergencyTagClient(transport, ctx),
    appointment: appointmentClient(transport, ctx),
    appointmentFile: appointmentFileClient(transport, ctx),
    appointmentRequest: appointmentRequestClient(transport, ctx),
    nps: npsClient(transport, ctx),
    consent: consentClient(transport, ctx),
    payment: paymentClient(transport, ctx),
    room: roomClient(transport, ctx),
    serviceRequest: serviceRequestClient(transport, ctx),
    screening: screeningClient(transport, ctx),
    speech: speechClient(transport, ctx),
    staff: staffClient(transport, ctx),
    message: messageClient(transport, ctx),
    dashboard: dashboardClient(transport, ctx),
    availability: availabilityClient(transport, ctx),
    landing: landingClient(transport, ctx),
  };
}
export type Clients = ReturnType<typeof createClients>;
