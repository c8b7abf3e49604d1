import { nowMs, setClock } from '@teleconsulta/schema';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import { asEmail, type GqlResult, gql, type SignedIn } from './harness/graphql.js';
import { type PlatformMail, platformMails, resetTokenOf } from './harness/platform-mail.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
const call = callerOf(() => stack.gatewayUrl);

beforeAll(async () => {
  // Each case signs in several times: the per-address sign-in limit is not what these tests are about.
  stack = await startStack({ gatewayEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(async () => {
  setClock(null);
  await stack?.close();
});

const FORGOT = 'mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }';
const RESET = 'mutation($input: PasswordResetInput!) { resetPassword(input: $input) }';
const CHANGE = `mutation($input: PasswordChangeInput!) {
  changePassword(input: $input) { accessToken refreshToken viewer { id name hasPassword } }
}`;
const REFRESH = 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken } }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken viewer { id hasPassword } } }';

const forgot = (email: string, locale = 'en', app = 'PATIENT') =>
  call<{ requestPasswordReset: boolean }>(null, FORGOT, { input: { email, app } }, locale);
const reset = (token: string, password: string, passwordConfirm = password, locale = 'en') =>
  call<{ resetPassword: boolean }>(null, RESET, { input: { token, password, passwordConfirm } }, locale);
const change = (who: SignedIn, input: Record<string, unknown>, locale = 'en') =>
  call<{ changePassword: SignedIn & { viewer: { hasPassword: boolean } } }>(who, CHANGE, { input }, locale);
type Session = { accessToken: string; refreshToken: string; viewer: { id: string; hasPassword: boolean } };
const signInWith = (email: string, password: string) =>
  gql<{ signIn: Session }>(stack.gatewayUrl, SIGN_IN, { input: asEmail(email, password) });
const refresh = (token: string) => gql<{ refreshToken: { accessToken: string } }>(stack.gatewayUrl, REFRESH, { t: token });
const mails = (to: string) => platformMails(stack.services.ctx.db, to);

/** Asks for a link and answers its token (the newest mail to the address). */
async function linkFor(email: string, locale = 'en'): Promise<{ token: string; mail: PlatformMail }> {
  expect(ok(await forgot(email, locale)).requestPasswordReset).toBe(true);
  const [mail] = await mails(email);
  return { token: resetTokenOf(mail!), mail: mail! };
}

