import { describe, expect, it } from 'vitest';
import { GatewayError } from './gateway-error';
import { PersonDocument } from './person.documents';
import { personQueries } from './person.queries';
import { DeletePlanDocument, PlanListDocument } from './plan.documents';
import { planQueries } from './plan.queries';
import { professionalQueries } from './professional.queries';

const plan = { id: 'p1', name: 'Básico' };
type Built = { query: unknown; variables: unknown; parseResponse: (response: never) => unknown };
const call = (queries: Record<string, unknown>, method: string, params: unknown) => (queries[method] as (p: unknown) => Built)(params);

describe('crudQueries: the five calls of a plain resource', () => {
  it('plans: GET_MANY reads one page of the ids; DELETE answers the removed record', () => {
    const many = call(planQueries, 'GET_MANY', { ids: ['p1', 'p2'] });
    expect(many.query).toBe(PlanListDocument);
    expect(many.variables).toEqual({ page: 1, perPage: 2, filter: { ids: ['p1', 'p2'] } });
    expect(many.parseResponse({ data: { plans: { items: [plan], total: 1 } } } as never)).toEqual({ data: [plan] });
    const removed = call(planQueries, 'DELETE', { id: 'p1' });
    expect(removed.query).toBe(DeletePlanDocument);
    expect(removed.variables).toEqual({ id: 'p1' });
    expect(removed.parseResponse({ data: { deletePlan: plan } } as never)).toEqual({ data: plan });
  });

  it('persons: GET_ONE answered null is NOT_FOUND, in the console’s words', () => {
    const one = call(personQueries, 'GET_ONE', { id: 'x' });
    expect(one.query).toBe(PersonDocument);
    expect(() => one.parseResponse({ data: { person: null } } as never)).toThrow(GatewayError);
  });

  it('professionals: a list page keeps the total; a reference becomes a filter on the target', () => {
    const page = call(professionalQueries, 'GET_MANY_REFERENCE', {
      target: 'specialty',
      id: 'CARDIOLOGY',
      filter: {},
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect((page.variables as { filter?: Record<string, unknown> }).filter).toMatchObject({ specialty: 'CARDIOLOGY' });
    const items = [{ id: 'd1' }];
    expect(page.parseResponse({ data: { professionals: { items, total: 7 } } } as never)).toEqual({ data: items, total: 7 });
  });
});
