import type { Database } from '../kit/db.js';

/**
 * The demo users have accepted the terms of use in force when the demo was seeded (issue 18): `npm start`'s logins open
 * the apps at once. A new version published afterwards stops them like any user until they accept it. Each membership
 * accepts in its company, for the user's own person there (a patient) or for the user (staff), as consent.service reads.
 */
export async function seedTermsAcceptances(db: Database): Promise<void> {
  await db.query(
    `insert into consent (company_id, kind, version, person_id, accepted_by, channel, accepted_at)
     select m.company_id, 'TERMS_OF_USE', t.version,
            (select p.id from person p where p.user_id = m.user_id and p.company_id = m.company_id order by p.created_at limit 1),
            m.user_id, 'WEB', t.published_at
       from membership m
       cross join (select version, published_at from terms_version where kind = 'TERMS_OF_USE' order by seq desc limit 1) t`,
  );
}
