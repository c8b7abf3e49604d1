import { CURRENT_TERMS, nowMs, STAFF_INVITATION_TTL_DAYS, setClock } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin (CA) of Clínica Saúde Total, its only CA
let manager: SignedIn; // manager (M) of Clínica Saúde Total
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let platform: SignedIn; // platform administrator

beforeAll(async () => {
  stack = await startStack();
  [admin, manager, adminB, platform] = await signInAs(stack, 'admin', 'manager', 'adminB', 'platform');
});
afterAll(async () => {
  await stack?.close();
});

type Member = { userId: string; name: string; email: string | null; roles: string[]; createdAt: string };
const FIELDS = 'userId name email roles createdAt';
const LIST = `query($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {
  staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { total items { ${FIELDS} } }
}`;
const ONE = `query($userId: ID!) { staffMember(userId: $userId) { ${FIELDS} } }`;
const UPDATE = `mutation($userId: ID!, $roles: [Role!]!) { updateStaffRoles(userId: $userId, roles: $roles) { ${FIELDS} } }`;
const REMOVE = `mutation($userId: ID!) { removeStaffMember(userId: $userId) { ${FIELDS} } }`;
const REFRESH = 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken } }';

const as = (s: SignedIn, locale = 'en', companyId?: string) => ({ token: s.accessToken, locale, companyId });
const code = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.code;

async function list(who: SignedIn, variables: Record<string, unknown> = {}) {
  const r = await gql<{ staff: { total: number; items: Member[] } }>(stack.gatewayUrl, LIST, { perPage: 100, ...variables }, as(who));
  expect(r.errors).toBeUndefined();
  return r.data!.staff;
}
const update = (who: SignedIn, userId: string, roles: string[], locale = 'en') =>
  gql<{ updateStaffRoles: Member }>(stack.gatewayUrl, UPDATE, { userId, roles }, as(who, locale));
const remove = (who: SignedIn, userId: string) => gql<{ removeStaffMember: Member }>(stack.gatewayUrl, REMOVE, { userId }, as(who));

// Invitations (issue 16, finding 6) ------------------------------------------------------------------------------
type Invitation = { id: string; email: string; roles: string[]; status: string; sentAt: string; expiresAt: string };
type View = { companyName: string; email: string; roles: string[]; expiresAt: string; hasAccount: boolean };
type Acceptance = { companyId: string; companyName: string; email: string; roles: string[] };
type Mail = { to: string; subject: string; text: string; html: string | null; template: string; locale: string };
const INV = 'id email roles status sentAt expiresAt';
const INVITE = `mutation($input: AddStaffMemberInput!) { addStaffMember(input: $input) { ${INV} } }`;
const INVITATIONS = `query { staffInvitations(perPage: 100) { total items { ${INV} } } }`;
const RESEND = `mutation($id: ID!) { resendStaffInvitation(id: $id) { ${INV} } }`;
const REVOKE = `mutation($id: ID!) { revokeStaffInvitation(id: $id) { ${INV} } }`;
const VIEW = 'query($token: String!) { staffInvitation(token: $token) { companyName email roles expiresAt hasAccount } }';
const ACCEPT = `mutation($token: String!, $input: AcceptStaffInvitationInput) {
  acceptStaffInvitation(token: $token, input: $input) { companyId companyName email roles }
}`;
const OUTBOX = 'query($q: String) { outbox(perPage: 50, filter: { q: $q }) { items { to subject text html template locale } } }';
const TERMS = '{ termsOfUse { accepted version } }';
const DAY_MS = 86_400_000;

const invite = (who: SignedIn, input: Record<string, unknown>, locale = 'en') =>
  gql<{ addStaffMember: Invitation }>(stack.gatewayUrl, INVITE, { input }, as(who, locale));
const invitations = async (who: SignedIn) => {
  const r = await gql<{ staffInvitations: { total: number; items: Invitation[] } }>(stack.gatewayUrl, INVITATIONS, {}, as(who));
  expect(r.errors).toBeUndefined();
  return r.data!.staffInvitations.items;
};
const resend = (who: SignedIn, id: string, locale = 'en') =>
  gql<{ resendStaffInvitation: Invitation }>(stack.gatewayUrl, RESEND, { id }, as(who, locale));
