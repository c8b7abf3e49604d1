import { CONSOLE_ROLES } from '@teleconsulta/schema';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccessResource } from './access-control';
import { MeDocument, type SessionViewer, SignInDocument, SignOutDocument } from './auth.documents';
import { GatewayError, toGatewayError } from './gateway-error';
import type { GraphqlRequest } from './graphql-request';
import type { SessionStore } from './session.store';

type ConsoleIdentity = UserIdentity & {
  email: string | null;
  roles: SessionViewer['roles'];
  companyId: string | null;
  companyName: string | null;
  isPlatformAdmin: boolean;
};

/**
 * Managers, clinic administrators and the platform administrator run the console (SPEC §6); representatives
 * read the companies they represent.
 */
export function isStaff(viewer: Pick<SessionViewer, 'roles' | 'isPlatformAdmin'>): boolean {
  return viewer.isPlatformAdmin || viewer.roles.some((role) => CONSOLE_ROLES.includes(role));
}

function toIdentity(viewer: SessionViewer): ConsoleIdentity {
  const membership = viewer.memberships.find((m) => m.companyId === viewer.companyId);
  return {
    id: viewer.id,
    fullName: viewer.name,
    email: viewer.email,
    roles: viewer.roles,
    companyId: viewer.companyId,
    companyName: membership?.companyName ?? null,
    isPlatformAdmin: viewer.isPlatformAdmin,
  };
}

/** react-admin's auth seam over the gateway's signIn, me, signOut (the refresh lives in gateway-fetch.ts). */
export function createAuthProvider({ request, session }: { request: GraphqlRequest; session: SessionStore }): AuthProvider {
  let viewer: Promise<SessionViewer> | null = null;
  const currentViewer = () => {
    if (!session.get()) return Promise.reject(new GatewayError('UNAUTHENTICATED', 'app.errors.UNAUTHENTICATED'));
    viewer ??= request(MeDocument, {}).then(({ me }) => {
      if (!me) throw new GatewayError('UNAUTHENTICATED', 'app.errors.UNAUTHENTICATED');
      return me;
    });
    viewer.catch(() => {
      viewer = null;
    });
    return viewer;
  };
  const revoke = (refreshToken: string) => request(SignOutDocument, { refreshToken }).catch(() => undefined);

  return {
    async login({ email, password }: { email: string; password: string }) {
      viewer = null;
      const { signIn } = await request(SignInDocument, { input: { method: 'EMAIL', email, password } });
      if (!isStaff(signIn.viewer)) {
        await revoke(signIn.refreshToken);
        throw new GatewayError('ACCESS_DENIED', 'app.errors.ACCESS_DENIED');
      }
      session.save(signIn);
      viewer = Promise.resolve(signIn.viewer);
    },
    async logout() {
      const current = session.get();
      session.clear();
      viewer = null;
      if (current) await revoke(current.refreshToken);
    },
    async checkAuth() {
      // No notification on a plain visit to the login page; an expired session is reported by checkError.
      if (!session.get()) throw { message: false };
    },
    async checkError(error: unknown) {
      // gateway-fetch already refreshed once and retried: UNAUTHENTICATED here means the session is over.
      if (toGatewayError(error).code === 'UNAUTHENTICATED') {
        session.clear();
        viewer = null;
        throw { message: 'app.errors.UNAUTHENTICATED' };
      }
    },
    async getIdentity() {
      return toIdentity(await currentViewer());
    },
    async getPermissions() {
      return (await currentViewer()).roles;
    },
    async canAccess(params: { resource: string; action: string }) {
      return canAccessResource((await currentViewer()).roles, params);
    },
  };
}
