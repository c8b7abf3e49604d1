import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import type { TLandingCompanyDto, TLandingProfessionalDto } from './landing.schemas.js';

type CompanySqlRow = {
  id: string;
  name: string;
  permalink: string;
  state: string | null;
  time_zone: string;
  appointment_duration: number;
  notice: number;
  allows_patient_to_schedule: boolean;
  display_powered_by: boolean;
};

/** The only file with landing SQL: public columns only. */
export const landingRepository = {
  /** A landing company by permalink; within a company's subtree when one is named. Runs in inLandingLookup. */
  byPermalink: async (tx: Tx, permalink: string, withinCompanyId: string | null): Promise<TLandingCompanyDto | undefined> => {
    const within = withinCompanyId ? sql`and path like ${`%/${withinCompanyId}/%`}` : sql``;
    const [r] = await rows<CompanySqlRow>(
      tx,
      sql`select id, name, permalink, state, time_zone, appointment_duration, allows_patient_to_schedule_time_before as notice,
                 allows_patient_to_schedule, display_powered_by
            from company where permalink = ${permalink} and is_landing ${within}`,
    );
    if (!r) return undefined;
    return {
      id: r.id,
      name: r.name,
      permalink: r.permalink,
      state: r.state?.trim() || null,
      timeZone: r.time_zone,
      appointmentDuration: Number(r.appointment_duration),
      allowsPatientToScheduleTimeBefore: Number(r.notice),
      allowsPatientToSchedule: r.allows_patient_to_schedule,
      displayPoweredBy: r.display_powered_by,
    };
  },

  /** An active professional of the (public) tenant: the public fields only. */
  profile: async (tx: Tx, id: string): Promise<TLandingProfessionalDto | undefined> => {
    const [r] = await rows<{
      id: string;
      company_id: string;
      name: string;
      specialties: string[] | null;
      bio: string | null;
      photo: string | null;
    }>(
      tx,
      sql`select id, company_id, name, medical_specialty as specialties, bio, photo from professional where id = ${id} and status = 'active'`,
    );
    if (!r) return undefined;
    return {
      id: r.id,
      companyId: r.company_id,
      name: r.name,
      specialties: r.specialties ?? [],
      bio: r.bio,
      photoVersion: r.photo ? (r.photo.split('/').pop() ?? null) : null,
    };
  },
};