const revoke = (who: SignedIn, id: string) => gql<{ revokeStaffInvitation: Invitation }>(stack.gatewayUrl, REVOKE, { id }, as(who));
/** The link's holder: no session unless one is given. */
const view = (token: string, locale = 'en') => gql<{ staffInvitation: View }>(stack.gatewayUrl, VIEW, { token }, { locale });
const accept = (token: string, input: Record<string, unknown> | null, who?: SignedIn, locale = 'en') =>
  gql<{ acceptStaffInvitation: Acceptance }>(stack.gatewayUrl, ACCEPT, { token, input }, { token: who?.accessToken, locale });
const newAccount = (name: string, password = 'Inicial123') => ({
  name,
  password,
  passwordConfirm: password,
  termsVersion: CURRENT_TERMS.TERMS_OF_USE.version,
});

/** The newest invitation mail to an address, as the company's Outbox shows it (the only place the token is written). */
async function mailTo(email: string, reader: SignedIn = admin): Promise<Mail> {
  const r = await gql<{ outbox: { items: Mail[] } }>(stack.gatewayUrl, OUTBOX, { q: email }, as(reader));
  expect(r.errors).toBeUndefined();
  const mail = r.data!.outbox.items.find((m) => m.to === email && m.template === 'staff_invitation');
  expect(mail, `an invitation mail to ${email}`).toBeDefined();
  return mail!;
}
const tokenOf = (mail: Mail) => /\/invite\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(mail.text)![1]!;

/** Invites and reads the link's token from the mail. */
async function invited(who: SignedIn, email: string, roles: string[], locale = 'en') {
  const r = await invite(who, { email, roles }, locale);
  expect(r.errors).toBeUndefined();
  return { invitation: r.data!.addStaffMember, token: tokenOf(await mailTo(email)) };
}

/** A new person invited by `who` accepts with a new account and signs in to the company. */
async function join(who: SignedIn, email: string, name: string, roles: string[]): Promise<SignedIn> {
  const { token } = await invited(who, email, roles);
  const r = await accept(token, newAccount(name));
  expect(r.errors).toBeUndefined();
  return signIn(stack.gatewayUrl, { ...asEmail(email, 'Inicial123'), companyId: r.data!.acceptStaffInvitation.companyId });
}

const isMember = async (email: string) => (await list(admin, { filter: { q: email } })).items.some((m) => m.email === email);

const memberNamed = async (name: string) => (await list(admin, { filter: { q: name } })).items.find((m) => m.name === name)!;

describe('staff: the memberships of the tenant company', () => {
  it('lists users with name, e-mail, roles and the membership date, sorted by name', async () => {
    const page = await list(admin);
    const names = page.items.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(page.items.find((m) => m.email === 'admin@clinica.example.com')).toMatchObject({ name: 'Carlos Admin', roles: ['CA'] });
    expect(page.items.find((m) => m.email === 'dr.house@example.com')?.roles).toEqual(['D']);
    expect(Number.isNaN(Date.parse(page.items[0]!.createdAt))).toBe(false);
    expect(names).not.toContain('Beatriz Admin');
  });

  it('pages, sorts both ways and filters by text and role', async () => {
    const all = await list(admin);
    const p1 = await list(admin, { page: 1, perPage: 2 });
    expect([p1.total, p1.items.length]).toEqual([all.total, 2]);
    const desc = await list(admin, { sortField: 'NAME', sortOrder: 'DESC' });
    expect(desc.items.map((m) => m.userId)).toEqual([...all.items].reverse().map((m) => m.userId));
    expect((await list(admin, { filter: { role: 'M' } })).items.map((m) => m.name)).toEqual(['Gabriela Gestora']);
    expect((await list(admin, { filter: { q: 'HOUSE' } })).items.map((m) => m.email)).toEqual(['dr.house@example.com']);
    expect((await list(admin, { filter: { q: '%' } })).total).toBe(0);
  });

  it('a doctor does not read the staff', async () => {
    const doctor = await signIn(stack.gatewayUrl, asEmail('dr.paulo@example.com', 'Medico123'));
    expect(code(await gql(stack.gatewayUrl, LIST, {}, as(doctor)))).toBe('ACCESS_DENIED');
  });
});

