import { describe, expect, it, vi } from 'vitest';
import type { SessionViewer } from './auth.documents';
import { createAuthProvider, isStaff } from './auth-provider';
import { GatewayError } from './gateway-error';
import type { GraphqlRequest } from './graphql-request';
import { createMemorySession } from './session.fake';

const viewer = (roles: SessionViewer['roles'], isPlatformAdmin = false): SessionViewer => ({
  id: 'u1',
  username: 'admin@clinica.example.com',
  name: 'Ana Admin',
  email: 'admin@clinica.example.com',
  roles,
  companyId: 'c1',
  isPlatformAdmin,
  memberships: [{ companyId: 'c1', companyName: 'Clínica Saúde Total', roles }],
});

function setup(answer: (operation: string, variables: unknown) => unknown) {
  const session = createMemorySession();
  const operations: string[] = [];
  const request = vi.fn(async (document: { definitions: Array<{ name?: { value: string } }> }, variables: unknown) => {
    const operation = document.definitions[0]?.name?.value ?? '';
    operations.push(operation);
    return answer(operation, variables);
  }) as unknown as GraphqlRequest;
  return { auth: createAuthProvider({ request, session }), session, operations };
}

const signedIn = (v: SessionViewer) => ({ signIn: { accessToken: 'a1', refreshToken: 'r1', expiresIn: 900, viewer: v } });

describe('isStaff', () => {
  it.each([
    [['M'], false, true],
    [['CA'], false, true],
    [['ADMIN'], false, true],
    [['R'], false, true],
    [['P'], false, false],
    [['D', 'DC'], false, false],
    [[], true, true],
  ] as const)('roles %j (platform admin %s) → %s', (roles, admin, expected) => {
    expect(isStaff({ roles: [...roles], isPlatformAdmin: admin })).toBe(expected);
  });
});

describe('authProvider', () => {
  it('login signs in by e-mail and keeps the tokens', async () => {
    const { auth, session } = setup((_operation, variables) => {
      expect(variables).toEqual({ input: { method: 'EMAIL', email: 'admin@clinica.example.com', password: 'Admin1234' } });
      return signedIn(viewer(['CA']));
    });
    await auth.login({ email: 'admin@clinica.example.com', password: 'Admin1234' });
    expect(session.get()).toMatchObject({ accessToken: 'a1', refreshToken: 'r1' });
    await expect(auth.getPermissions?.({})).resolves.toEqual(['CA']);
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ fullName: 'Ana Admin', companyName: 'Clínica Saúde Total' });
  });

  it('refuses a patient or a doctor with ACCESS_DENIED and revokes their session', async () => {
    for (const roles of [['P'], ['D']] as const) {
      const { auth, session, operations } = setup((operation) =>
        operation === 'SignIn' ? signedIn(viewer([...roles])) : { signOut: true },
      );
      const failure = auth.login({ email: 'p@example.com', password: 'x' });
      await expect(failure).rejects.toMatchObject({ code: 'ACCESS_DENIED', message: 'app.errors.ACCESS_DENIED' });
      expect(session.get()).toBeNull();
      expect(operations).toEqual(['SignIn', 'SignOut']);
    }
  });

  it('checkError logs out on UNAUTHENTICATED only, whatever the message says', async () => {
    const { auth, session } = setup(() => signedIn(viewer(['M'])));
    await auth.login({ email: 'm@example.com', password: 'x' });
    await expect(auth.checkError({ status: 403, body: { code: 'ACCESS_DENIED' }, message: 'unauthenticated' })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401, body: { code: 'UNAUTHENTICATED' }, message: 'whatever' })).rejects.toBeDefined();
    expect(session.get()).toBeNull();
  });

  it('checkAuth needs a session; logout revokes the refresh token', async () => {
    const { auth, operations } = setup((operation) => (operation === 'SignIn' ? signedIn(viewer(['M'])) : { signOut: true }));
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    await expect(auth.getIdentity?.()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await auth.login({ email: 'm@example.com', password: 'x' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await auth.logout({});
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(operations).toEqual(['SignIn', 'SignOut']);
  });

  it('passes the gateway error of a failed sign-in through', async () => {
    const { auth } = setup(() => {
      throw new GatewayError('INVALID_CREDENTIALS', 'Credenciais inválidas');
    });
    await expect(auth.login({ email: 'x@example.com', password: 'bad' })).rejects.toThrow('Credenciais inválidas');
  });
});
