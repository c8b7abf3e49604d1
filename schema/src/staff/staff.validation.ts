import { z } from 'zod';
import { TERMS_VERSION_MAX } from '../consent/consent.validation.js';
import type { Locale } from '../constants.js';
import { ZPersonName } from '../person/person.validation.js';
import { ZEmail, ZPassword } from '../util/fields.js';

/** Staff memberships ("users of the company and their roles"): shared by the staff service and the console's forms. */

/** The roles a membership may carry; ADMIN is the platform flag of a user, never a membership role. */
export const MEMBERSHIP_ROLES = ['P', 'D', 'DC', 'M', 'CA', 'R'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const STAFF_SORT_FIELDS = ['NAME', 'EMAIL', 'CREATED_AT'] as const;

/** The names of the membership roles, for texts written outside the apps' catalogues (the invitation mail). */
const ROLE_NAMES: Readonly<Record<MembershipRole, { en: string; pt: string }>> = {
  P: { en: 'Patient', pt: 'Paciente' },
  D: { en: 'Doctor', pt: 'Médico' },
  DC: { en: 'Clinic doctor', pt: 'Médico da clínica' },
  M: { en: 'Manager', pt: 'Gestor' },
  CA: { en: 'Clinic administrator', pt: 'Administrador da clínica' },
  R: { en: 'Representative', pt: 'Representante' },
};

/** "Doctor and Manager" / "Médico e Gestor": the roles' names as one phrase of the language. */
export function membershipRoleNames(roles: readonly MembershipRole[], locale: Locale): string {
  const lang = locale === 'en' ? 'en' : 'pt';
  const names = roles.map((role) => ROLE_NAMES[role][lang]);
  return new Intl.ListFormat(locale === 'en' ? 'en-US' : 'pt-BR', { style: 'long', type: 'conjunction' }).format(names);
}

/** At least one role, each a membership role; repeated roles are kept once, in the order of MEMBERSHIP_ROLES. */
export const ZMembershipRoles = z
  .array(z.enum(MEMBERSHIP_ROLES, { message: 'invalid' }), { message: 'required' })
  .min(1, { message: 'required' })
  .max(MEMBERSHIP_ROLES.length * 2, { message: 'invalid' })
  .transform((roles) => MEMBERSHIP_ROLES.filter((role) => roles.includes(role)));

/**
 * POST /staff (addStaffMember): invites an e-mail to the company with these roles. Nobody becomes a member here: the
 * invited person accepts from the link of the mail, creating their account there or signing in to the one they have.
 * Name and password are theirs to give, never the inviter's.
 */
export const ZStaffInvite = z.object({
  email: ZEmail,
  roles: ZMembershipRoles,
});
export type TStaffInvite = z.infer<typeof ZStaffInvite>;

/** PUT /staff/{userId}: the membership's whole set of roles. */
export const ZStaffRolesInput = z.object({ roles: ZMembershipRoles });
export type TStaffRolesInput = z.infer<typeof ZStaffRolesInput>;

/** The raw token of an invitation link: 32 random bytes in base64url (the database keeps only its SHA-256). */
export const STAFF_INVITATION_TOKEN_BYTES = 32;
export const ZStaffInvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * Accepting an invitation with a new account (the e-mail has none): the person's name, a password by SPEC §5's rule
 * and its confirmation, and the version of the terms of use they accepted (SPEC §5 "The terms of use must be accepted";
 * the service refuses any but the current published version with the same field error).
 */
export const ZStaffInvitationNewAccount = z
  .object({
    name: ZPersonName,
    password: ZPassword,
    passwordConfirm: z.string({ message: 'passwordConfirm' }),
    // The version the person read; the service checks it is the current published one (consent/terms-version.service.ts).
    termsVersion: z.string({ message: 'termsRequired' }).trim().min(1, { message: 'termsRequired' }).max(TERMS_VERSION_MAX),
  })
  .refine((v) => v.password === v.passwordConfirm, { message: 'passwordConfirm', path: ['passwordConfirm'] });
export type TStaffInvitationNewAccount = z.infer<typeof ZStaffInvitationNewAccount>;
