import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type HistoryItem = { itemId: string; type: string; title: string };

/** Reads a person's history through the gateway as the clinic admin: the spec's expectations come from the API. */
export async function personHistoryApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    async personId(name: string): Promise<string> {
      const { persons } = await admin.call<{ persons: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { persons(filter: { q: $q }) { items { id name } } }',
        { q: name },
      );
      const found = persons.items.find((p) => p.name === name);
      if (!found) throw new Error(`seeded person "${name}" not found`);
      return found.id;
    },
    async history(personId: string, filter: string[] | null = null): Promise<{ total: number; items: HistoryItem[] }> {
      const { personHistory } = await admin.call<{ personHistory: { total: number; items: HistoryItem[] } }>(
        `query History($personId: ID!, $filter: [PersonHistoryItemType!]) {
          personHistory(personId: $personId, filter: $filter, perPage: 100) { total items { itemId type title } }
        }`,
        { personId, filter },
      );
      return personHistory;
    },
  };
}