describe('forgot password (issue 18)', () => {
  it('mails a single-use link to the account, in the language of the page that asked, for the patient app', async () => {
    const { mail, token } = await linkFor('joao@example.com', 'pt-BR');
    expect(mail).toMatchObject({ to: 'joao@example.com', template: 'password_reset', locale: 'pt-BR' });
    expect(mail.subject).toBe('Crie uma nova senha no Teleconsulta');
    expect(mail.text).toContain('Olá, João Souza.');
    expect(mail.text).toContain(`http://localhost:5173/reset-password/${token}`);
    expect(mail.text).toContain('por 30 minutos');
  });

  it("links the console's sign-in page to the console", async () => {
    expect(ok(await forgot('gestor@clinica.example.com', 'en', 'CONSOLE')).requestPasswordReset).toBe(true);
    const [mail] = await mails('gestor@clinica.example.com');
    expect(mail!.text).toMatch(/http:\/\/localhost:5174\/#\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail!.subject).toBe('Set a new password for Teleconsulta');
  });

  it('answers the same for an e-mail no account has, and mails nothing', async () => {
    const r = await forgot('nobody-here@example.com');
    expect(ok(r).requestPasswordReset).toBe(true);
    expect(await mails('nobody-here@example.com')).toEqual([]);
  });

  it('refuses a malformed e-mail with a translated field error', async () => {
    const r = await forgot('not-an-email', 'pt-BR');
    expect(codeOf(r)).toBe('BAD_INPUT');
    expect(fieldsOf(r)).toEqual([{ field: 'email', message: 'É necessário um e-mail válido' }]);
  });

  it("keeps the link out of every clinic's outbox: whoever holds it owns the account", async () => {
    await linkFor('maria@example.com');
    const [admin, adminB] = await signInAs(stack, 'admin', 'adminB');
    for (const who of [admin, adminB]) {
      const r = await call<{ outbox: { items: Array<{ template: string; to: string }> } }>(
        who,
        'query { outbox(perPage: 100, filter: { q: "maria@example.com" }) { items { template to } } }',
      );
      expect(ok(r).outbox.items.map((m) => m.template)).not.toContain('password_reset');
    }
  });

  it('mails at most five links an hour to one account, answering the same after', async () => {
    const before = (await mails('dra.ana@example.com')).length;
    for (let i = 0; i < 7; i++) expect(ok(await forgot('dra.ana@example.com')).requestPasswordReset).toBe(true);
    expect((await mails('dra.ana@example.com')).length - before).toBe(5);
  });
});

describe('a new password from the link', () => {
  it('sets the password: the new one signs in, the old one fails and every session ends', async () => {
    const before = ok(await signInWith('joao@example.com', 'Paciente123')).signIn;
    const { token } = await linkFor('joao@example.com');
    expect(ok(await reset(token, 'NovaSenha2026')).resetPassword).toBe(true);
    expect(codeOf(await signInWith('joao@example.com', 'Paciente123'))).toBe('INVALID_CREDENTIALS');
    expect(ok(await signInWith('joao@example.com', 'NovaSenha2026')).signIn.viewer.hasPassword).toBe(true);
    expect(codeOf(await refresh(before.refreshToken))).toBe('UNAUTHENTICATED');
  });

  it('works once: a used link says so in the caller’s language, and an older open link stops too', async () => {
    const first = await linkFor('carla@example.com');
    const second = await linkFor('carla@example.com');
    ok(await reset(second.token, 'Carla2026ok'));
    const again = await reset(second.token, 'Carla2026ok', 'Carla2026ok', 'pt-BR');
    expect(codeOf(again)).toBe('PASSWORD_RESET_INVALID');
    expect(again.errors![0]!.message).toBe(
      'Este link para criar uma nova senha não é mais válido: ele já foi usado ou expirou. Peça um novo',
    );
    const older = await reset(first.token, 'Carla2026ok');
    expect(older.errors![0]!.message).toBe(
      'This link to set a new password is no longer valid: it was already used or has expired. Ask for a new one',
    );
  });

  it('of two concurrent uses of one link, exactly one sets the password', async () => {
    const { token } = await linkFor('dr.paulo@example.com');
    const results = await Promise.all([reset(token, 'Paulo2026aa'), reset(token, 'Paulo2026bb')]);
    const won = results.filter((r) => r.data?.resetPassword === true);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'PASSWORD_RESET_INVALID')).toHaveLength(1);
    const winner = results[0]!.data?.resetPassword ? 'Paulo2026aa' : 'Paulo2026bb';
    const loser = winner === 'Paulo2026aa' ? 'Paulo2026bb' : 'Paulo2026aa';
    expect(ok(await signInWith('dr.paulo@example.com', winner)).signIn.viewer.id).toBeTruthy();
    expect(codeOf(await signInWith('dr.paulo@example.com', loser))).toBe('INVALID_CREDENTIALS');
  });

  it('expires after 30 minutes', async () => {
    const { token } = await linkFor('dr.house@example.com');
    setClock(new Date(nowMs() + 31 * 60_000).toISOString());
    try {
      expect(codeOf(await reset(token, 'House2026ab'))).toBe('PASSWORD_RESET_INVALID');
    } finally {
      setClock(null);
    }
    expect(ok(await signInWith('dr.house@example.com', 'Medico123')).signIn.viewer.id).toBeTruthy();
  });

  it('refuses a password against SPEC §5 with field errors, and the link still works after', async () => {
    const { token } = await linkFor('gestor@clinica.example.com');
    const weak = await reset(token, 'fraca', 'fraca', 'pt-BR');
    expect(fieldsOf(weak)).toEqual([
      { field: 'password', message: 'A senha deve ter no mínimo 8 caracteres, com letras maiúsculas, minúsculas e números' },
    ]);
    const mismatch = await reset(token, 'Gestor2026x', 'Gestor2026y');
    expect(fieldsOf(mismatch)).toEqual([{ field: 'passwordConfirm', message: 'The confirmation must equal the password' }]);
    expect(ok(await signInWith('gestor@clinica.example.com', 'Gestor1234')).signIn.viewer.id).toBeTruthy();
    expect(ok(await reset(token, 'Gestor2026x')).resetPassword).toBe(true);
  });

  it('refuses a token that is not a link’s', async () => {
    const r = await reset('A'.repeat(43), 'Qualquer2026');
    expect(codeOf(r)).toBe('PASSWORD_RESET_INVALID');
    expect(fieldsOf(await reset('short', 'Qualquer2026'))).toEqual([{ field: 'token', message: 'Link is invalid' }]);
  });
});

