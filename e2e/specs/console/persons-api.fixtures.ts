import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type Person = { id: string; name: string; displayName: string; status: string };

/** Talks to the gateway as the clinic admin: the persons spec's fixtures go through the API, never the database. */
export async function personsApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    async findByCpf(cpf: string): Promise<Person | null> {
      const { persons } = await admin.call<{ persons: { items: Person[] } }>(
        'query Find($q: String) { persons(filter: { q: $q }) { items { id name displayName status } } }',
        { q: cpf },
      );
      return persons.items[0] ?? null;
    },
    async findByName(name: string): Promise<Person | null> {
      const { persons } = await admin.call<{ persons: { items: Person[] } }>(
        'query Find($q: String) { persons(filter: { q: $q }) { items { id name displayName status } } }',
        { q: name },
      );
      return persons.items.find((p) => p.name === name) ?? null;
    },
    async readPerson(id: string): Promise<Person | null> {
      const { person } = await admin.call<{ person: Person | null }>(
        'query Read($id: ID!) { person(id: $id) { id name displayName status } }',
        { id },
      );
      return person;
    },
    /** A new active patient with a name, a CPF and a birth date (a spec's own record, deleted in its afterAll). */
    async createPerson(name: string, cpf: string, birthDate: string): Promise<Person> {
      const { createPerson } = await admin.call<{ createPerson: Person }>(
        'mutation Create($input: PersonInput!) { createPerson(input: $input) { id name displayName status } }',
        { input: { name, cpf, birthDate } },
      );
      return createPerson;
    },
    async deletePerson(id: string): Promise<void> {
      await admin.call('mutation Delete($id: ID!) { deletePerson(id: $id) { id } }', { id });
    },
  };
}
