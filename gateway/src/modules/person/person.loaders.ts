import type { TPersonDto } from '@teleconsulta/schema';
import DataLoader from 'dataloader';
import type { Clients } from '../../clients/index.js';
import { nullWhenNotFound } from '../../errors.js';

const MAX_BATCH = 100;

/** Persons by id: one `GET /person?ids=` per tick (the by-id endpoint for a single key); foreign or unknown → null. */
export const personByIdLoader = (clients: Clients) =>
  new DataLoader<string, TPersonDto | null>(
    async (ids) => {
      if (ids.length === 1) return [await clients.person.get(ids[0]!).catch(nullWhenNotFound)];
      const { items } = await clients.person.byIds(ids);
      const byId = new Map(items.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );

/** Dependents by the responsible person's id: every parent of a tick in one `GET /person?parentIds=` (paged through). */
export const dependentsByParentIdLoader = (clients: Clients) =>
  new DataLoader<string, TPersonDto[]>(
    async (parentIds) => {
      const all: TPersonDto[] = [];
      for (let page = 1; ; page++) {
        const { items, total } = await clients.person.byParentIds(parentIds, page);
        all.push(...items);
        if (items.length === 0 || all.length >= total) break;
      }
      return parentIds.map((id) => all.filter((p) => p.parentId === id));
    },
    { maxBatchSize: MAX_BATCH },
  );
