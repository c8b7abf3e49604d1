import { randomUUID } from 'node:crypto';
import { now } from '@teleconsulta/schema';
import { seedSigningCertificates } from '../clinical-document/signing-certificate.seed.js';
import { seedTermsAcceptances } from '../consent/consent.seed.js';
import { seedEmergency } from '../emergency/emergency.seed.js';
import type { Database } from '../kit/db.js';
import { seedMessages } from '../message/message.seed.js';
import { seedPayments } from '../payment/payment.seed.js';
import { seedDiagnostics } from '../person/person-diagnostic.seed.js';
import { seedScreenings } from '../screening/screening.seed.js';
import { seedSecurityIncidents } from '../security-incident/security-incident.seed.js';
import { seedServiceRequests } from '../service-request/service-request.seed.js';
import { hashPassword } from '../user/password.js';
import {
  DEMO_APPOINTMENTS,
  DEMO_BRANCHES,
  DEMO_COMPANIES,
  DEMO_PASSWORDS,
  DEMO_PLANS,
  DEMO_USERS,
  DEMO_WEEKLY_WINDOWS,
  type DemoUser,
} from './seed-data.js';

/** Numeric CNPJ with its check digits, for the demo branches. */
function cnpjFor(root: number, branch: number): string {
  const base = `${String(root).padStart(8, '0')}${String(branch).padStart(4, '0')}`;
  const dv = (digits: string) => {
    let weight = 2;
    let sum = 0;
    for (let i = digits.length - 1; i >= 0; i--) {
      sum += Number(digits[i]) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base);
  return `${base}${d1}${dv(base + d1)}`;
}

/** Seeds the demo clinics, staff, doctors and patients once (when there is no company yet). Runs as the owner. */
export async function seedDemo(db: Database, options: { certificateKey: string }): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from company');
  if (n > 0) return false;

  const ids = await seedCompanies(db);
  await seedPlans(db, ids);
  const { professionals, persons } = await seedUsers(db, ids);
  await seedAppointments(db, ids, professionals, persons);
  await seedDiagnostics(db, ids);
  await seedSigningCertificates(db, options.certificateKey);
  await seedScreenings(db, ids.main!);
  await seedServiceRequests(db, ids.main!);
  await seedEmergency(db, ids.main!);
  await seedMessages(db, ids.main!, persons);
  await seedPayments(db, ids.main!);
  await seedTermsAcceptances(db);
  await seedSecurityIncidents(db, ids.main!);
  return true;
}

type DemoCompany = { name: string; socialName: string; cnpj: string; state: string; permalink: string | null };

/** Professionals by e-mail, for the demo appointments. */
type DemoProfessionals = Map<string, { id: string; specialty: string }>;

/**
 * The demo companies (the main clinic, its Centro unit, another clinic, then the main clinic's branches): their ids by key
 * or branch name.
 */
async function seedCompanies(db: Database): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  ids.main = await insertCompany(db, DEMO_COMPANIES.main, null, 'access_emergency, use_emergency_module');
  ids.centro = await insertCompany(db, DEMO_COMPANIES.centro, ids.main);
  ids.other = await insertCompany(db, DEMO_COMPANIES.other, null);
  for (const [i, branch] of DEMO_BRANCHES.entries()) {
    ids[branch] = await insertCompany(
      db,
      {
        name: `Clínica Saúde Total — Unidade ${branch}`,
        socialName: `Saúde Total ${branch} Ltda`,
        cnpj: cnpjFor(11222333, i + 2),
        state: 'SP',
        permalink: null,
      },
      ids.main,
    );
  }
  return ids;
}