describe('issue 16 finding 6: adding a user who already exists invites them; the answer does not say they exist', () => {
  it('another tenant’s user gets the same answer as an unknown e-mail, and no membership', async () => {
    const rita = (await list(adminB)).items.find((m) => m.email === 'dra.rita@bemviver.example.com')!;
    expect(rita).toBeDefined();
    const known = await invite(admin, { email: 'dra.rita@bemviver.example.com', roles: ['D'] });
    const unknown = await invite(admin, { email: `ninguem.${Date.now()}@example.com`, roles: ['D'] });
    expect(known.errors).toBeUndefined();
    expect(unknown.errors).toBeUndefined();
    // Nothing of the user: not her id, not her name; only what the admin typed, and the invitation.
    expect(JSON.stringify(known)).not.toContain(rita.userId);
    expect(JSON.stringify(known)).not.toContain('Rita');
    // The same shape and content: only the e-mail, the invitation's own id and the instants (a few ms apart) differ.
    const comparable = ({ email: _e, id, sentAt, expiresAt, ...rest }: Invitation) => ({
      ...rest,
      idIsUuid: /^[0-9a-f-]{36}$/.test(id),
      validityMs: Date.parse(expiresAt) - Date.parse(sentAt),
    });
    const [a, b] = [known.data!.addStaffMember, unknown.data!.addStaffMember];
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(comparable(a)).toEqual(comparable(b));
    expect(comparable(a)).toEqual({ roles: ['D'], status: 'PENDING', idIsUuid: true, validityMs: STAFF_INVITATION_TTL_DAYS * DAY_MS });
    expect(Math.abs(Date.parse(a.sentAt) - Date.parse(b.sentAt))).toBeLessThan(60_000);
    // She is not a member until she accepts: not in this company's list, her own company unchanged.
    expect(await isMember('dra.rita@bemviver.example.com')).toBe(false);
    const ritaNow = await signIn(stack.gatewayUrl, asEmail('dra.rita@bemviver.example.com', 'Medico123'));
    expect(ritaNow.viewer.companyId).toBe(adminB.viewer.companyId);
    await expect(
      signIn(stack.gatewayUrl, { ...asEmail('dra.rita@bemviver.example.com', 'Medico123'), companyId: admin.viewer.companyId }),
    ).rejects.toThrow();
    // The two mails (which the clinic's staff read in the Outbox) say the same, but for the address and the link.
    const [mailA, mailB] = [await mailTo(a.email), await mailTo(b.email)];
    const neutral = (m: Mail) => m.text.replace(tokenOf(m), 'TOKEN');
    expect(neutral(mailA)).toBe(neutral(mailB));
    expect(mailA.subject).toBe(mailB.subject);
  });

  it('the old fields are gone: nobody sets another person’s name or password', async () => {
    const r = await invite(admin, { name: 'X', email: 'old.fields@example.com', password: 'Inicial123', roles: ['D'] });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect((await invitations(admin)).some((i) => i.email === 'old.fields@example.com')).toBe(false);
  });
});

