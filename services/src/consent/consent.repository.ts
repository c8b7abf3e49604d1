import type { ConsentChannel, ConsentKind } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { guardianActsSql, personsOfUser } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';

export type Acceptance = { acceptedAt: string; byRepresentative: boolean };

/** The SQL of consents. Every query runs under the tenant's RLS. */
export const consentRepository = {
  /**
   * The appointment of a protocol, its patient, and whether the caller is that patient (self) or their guardian. An
   * emergency protocol's appointments share its number: the newest one not cancelled answers.
   */
  appointmentByProtocol: async (tx: Tx, protocol: string, userId: string) => {
    const [row] = await rows<{ id: string; patient_id: string; self: boolean; guardian: boolean }>(
      tx,
      sql`select a.id, a.patient_id,
                 exists (select 1 from person pe where pe.id = a.patient_id and pe.user_id = ${userId}) as self,
                 exists (select 1 from person pe where pe.id = a.patient_id
                          and pe.parent_id in (select own.id from person own where own.user_id = ${userId})
                          and ${guardianActsSql('pe')}) as guardian
            from appointment a where a.protocol = ${protocol}
          order by a.status = 'CANCELLED', a.created_at desc limit 1`,
    );
    return row;
  },

  /** The caller's own person in the company (a patient's record), if any. */
  ownPerson: async (tx: Tx, userId: string): Promise<string | null> => {
    const [row] = await rows<{ id: string }>(tx, sql`select id from person where user_id = ${userId} order by created_at limit 1`);
    return row?.id ?? null;
  },

  /**
   * The latest acceptance of a version: for a person, or (no person: staff) by the user. A person's acceptance counts
   * only when it is later than their latest revocation of that kind (LGPD art. 8 §5).
   */
  latest: async (
    tx: Tx,
    kind: ConsentKind,
    version: string,
    who: { personId: string | null; userId: string },
  ): Promise<Acceptance | null> => {
    const [row] = await rows<{ accepted_at: Date | string; by_representative: boolean }>(
      tx,
      sql`select accepted_at, by_representative from consent
           where kind = ${kind} and version = ${version}
             and ${who.personId ? sql`person_id = ${who.personId}` : sql`person_id is null and accepted_by = ${who.userId}`}
             and not exists (select 1 from consent_revocation r
                              where r.person_id = consent.person_id and r.kind = consent.kind and r.revoked_at >= consent.accepted_at)
           order by accepted_at desc limit 1`,
    );
    return row ? { acceptedAt: new Date(row.accepted_at).toISOString(), byRepresentative: Boolean(row.by_representative) } : null;
  },

  /** When the person's consent of that kind was last revoked, if ever. */
  lastRevocation: async (tx: Tx, kind: ConsentKind, personId: string): Promise<string | null> => {
    const [row] = await rows<{ revoked_at: Date | string }>(
      tx,
      sql`select revoked_at from consent_revocation where kind = ${kind} and person_id = ${personId} order by revoked_at desc limit 1`,
    );
    return row ? new Date(row.revoked_at).toISOString() : null;
  },

  /** The persons the patient's user acts for (themself and dependents while the guardianship lasts), themself first. */
  personsActedFor: async (tx: Tx, userId: string) =>
    rows<{ id: string; self: boolean }>(
      tx,
      sql`select p.id, p.user_id is not distinct from ${userId} as self from person p
           where p.id in ${personsOfUser(userId)} and p.status <> 'inactive'
           order by (p.user_id is not distinct from ${userId}) desc, p.name`,
    ),

  revoke: async (tx: Tx, r: { companyId: string; kind: ConsentKind; personId: string; revokedBy: string; byRepresentative: boolean }) => {
    await tx.execute(
      sql`insert into consent_revocation (company_id, kind, person_id, revoked_by, by_representative)
          values (${r.companyId}, ${r.kind}, ${r.personId}, ${r.revokedBy}, ${r.byRepresentative})`,
    );
  },

  /** Every acceptance and revocation of the persons the user acts for, and the user's own (staff terms), oldest first. */
  history: async (tx: Tx, userId: string) =>
    rows<{
      kind: ConsentKind;
      event: 'ACCEPTED' | 'REVOKED';
      version: string | null;
      person_id: string | null;
      at: Date | string;
      by_representative: boolean;
      channel: ConsentChannel | null;
    }>(
      tx,
      sql`select kind, 'ACCEPTED' as event, version, person_id, accepted_at as at, by_representative, channel from consent
           where person_id in ${personsOfUser(userId)} or (person_id is null and accepted_by = ${userId})
          union all
          select kind, 'REVOKED', null, person_id, revoked_at, by_representative, null from consent_revocation
           where person_id in ${personsOfUser(userId)}
          order by at`,
    ),

  insert: async (
    tx: Tx,
    c: {
      companyId: string;
      kind: ConsentKind;
      version: string;
      personId: string | null;
      acceptedBy: string;
      byRepresentative: boolean;
      channel: ConsentChannel;
      appointmentId: string | null;
      isConsultorio: boolean;
    },
  ): Promise<void> => {
    await tx.execute(
      sql`insert into consent (company_id, kind, version, person_id, accepted_by, by_representative, channel, appointment_id, is_consultorio)
          values (${c.companyId}, ${c.kind}, ${c.version}, ${c.personId}, ${c.acceptedBy}, ${c.byRepresentative}, ${c.channel},
                  ${c.appointmentId}, ${c.isConsultorio})`,
    );
  },
};