/** One company under `parent` (or a root one); `extra` names boolean columns set to true. Returns its id. */
async function insertCompany(db: Database, c: DemoCompany, parent: string | null, extra = ''): Promise<string> {
  const id = randomUUID();
  const parentPath = parent ? (await db.query<{ path: string }>('select path from company where id = $1', [parent]))[0]!.path : '/';
  await db.query(
    `insert into company (id, path, name, social_name, cnpj, parent_id, state, permalink, is_landing, expiration_date, commission_type, commission_value${extra ? `, ${extra}` : ''})
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'PERCENTAGE', 10${extra ? ', true, true' : ''})`,
    [id, `${parentPath}${id}/`, c.name, c.socialName, c.cnpj, parent, c.state, c.permalink, c.permalink !== null, '2027-12-31'],
  );
  return id;
}

/** The demo plans; a plan marked current becomes its company's plan. */
async function seedPlans(db: Database, ids: Record<string, string>): Promise<void> {
  for (const p of DEMO_PLANS) {
    const [plan] = await db.query<{ id: string }>(
      `insert into plan (company_id, name, description, bill_type, duration_days, initial_attendance_quantity, attendance_value_cents,
         minutes_quantity, minutes_value_cents, commission_type, commission_value) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'PERCENTAGE', 1000) returning id`,
      [
        ids[p.company],
        p.name,
        p.description,
        p.billType,
        p.durationDays,
        p.initialAttendanceQuantity,
        p.attendanceValueCents,
        p.minutesQuantity,
        p.minutesValueCents,
      ],
    );
    if (p.current) await db.query('update company set plan_id = $1 where id = $2', [plan!.id, ids[p.company]]);
  }
}

/**
 * The demo users, each with its membership, the companies it represents, its professional (with a weekly schedule) and
 * its person (with dependents). Returns the professionals by e-mail and the persons by name, for the demo appointments.
 */