describe('staff invitations: sending them', () => {
  it('the mail invites in the inviter’s language, with the app’s accept link; the list shows the pending invitation', async () => {
    const email = `convite.${Date.now()}@example.com`;
    const { invitation, token } = await invited(admin, email, ['D', 'M'], 'pt-BR');
    const mail = await mailTo(email);
    expect(mail.locale).toBe('pt-BR');
    expect(mail.subject).toBe('Clínica Saúde Total convida você para participar como Médico e Gestor');
    expect(mail.text).toContain(`http://localhost:5173/invite/${token}`);
    expect(mail.html).toContain(`href="http://localhost:5173/invite/${token}"`);
    const pending = (await invitations(admin)).find((i) => i.id === invitation.id);
    expect(pending).toMatchObject({ email, roles: ['D', 'M'], status: 'PENDING' });
    const en = `invite.en.${Date.now()}@example.com`;
    await invited(admin, en, ['D']);
    expect((await mailTo(en)).subject).toBe('Clínica Saúde Total invites you to join as Doctor');
  });

  it('an e-mail already in the company is a CONFLICT on the e-mail; the shared rules refuse bad input', async () => {
    const taken = await invite(admin, { email: 'Gestor@Clinica.Example.com', roles: ['D'] });
    expect(code(taken)).toBe('CONFLICT');
    expect(taken.errors![0]!.extensions!.fields).toEqual([{ field: 'email', message: 'E-mail already exists' }]);
    expect(code(await invite(admin, { email: 'plat@example.com', roles: ['ADMIN'] }))).toBe('BAD_INPUT');
    expect(code(await invite(admin, { email: 'none@example.com', roles: [] }))).toBe('BAD_INPUT');
    const bad = await invite(admin, { email: 'not-an-email', roles: ['D'] }, 'pt-BR');
    expect(bad.errors![0]!.extensions!.fields).toEqual([{ field: 'email', message: 'É necessário um e-mail válido' }]);
  });

  it('inviting again while pending replaces the invitation (a re-send): the old link stops working', async () => {
    const email = `reenvio.${Date.now()}@example.com`;
    const first = await invited(admin, email, ['D']);
    const second = await invited(admin, email, ['D', 'DC']);
    expect(second.token).not.toBe(first.token);
    expect(code(await view(first.token))).toBe('INVITATION_INVALID');
    expect((await view(second.token)).data!.staffInvitation.roles).toEqual(['D', 'DC']);
    expect((await invitations(admin)).filter((i) => i.email === email).map((i) => i.id)).toEqual([second.invitation.id]);

    const resent = await resend(admin, second.invitation.id);
    expect(resent.errors).toBeUndefined();
    expect(resent.data!.resendStaffInvitation).toMatchObject({ email, roles: ['D', 'DC'], status: 'PENDING' });
    const third = tokenOf(await mailTo(email));
    expect(code(await view(second.token))).toBe('INVITATION_INVALID');
    expect((await view(third)).data!.staffInvitation.email).toBe(email);
    expect((await invitations(admin)).filter((i) => i.email === email).map((i) => i.id)).toEqual([resent.data!.resendStaffInvitation.id]);
  });

  it('a revoked invitation’s link stops working and it leaves the list', async () => {
    const email = `revogado.${Date.now()}@example.com`;
    const { invitation, token } = await invited(admin, email, ['DC']);
    const r = await revoke(admin, invitation.id);
    expect(r.data!.revokeStaffInvitation).toMatchObject({ id: invitation.id, status: 'REVOKED' });
    expect(code(await view(token))).toBe('INVITATION_INVALID');
    expect(code(await accept(token, newAccount('Revogada')))).toBe('INVITATION_INVALID');
    expect((await invitations(admin)).some((i) => i.id === invitation.id)).toBe(false);
    expect(code(await revoke(admin, invitation.id))).toBe('NOT_FOUND');
    expect(code(await resend(admin, invitation.id))).toBe('NOT_FOUND');
  });
});

