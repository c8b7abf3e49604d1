import type { TFlowEventDto } from '@teleconsulta/schema';
import type { FlowItem } from '../../subscriptions/topics.js';

/** A company change as the subscription resolver receives it: the flow event, or a resync signal. */
export type CompanyChangeParent = {
  sequence: string;
  action: 'CREATED' | 'UPDATED' | 'DELETED' | null;
  companyId: string | null;
  resyncRequired: boolean;
};

export function toCompanyChange(item: FlowItem): CompanyChangeParent {
  if (item.kind === 'resync') return { sequence: '0', action: null, companyId: null, resyncRequired: true };
  const event: TFlowEventDto = item.event;
  const action = event.type === 'CREATED' || event.type === 'UPDATED' || event.type === 'DELETED' ? event.type : null;
  return { sequence: event.seq, action, companyId: event.entityId, resyncRequired: false };
}