async function seedUsers(
  db: Database,
  ids: Record<string, string>,
): Promise<{ professionals: DemoProfessionals; persons: Map<string, string> }> {
  const hashes = new Map<string, string>();
  for (const [key, password] of Object.entries(DEMO_PASSWORDS)) hashes.set(key, await hashPassword(password));

  const professionals: DemoProfessionals = new Map();
  const persons = new Map<string, string>();
  for (const u of DEMO_USERS) {
    const companyId = ids[u.company]!;
    const [user] = await db.query<{ id: string }>(
      `insert into app_user (name, email, cpf, cns, birth_date, password_hash, is_platform_admin) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [u.name, u.email, u.cpf ?? null, u.cns ?? null, u.birthDate ?? null, hashes.get(u.password), u.platformAdmin ?? false],
    );
    if (u.roles.length)
      await db.query('insert into membership (user_id, company_id, roles) values ($1, $2, $3)', [user!.id, companyId, u.roles]);
    for (const represented of u.represents ?? []) {
      await db.query('update company set representative_id = $1 where id = $2', [user!.id, ids[represented]]);
    }
    if (u.professional) professionals.set(u.email, await seedProfessional(db, companyId, user!.id, u.name, u.professional));
    if (u.roles.includes('P')) await seedPerson(db, companyId, user!.id, u, persons);
  }
  return { professionals, persons };
}

/** A user's professional with the demo weekly windows on every day of the week. */
async function seedProfessional(
  db: Database,
  companyId: string,
  userId: string,
  name: string,
  professional: NonNullable<DemoUser['professional']>,
): Promise<{ id: string; specialty: string }> {
  const [pro] = await db.query<{ id: string }>(
    `insert into professional (company_id, user_id, name, crm, crm_state, medical_specialty, role) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [companyId, userId, name, professional.crm, professional.crmState, [professional.specialty], professional.role],
  );
  let position = 0;
  for (let day = 0; day < 7; day++) {
    for (const w of DEMO_WEEKLY_WINDOWS) {
      await db.query(
        `insert into professional_weekly_schedule (company_id, professional_id, day, start_time, end_time, position)
         values ($1, $2, $3, $4, $5, $6)`,
        [companyId, pro!.id, day, w.start, w.end, position++],
      );
    }
  }
  await db.query('update professional set skip_holidays = false, schedule_updated_at = $2 where id = $1', [pro!.id, now().toISOString()]);
  return { id: pro!.id, specialty: professional.specialty };
}

/** A patient user's person and its dependents, each added to `persons` by name. */
async function seedPerson(db: Database, companyId: string, userId: string, u: DemoUser, persons: Map<string, string>): Promise<void> {
  const [p] = await db.query<{ id: string }>(
    `insert into person (company_id, user_id, name, birth_date, cpf, uhc_id, mail, street, number, neighborhood, city, region, zip_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      companyId,
      userId,
      u.name,
      u.birthDate ?? null,
      u.cpf ?? null,
      u.cns ?? null,
      u.email,
      ...(u.address ?? [null, null, null, null, null, null]),
    ],
  );
  persons.set(u.name, p!.id);
  for (const d of u.dependents ?? []) {
    const [dep] = await db.query<{ id: string }>(
      `insert into person (company_id, parent_id, name, birth_date, cpf, relationship) values ($1, $2, $3, $4, $5, $6) returning id`,
      [companyId, p!.id, d.name, d.birthDate, d.cpf ?? null, d.relationship ?? null],
    );
    persons.set(d.name, dep!.id);
  }
}

/**
 * The demo appointments, dated from today in each company's time zone; protocols numbered per company. The state
 * timestamps follow the status: attendance start and end, payment a day before the appointment (or now, if sooner),
 * cancellation a day before.
 */
async function seedAppointments(db: Database, ids: Record<string, string>, professionals: DemoProfessionals, persons: Map<string, string>) {
  const sequence = new Map<string, number>();
  for (const a of DEMO_APPOINTMENTS) {
    const companyId = ids[a.company]!;
    const doctor = professionals.get(a.doctor)!;
    const n = (sequence.get(companyId) ?? 0) + 1;
    sequence.set(companyId, n);
    await db.query(
      `insert into appointment (company_id, access, protocol, title, type, status, source, starts_at, ends_at, doctor_id, patient_id,
         specialty, reason, cid10, upshot, orientation, notes, cancel_reason, cancel_time, price_cents, paid_at,
         attendance_started_at, finished_at, left_at)
       select $1, $2::text, $3, $4, $5, $6, $7, s.starts_at, s.starts_at + make_interval(mins => $8::int), $9, $10,
         $11, $12, $13, $14, $15, $16, $17, case when $17::text is null then null else s.starts_at - interval '1 day' end, $18,
         case when $19::boolean then least($25::timestamptz, s.starts_at - interval '1 day') end,
         s.starts_at + make_interval(mins => $20::int),
         case when $6 = 'FINISHED_BY_PROFESSIONAL' then s.starts_at + make_interval(mins => $21::int) end,
         case when $6 = 'LEFT_BY_PATIENT' then s.starts_at + make_interval(mins => $21::int) end
       from (select case when $22::text = 'now' then date_trunc('hour', $25::timestamptz)
                    else ((($25::timestamptz at time zone c.time_zone)::date + $23::int) + $24::time) at time zone c.time_zone end as starts_at
               from company c where c.id = $1) s`,
      [
        companyId,
        // No legacy all-purpose code (migration 0028): the room, cancel and payment codes come from the column defaults.
        null,
        String(n).padStart(6, '0'),
        a.title,
        a.type,
        a.status,
        a.source,
        a.minutes,
        doctor.id,
        persons.get(a.patient)!,
        doctor.specialty,
        a.reason ?? null,
        a.cid10 ?? null,
        a.upshot ?? null,
        a.orientation ?? null,
        a.notes ?? null,
        a.cancelReason ?? null,
        a.priceCents,
        a.paid ?? false,
        a.attended?.[0] ?? null,
        a.attended?.[1] ?? null,
        a.time,
        a.day,
        a.time === 'now' ? null : a.time,
        now().toISOString(),
      ],
    );
  }
  // Bookings continue each company's protocol numbers.
  for (const [companyId, n] of sequence) {
    await db.query(
      `insert into appointment_counter (company_id, last_number) values ($1, $2)
       on conflict (company_id) do update set last_number = greatest(appointment_counter.last_number, excluded.last_number)`,
      [companyId, n],
    );
  }
}
