import type { TProfessionalDto } from '@teleconsulta/schema';
import DataLoader from 'dataloader';
import type { Clients } from '../../clients/index.js';
import { nullWhenNotFound } from '../../errors.js';

/** Professionals by id: one `GET /professional?ids=` per tick (the by-id endpoint for a single key); foreign or unknown → null. */
export const professionalByIdLoader = (clients: Clients) =>
  new DataLoader<string, TProfessionalDto | null>(
    async (ids) => {
      if (ids.length === 1) return [await clients.professional.get(ids[0]!).catch(nullWhenNotFound)];
      const { items } = await clients.professional.byIds(ids);
      const byId = new Map(items.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: 100 },
  );