describe('staff invitations: accepting them', () => {
  it('a person without an account creates it with their own name and password, and only then is a member', async () => {
    const email = `nina.${Date.now()}@clinica.example.com`;
    const { token } = await invited(admin, email, ['M', 'R']);
    expect(await isMember(email)).toBe(false);
    const seen = await view(token);
    expect(seen.data!.staffInvitation).toEqual({
      companyName: 'Clínica Saúde Total',
      email,
      roles: ['M', 'R'],
      expiresAt: expect.any(String),
      hasAccount: false,
    });

    const weak = await accept(token, { ...newAccount('Nina Nova'), password: 'fraca', passwordConfirm: 'fraca' }, undefined, 'pt-BR');
    expect(code(weak)).toBe('BAD_INPUT');
    expect(weak.errors![0]!.extensions!.fields).toEqual([
      { field: 'password', message: 'A senha deve ter no mínimo 8 caracteres, com letras maiúsculas, minúsculas e números' },
    ]);
    const mismatch = await accept(token, { ...newAccount('Nina Nova'), passwordConfirm: 'Inicial124' });
    expect(mismatch.errors![0]!.extensions!.fields).toEqual([
      { field: 'passwordConfirm', message: 'The confirmation must equal the password' },
    ]);
    const noTerms = await accept(token, { ...newAccount('Nina Nova'), termsVersion: null });
    expect(noTerms.errors![0]!.extensions!.fields).toEqual([
      { field: 'termsVersion', message: 'The terms of use must be accepted to access the system' },
    ]);
    // Only the version in force (the newest published, services' terms-version.service.ts) accepts the terms.
    const oldTerms = await accept(token, { ...newAccount('Nina Nova'), termsVersion: '2020-01-01' });
    expect(oldTerms.errors![0]!.extensions!.fields).toEqual([
      { field: 'termsVersion', message: 'The terms of use must be accepted to access the system' },
    ]);
    expect(await isMember(email)).toBe(false);

    const accepted = await accept(token, newAccount('Nina Nova'));
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptStaffInvitation).toEqual({
      companyId: admin.viewer.companyId,
      companyName: 'Clínica Saúde Total',
      email,
      roles: ['M', 'R'],
    });
    const nina = await signIn(stack.gatewayUrl, asEmail(email, 'Inicial123'));
    expect(nina.viewer.companyId).toBe(admin.viewer.companyId);
    expect([...nina.viewer.roles].sort()).toEqual(['M', 'R']);
    expect((await list(admin, { filter: { q: email } })).items).toEqual([
      expect.objectContaining({ name: 'Nina Nova', email, roles: ['M', 'R'] }),
    ]);
    const terms = await gql<{ termsOfUse: { accepted: boolean; version: string } }>(stack.gatewayUrl, TERMS, {}, as(nina));
    expect(terms.data!.termsOfUse).toEqual({ accepted: true, version: CURRENT_TERMS.TERMS_OF_USE.version });
    expect((await invitations(admin)).some((i) => i.email === email)).toBe(false);

    // Single use: the same link, again, is one clear message in the reader's language.
    const twice = await accept(token, newAccount('Nina Outra', 'Outra1234'), undefined, 'pt-BR');
    expect(code(twice)).toBe('INVITATION_INVALID');
    expect(twice.errors![0]!.message).toBe(
      'Este convite não é mais válido: ele já foi usado, expirou ou foi revogado. Peça um novo convite à clínica',
    );
    expect(code(await view(token))).toBe('INVITATION_INVALID');
    await expect(signIn(stack.gatewayUrl, asEmail(email, 'Outra1234'))).rejects.toThrow();
  });

  it('a person with an account signs in as that e-mail to accept; another account cannot; a new account is refused', async () => {
    const email = 'dra.rita@bemviver.example.com';
    const { token } = await invited(admin, email, ['D']);
    expect((await view(token)).data!.staffInvitation).toMatchObject({ email, hasAccount: true });
    // Without a session: sign in first.
    expect(code(await accept(token, null))).toBe('UNAUTHENTICATED');
    // Nobody creates a second account (or sets a password) for an e-mail that has one.
    expect(code(await accept(token, newAccount('Impostora', 'Impostora123')))).toBe('INVITATION_SIGN_IN_REQUIRED');
    // Signed in as someone else: refused, the invitation stays valid.
    const paulo = await signIn(stack.gatewayUrl, asEmail('dr.paulo@example.com', 'Medico123'));
    const wrong = await accept(token, null, paulo);
    expect(code(wrong)).toBe('INVITATION_OTHER_ACCOUNT');
    expect(code(await accept(token, newAccount('Outra Pessoa'), paulo))).toBe('INVITATION_OTHER_ACCOUNT');
    expect(await isMember(email)).toBe(false);

    const rita = await signIn(stack.gatewayUrl, asEmail(email, 'Medico123'));
    const accepted = await accept(token, null, rita);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptStaffInvitation.roles).toEqual(['D']);
    const there = await signIn(stack.gatewayUrl, { ...asEmail(email, 'Medico123'), companyId: admin.viewer.companyId });
    expect(there.viewer.roles).toEqual(['D']);
    expect(there.viewer.name).toBe('Dra. Rita Clínica');
    // Her own clinic still lists her.
    expect((await list(adminB)).items.find((m) => m.email === email)?.roles).toEqual(['D']);
    expect(code(await accept(token, null, rita))).toBe('INVITATION_INVALID');
  });

  it('an unknown or malformed token is the same message as a used one', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'x'.repeat(42)}/`]) {
      expect(code(await view(token))).toBe('INVITATION_INVALID');
      expect(code(await accept(token, newAccount('Ninguém')))).toBe('INVITATION_INVALID');
    }
  });

  it(`expires ${STAFF_INVITATION_TTL_DAYS} days after it was sent; a re-send gives a new link`, async () => {
    const email = `expira.${Date.now()}@example.com`;
    const { invitation, token } = await invited(admin, email, ['P']);
    const restore = setClock(nowMs() + STAFF_INVITATION_TTL_DAYS * DAY_MS + 60_000);
    try {
      // Access tokens live 15 minutes from the clock they were signed at: sign in again in the future.
      const later = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
      expect(code(await view(token))).toBe('INVITATION_INVALID');
      expect(code(await accept(token, newAccount('Tarde Demais')))).toBe('INVITATION_INVALID');
      expect((await invitations(later)).find((i) => i.id === invitation.id)?.status).toBe('EXPIRED');
      const resent = await resend(later, invitation.id);
      expect(resent.data!.resendStaffInvitation.status).toBe('PENDING');
      const fresh = tokenOf(await mailTo(email, later));
      expect(fresh).not.toBe(token);
      expect((await accept(fresh, newAccount('Em Dia'))).data!.acceptStaffInvitation.roles).toEqual(['P']);
      expect(code(await view(token))).toBe('INVITATION_INVALID');
    } finally {
      restore();
    }
    expect(await isMember(email)).toBe(true);
  });
});

describe('staff invitations: who sends, re-sends and revokes them (access.ts canManageMembership)', () => {
  it('a manager invites only P, D and DC, and works only on those invitations; an administrator on every one', async () => {
    for (const roles of [['CA'], ['M'], ['R'], ['D', 'CA']]) {
      expect(code(await invite(manager, { email: `try-${roles.join('')}@example.com`, roles }))).toBe('ACCESS_DENIED');
    }
    const doctor = await invited(manager, `dr.gestor.${Date.now()}@example.com`, ['D', 'DC']);
    expect(doctor.invitation.status).toBe('PENDING');
    const clinicAdmin = await invited(admin, `ca.${Date.now()}@example.com`, ['CA']);
    // The manager reads every invitation (as they read every member) but works only on those they manage.
    const seen = (await invitations(manager)).map((i) => i.id);
    expect(seen).toEqual(expect.arrayContaining([doctor.invitation.id, clinicAdmin.invitation.id]));
    expect(code(await resend(manager, clinicAdmin.invitation.id))).toBe('ACCESS_DENIED');
    expect(code(await revoke(manager, clinicAdmin.invitation.id))).toBe('ACCESS_DENIED');
    expect((await view(clinicAdmin.token)).errors).toBeUndefined();
    expect((await resend(manager, doctor.invitation.id)).errors).toBeUndefined();
    expect((await revoke(admin, clinicAdmin.invitation.id)).data!.revokeStaffInvitation.status).toBe('REVOKED');
  });

  it('a doctor reads no invitation; another tenant’s admin finds none of this company’s', async () => {
    const { invitation } = await invited(admin, `alheio.${Date.now()}@example.com`, ['D']);
    const doctor = await signIn(stack.gatewayUrl, asEmail('dr.paulo@example.com', 'Medico123'));
    expect(code(await gql(stack.gatewayUrl, INVITATIONS, {}, as(doctor)))).toBe('ACCESS_DENIED');
    expect(code(await invite(doctor, { email: 'x@example.com', roles: ['P'] }))).toBe('ACCESS_DENIED');
    expect((await invitations(adminB)).some((i) => i.id === invitation.id)).toBe(false);
    expect(code(await revoke(adminB, invitation.id))).toBe('NOT_FOUND');
    expect(code(await resend(adminB, invitation.id))).toBe('NOT_FOUND');
  });
});

describe('staff: roles and the rules of access.ts', () => {
  it('an administrator changes roles', async () => {
    await join(admin, `nina.papel.${Date.now()}@clinica.example.com`, 'Nina Papel', ['M', 'R']);
    const nina = await memberNamed('Nina Papel');
    const r = await update(admin, nina.userId, ['D', 'M']);
    expect(r.data!.updateStaffRoles.roles).toEqual(['D', 'M']);
    expect((await list(admin, { filter: { role: 'D' } })).items.some((m) => m.userId === nina.userId)).toBe(true);
  });

  it('a manager changes only P, D and DC memberships', async () => {
    const novo = await join(manager, 'dr.novo@example.com', 'Dr. Novo', ['D']);
    expect((await update(manager, novo.viewer.id, ['D', 'DC'])).data!.updateStaffRoles.roles).toEqual(['D', 'DC']);
    expect(code(await update(manager, novo.viewer.id, ['CA']))).toBe('ACCESS_DENIED');
    const carlos = await memberNamed('Carlos Admin');
    expect(code(await update(manager, carlos.userId, ['D']))).toBe('ACCESS_DENIED');
    expect(code(await remove(manager, carlos.userId))).toBe('ACCESS_DENIED');
    expect(code(await update(manager, manager.viewer.id, ['CA']))).toBe('ACCESS_DENIED');
    expect((await memberNamed('Carlos Admin')).roles).toEqual(['CA']);
  });

  it('the last clinic administrator can neither demote nor remove themself (CONFLICT on roles)', async () => {
    const demote = await update(admin, admin.viewer.id, ['M'], 'pt-BR');
    expect(code(demote)).toBe('CONFLICT');
    expect(demote.errors![0]!.extensions!.fields).toEqual([
      { field: 'roles', message: 'A empresa deve manter ao menos um administrador da clínica' },
    ]);
    expect(code(await remove(admin, admin.viewer.id))).toBe('CONFLICT');
    const asPlatform = await gql(stack.gatewayUrl, REMOVE, { userId: admin.viewer.id }, as(platform, 'en', admin.viewer.companyId));
    expect(code(asPlatform)).toBe('CONFLICT');
    // Keeping CA while adding a role is fine.
    expect((await update(admin, admin.viewer.id, ['M', 'CA'])).data!.updateStaffRoles.roles).toEqual(['M', 'CA']);
    expect((await update(admin, admin.viewer.id, ['CA'])).data!.updateStaffRoles.roles).toEqual(['CA']);
  });

  it('another tenant’s memberships are invisible and answer like unknown ones', async () => {
    const carlos = await memberNamed('Carlos Admin');
    expect((await list(adminB)).items.some((m) => m.userId === carlos.userId)).toBe(false);
    const one = await gql<{ staffMember: Member | null }>(stack.gatewayUrl, ONE, { userId: carlos.userId }, as(adminB));
    expect(one.errors).toBeUndefined();
    expect(one.data!.staffMember).toBeNull();
    expect(code(await update(adminB, carlos.userId, ['D']))).toBe('NOT_FOUND');
    expect(code(await remove(adminB, carlos.userId))).toBe('NOT_FOUND');
    expect((await memberNamed('Carlos Admin')).roles).toEqual(['CA']);
  });
});

describe('SECURITY T10: a revoked membership stops the very next call', () => {
  it('after a manager revokes Dr. House, his still-valid token gets 0 successful calls and cannot refresh into the company', async () => {
    const house = await signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123'));
    const PERSONS = '{ persons(perPage: 1) { total } }';
    const COMBO = '{ personCombo(q: "a") { id } }';
    for (const query of [PERSONS, COMBO]) expect((await gql(stack.gatewayUrl, query, {}, as(house))).errors).toBeUndefined();

    const revoked = await remove(manager, house.viewer.id);
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data!.removeStaffMember.roles).toEqual(['D']);

    const calls = await Promise.all(Array.from({ length: 20 }, (_, i) => gql(stack.gatewayUrl, i % 2 ? PERSONS : COMBO, {}, as(house))));
    expect(calls.filter((r) => !r.errors).length).toBe(0);
    expect(new Set(calls.map(code))).toEqual(new Set(['ACCESS_DENIED']));

    const me = await gql(stack.gatewayUrl, '{ me { id } }', {}, as(house));
    expect(me.data?.me ?? null).toBeNull();
    expect(code(me)).toBe('UNAUTHENTICATED');

    const refreshed = await gql(stack.gatewayUrl, REFRESH, { t: house.refreshToken });
    expect(refreshed.data?.refreshToken ?? null).toBeNull();
    expect(code(refreshed)).toBe('UNAUTHENTICATED');
    expect((await list(admin, { filter: { q: 'house' } })).total).toBe(0);
  });
});
