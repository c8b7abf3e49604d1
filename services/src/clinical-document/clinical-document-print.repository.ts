import type { ParticipantAddress } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { guardianActsSql } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';

type AddressSql = {
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  region: string | null;
  zip_code: string | null;
};

export type PrintAddress = ParticipantAddress & { complement: string | null; neighborhood: string | null };

const addressOf = (r: AddressSql): PrintAddress => ({
  street: r.street,
  number: r.number,
  complement: r.complement,
  neighborhood: r.neighborhood,
  city: r.city,
  region: r.region,
  zipCode: r.zip_code,
});

export type PrintProfessional = {
  id: string;
  name: string;
  crm: string | null;
  crmState: string | null;
  council: string;
  rqe: string | null;
  cpf: string | null;
  specialties: string[];
  address: PrintAddress;
};

export type PrintPerson = {
  id: string;
  name: string;
  cpf: string | null;
  birthDate: string | null;
  address: PrintAddress;
  /** The guardian who still acts for a dependent (null: an adult patient, or one nobody answers for). */
  guardian: { name: string; cpf: string | null } | null;
};

export type PrintCompany = { name: string; cnpj: string | null; timeZone: string; addressInclusion: boolean };

const ADDRESS = sql.raw('street, number, complement, neighborhood, city, region, zip_code');

/** What a document prints of the clinic, the professional and the patient, read at issue time. */
export const clinicalDocumentPrintRepository = {
  company: async (tx: Tx, companyId: string): Promise<PrintCompany | undefined> => {
    const [row] = await rows<{ name: string; cnpj: string | null; time_zone: string; prescription_address_inclusion: boolean }>(
      tx,
      sql`select name, cnpj, time_zone, prescription_address_inclusion from company where id = ${companyId}`,
    );
    return row
      ? { name: row.name, cnpj: row.cnpj, timeZone: row.time_zone, addressInclusion: row.prescription_address_inclusion }
      : undefined;
  },

  professional: async (tx: Tx, id: string): Promise<PrintProfessional | undefined> => {
    const [row] = await rows<
      AddressSql & {
        id: string;
        name: string;
        crm: string | null;
        crm_state: string | null;
        license_council: string;
        rqe: string | null;
        cpf: string | null;
        medical_specialty: string[];
      }
    >(
      tx,
      sql`select id, name, crm, crm_state, license_council, rqe, cpf, medical_specialty, ${ADDRESS} from professional where id = ${id}`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      crm: row.crm,
      crmState: row.crm_state,
      council: row.license_council,
      rqe: row.rqe,
      cpf: row.cpf,
      specialties: row.medical_specialty ?? [],
      address: addressOf(row),
    };
  },

  person: async (tx: Tx, id: string): Promise<PrintPerson | undefined> => {
    const [row] = await rows<
      AddressSql & {
        id: string;
        name: string;
        cpf: string | null;
        birth_date: string | null;
        guardian_name: string | null;
        guardian_cpf: string | null;
      }
    >(
      tx,
      sql`select p.id, p.name, p.cpf, p.birth_date::text as birth_date, p.street, p.number, p.complement, p.neighborhood,
            p.city, p.region, p.zip_code, g.name as guardian_name, g.cpf as guardian_cpf
          from person p left join person g on g.id = p.parent_id and ${guardianActsSql('p')}
          where p.id = ${id}`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      cpf: row.cpf,
      birthDate: row.birth_date,
      address: addressOf(row),
      guardian: row.guardian_name ? { name: row.guardian_name, cpf: row.guardian_cpf } : null,
    };
  },
};
