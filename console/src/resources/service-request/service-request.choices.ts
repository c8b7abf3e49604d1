/** Select choices of the service-request pages; names are translation keys. */
const choices = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `resources.serviceRequests.${group}.${id}` }));

export const STATUS_CHOICES = choices('statuses', ['DRAFT', 'ACTIVE', 'ON_HOLD', 'REVOKED', 'COMPLETED', 'ENTERED_IN_ERROR']);
export const INTENT_CHOICES = choices('intents', [
  'PROPOSAL',
  'PLAN',
  'DIRECTIVE',
  'ORDER',
  'ORIGINAL_ORDER',
  'REFLEX_ORDER',
  'FILLER_ORDER',
  'INSTANCE_ORDER',
  'OPTION',
]);
export const PRIORITY_CHOICES = choices('priorities', ['ROUTINE', 'URGENT', 'ASAP', 'STAT']);
