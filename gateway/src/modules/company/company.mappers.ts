import { isFlowEvent, type TFlowEventDto } from '@teleconsulta/schema';
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
  // A company is never deleted (no DELETED event); its holidays (HOLIDAYS_UPDATED) are no change of the company itself.
  const action = isFlowEvent(event, 'company') && (event.type === 'CREATED' || event.type === 'UPDATED') ? event.type : null;
  return { sequence: event.seq, action, companyId: event.entityId, resyncRequired: false };
}
