import { nowMs, setClock } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import { asEmail, gql, type SignedIn } from './harness/graphql.js';
import { platformMails } from './harness/platform-mail.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
const call = callerOf(() => stack.gatewayUrl);

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(async () => {
  setClock(null);
  await stack?.close();
});

const REQUEST = 'mutation($input: EmailChangeInput!) { requestEmailChange(input: $input) }';
const CONFIRM = 'mutation($token: String!) { confirmEmailChange(token: $token) }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { accessToken viewer { email } } }';

const ask = (who: SignedIn, email: string, currentPassword: string | null, locale = 'en') =>
  call<{ requestEmailChange: boolean }>(who, REQUEST, { input: { email, currentPassword } }, locale);
const confirm = (token: string, locale = 'en') => call<{ confirmEmailChange: string }>(null, CONFIRM, { token }, locale);
const signInWith = (email: string, password: string) =>
  gql<{ signIn: { viewer: { email: string } } }>(stack.gatewayUrl, SIGN_IN, { input: asEmail(email, password) });
async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await platformMails(stack.services.ctx.db, email);
  const match = /\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no confirmation link mailed to ${email}`);
  return match[1]!;
}

describe('changing the sign-in e-mail (issue 18)', () => {
  it('mails a link to the new address and a notice to the old one; the e-mail changes only when the link is followed', async () => {
    const [carla] = await signInAs(stack, 'carlaByEmail');
    ok(await ask(carla, 'carla.lima@example.com', 'Paciente123', 'pt-BR'));
    const [notice] = await platformMails(stack.services.ctx.db, 'carla@example.com');
    expect(notice).toMatchObject({ template: 'email_change_notice', subject: 'Seu e-mail no Teleconsulta está sendo alterado' });
    expect(notice!.text).toContain('carla.lima@example.com');
    expect(notice!.text).not.toMatch(/confirm-email/);
    expect(ok(await signInWith('carla@example.com', 'Paciente123')).signIn.viewer.email).toBe('carla@example.com');

    const token = await tokenMailedTo('carla.lima@example.com');
    expect(ok(await confirm(token)).confirmEmailChange).toBe('carla.lima@example.com');
    expect(ok(await signInWith('carla.lima@example.com', 'Paciente123')).signIn.viewer.email).toBe('carla.lima@example.com');
    expect(codeOf(await signInWith('carla@example.com', 'Paciente123'))).toBe('INVALID_CREDENTIALS');

    const again = await confirm(token, 'pt-BR');
    expect(codeOf(again)).toBe('EMAIL_CHANGE_INVALID');
    expect(again.errors![0]!.message).toBe(
      'Este link para confirmar um novo e-mail não é mais válido: ele já foi usado ou expirou. Peça um novo',
    );
  });

  it('needs the current password, refuses an address another account has, and changes nothing then', async () => {
    const [joao] = await signInAs(stack, 'joaoByEmail');
    expect(fieldsOf(await ask(joao, 'joao.novo@example.com', 'Errada123', 'pt-BR'))).toEqual([
      { field: 'currentPassword', message: 'O campo Senha atual é inválido' },
    ]);
    expect(fieldsOf(await ask(joao, 'joao.novo@example.com', null))).toEqual([
      { field: 'currentPassword', message: 'Current password is required' },
    ]);
    const taken = await ask(joao, 'maria@example.com', 'Paciente123');
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(fieldsOf(taken).map((f) => f.field)).toEqual(['email']);
    expect(fieldsOf(await ask(joao, 'not-an-email', 'Paciente123')).map((f) => f.field)).toEqual(['email']);
    expect(await platformMails(stack.services.ctx.db, 'joao.novo@example.com')).toEqual([]);
    expect(
      await platformMails(stack.services.ctx.db, 'maria@example.com').then((m) => m.filter((x) => x.template.startsWith('email_change'))),
    ).toEqual([]);
  });

  it('a link expires after 60 minutes; of two concurrent uses one wins', async () => {
    const [rita] = await signInAs(stack, 'rita');
    ok(await ask(rita, 'rita.nova@example.com', 'Medico123'));
    const old = await tokenMailedTo('rita.nova@example.com');
    setClock(new Date(nowMs() + 61 * 60_000).toISOString());
    try {
      expect(codeOf(await confirm(old))).toBe('EMAIL_CHANGE_INVALID');
    } finally {
      setClock(null);
    }
    const [ritaAgain] = await signInAs(stack, 'rita');
    ok(await ask(ritaAgain, 'rita.outra@example.com', 'Medico123'));
    const token = await tokenMailedTo('rita.outra@example.com');
    const results = await Promise.all([confirm(token), confirm(token)]);
    expect(results.filter((r) => r.data?.confirmEmailChange === 'rita.outra@example.com')).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'EMAIL_CHANGE_INVALID')).toHaveLength(1);
  });

  it('is refused without a session', async () => {
    expect(codeOf(await call(null, REQUEST, { input: { email: 'x@example.com', currentPassword: 'Paciente123' } }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
