import type { TCompanyDto, TPaymentDto, TPlanDto } from '@teleconsulta/schema';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { Clients } from './clients/index.js';
import { nullWhenNotFound } from './errors.js';
import { dependentsByParentIdLoader, personByIdLoader } from './modules/person/person.loaders.js';
import { professionalByIdLoader } from './modules/professional/professional.loaders.js';

/** DataLoaders of one request: each batches the ids of a tick into one `GET /<resource>?ids=` call. */
export function createLoaders(clients: Clients) {
  return {
    companyById: new DataLoader<string, TCompanyDto | null>(
      async (ids) => {
        // One key: the by-id endpoint, the cheapest read. A foreign or unknown id is null, as in a batch.
        if (ids.length === 1) return [await clients.company.get(ids[0]!).catch(nullWhenNotFound)];
        const { items } = await clients.company.byIds(ids);
        const byId = new Map(items.map((c) => [c.id, c]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
    personById: personByIdLoader(clients),
    dependentsByParentId: dependentsByParentIdLoader(clients),
    professionalById: professionalByIdLoader(clients),
    /** The latest payment of each appointment: one `GET /payment/appointments?ids=` per tick (staff; others get null). */
    paymentByAppointmentId: new DataLoader<string, TPaymentDto | null>(
      async (ids) => {
        try {
          const found = await clients.payment.latestOf(ids);
          const byId = new Map(found.map((f) => [f.appointmentId, f.payment]));
          return ids.map((id) => byId.get(id) ?? null);
        } catch (error) {
          if (error instanceof GraphQLError && error.extensions.code === 'ACCESS_DENIED') return ids.map(() => null);
          throw error;
        }
      },
      { maxBatchSize: 100 },
    ),
    planById: new DataLoader<string, TPlanDto | null>(
      async (ids) => {
        if (ids.length === 1) return [await clients.plan.get(ids[0]!).catch(nullWhenNotFound)];
        const { items } = await clients.plan.byIds(ids);
        const byId = new Map(items.map((p) => [p.id, p]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