describe('changing the password while signed in', () => {
  it('needs the right current password, with a translated field error and nothing changed', async () => {
    const [rita] = await signInAs(stack, 'rita');
    const r = await change(rita, { currentPassword: 'Errada123', password: 'Rita2026new', passwordConfirm: 'Rita2026new' }, 'pt-BR');
    expect(fieldsOf(r)).toEqual([{ field: 'currentPassword', message: 'O campo Senha atual é inválido' }]);
    const missing = await change(rita, { password: 'Rita2026new', passwordConfirm: 'Rita2026new' });
    expect(fieldsOf(missing)).toEqual([{ field: 'currentPassword', message: 'Current password is required' }]);
    expect(ok(await signInWith('dra.rita@bemviver.example.com', 'Medico123')).signIn.viewer.id).toBeTruthy();
  });

  it('ends every other session and answers a new one for this device', async () => {
    const [adminB, elsewhere] = await signInAs(stack, 'adminB', 'adminB');
    const r = ok(await change(adminB, { currentPassword: 'Admin1234', password: 'BemViver2026', passwordConfirm: 'BemViver2026' }));
    expect(r.changePassword.viewer.hasPassword).toBe(true);
    expect(codeOf(await refresh(elsewhere.refreshToken))).toBe('UNAUTHENTICATED');
    expect(codeOf(await refresh(adminB.refreshToken))).toBe('UNAUTHENTICATED');
    expect(ok(await refresh(r.changePassword.refreshToken)).refreshToken.accessToken).toBeTruthy();
    const me = ok(await call<{ me: { name: string } }>(r.changePassword, '{ me { name } }')).me;
    expect(me.name).toBeTruthy();
    expect(codeOf(await signInWith('admin@bemviver.example.com', 'Admin1234'))).toBe('INVALID_CREDENTIALS');
    expect(ok(await signInWith('admin@bemviver.example.com', 'BemViver2026')).signIn.viewer.id).toBeTruthy();
  });

  it('lets one who signs in by CPF and has no password set one without a current password', async () => {
    const [maria] = await signInAs(stack, 'maria');
    await inScope(stack.services.ctx.db, { companyId: null, userId: null }, (tx) =>
      tx.execute(sql`update app_user set password_hash = null where email = 'maria@example.com'`),
    );
    const viewer = ok(await call<{ me: { hasPassword: boolean } }>(maria, '{ me { hasPassword } }')).me;
    expect(viewer.hasPassword).toBe(false);
    const r = ok(await change(maria, { password: 'Maria2026ok', passwordConfirm: 'Maria2026ok' }));
    expect(r.changePassword.viewer.hasPassword).toBe(true);
    expect(ok(await signInWith('maria@example.com', 'Maria2026ok')).signIn.viewer.id).toBeTruthy();
  });

  it('is refused without a session', async () => {
    const r: GqlResult<unknown> = await call(null, CHANGE, { input: { password: 'Sem2026sessao', passwordConfirm: 'Sem2026sessao' } });
    expect(codeOf(r)).toBe('UNAUTHENTICATED');
  });
});
