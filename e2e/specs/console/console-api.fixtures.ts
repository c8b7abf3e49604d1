import { gatewayClient } from '../../fixtures/gateway.client';

/** The seeded clinic admin of "Clínica Saúde Total" (services demo seed). Every login here is fake. */
export const demoClinicAdmin = { email: 'admin@clinica.example.com', password: 'Admin1234', name: 'Carlos Admin' } as const;

/** The seeded manager and representative of Clínica Saúde Total. */
export const demoManager = { email: 'gestor@clinica.example.com', password: 'Gestor1234' } as const;
export const demoRepresentative = { email: 'rep@clinica.example.com', password: 'Representante123' } as const;

/**
 * The clinic admin of Clínica Bem Viver, whose emergency module is off: the plan and finance stories run there, so the
 * Saúde Total specs keep their counts.
 */
export const demoOtherClinicAdmin = { email: 'admin@bemviver.example.com', password: 'Admin1234' } as const;

/** A seeded patient (Maria Silva), by e-mail or by CPF and birth date (SPEC §6): signs in to the patient app, never to the console. */
export const demoPatient = { email: 'maria@example.com', password: 'Paciente123', cpf: '529.982.247-25', birthDate: '1985-04-12' } as const;

/** Seeded companies the console specs read. */
export const demoCompanies = {
  main: 'Clínica Saúde Total',
  centro: 'Clínica Saúde Total — Unidade Centro',
  lastByName: 'Clínica Saúde Total — Unidade Vila Mariana',
  /** The main clinic, its Centro unit and 11 other branches. */
  total: 13,
} as const;

type Company = { id: string; name: string; cnpj: string | null };

/** Talks to the gateway as the clinic admin: the specs' fixtures go through the API, never the database. */
export async function gatewayAsClinicAdmin(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    async findCompany(name: string): Promise<Company> {
      const { companies } = await admin.call<{ companies: { items: Company[] } }>(
        'query Find($q: String) { companies(perPage: 100, filter: { q: $q }) { items { id name cnpj } } }',
        { q: name },
      );
      const company = companies.items.find((item) => item.name === name);
      if (!company) throw new Error(`seeded company "${name}" not found`);
      return company;
    },
    async readCompany(id: string): Promise<Company> {
      const { company } = await admin.call<{ company: Company }>('query Read($id: ID!) { company(id: $id) { id name cnpj } }', { id });
      return company;
    },
    async renameCompany(id: string, name: string): Promise<void> {
      await admin.call('mutation Rename($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }', {
        id,
        input: { name },
      });
    },
  };
}
