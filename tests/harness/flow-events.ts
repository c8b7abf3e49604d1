import { flowRepository } from '../../services/src/flow/flow.repository.js';
import type { Database } from '../../services/src/kit/db.js';
import { inScope } from '../../services/src/kit/tenant.js';

/**
 * Appends `count` emergency QUEUE_UPDATED events of a company straight through the services' flow repository (the
 * same append as the emergency service's), a hundred per transaction.
 */
export async function appendQueueEvents(db: Database, companyId: string, count: number): Promise<void> {
  for (let done = 0; done < count; done += 100) {
    await inScope(db, { companyId, userId: null }, async (tx) => {
      for (let i = done; i < Math.min(count, done + 100); i++) {
        await flowRepository.append(tx, {
          companyId,
          topic: 'emergency',
          type: 'QUEUE_UPDATED',
          payload: { queueId: crypto.randomUUID(), protocolId: null, status: null, step: null, messageKey: null, positions: [] },
        });
      }
    });
  }
}
