import { randomUUID } from 'node:crypto';
import { nowMs, personIdFromUsername, REFRESH_TOKEN_TTL_SECONDS, type Role, type TSignInInput } from '@teleconsulta/schema';
import { type Principal, signAccessToken } from '../kit/auth.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, unauthenticated } from '../kit/errors.js';
import { hashSecretToken, newSecretToken } from '../kit/secret-token.js';
import { inScope } from '../kit/tenant.js';
import { personService } from '../person/person.service.js';
import { membershipRepository } from './membership.repository.js';
import { verifyPassword } from './password.js';
import { afterFailure, afterSuccess, beforeAttempt, throttleKey } from './throttle.service.js';
import { userRepository } from './user.repository.js';
import type { TAuthPayloadDto, TViewerDto } from './user.schemas.js';

type User = NonNullable<Awaited<ReturnType<typeof userRepository.findById>>>;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS');

/** Sign-in by e-mail + password, CPF + birth date or CNS + birth date; unknown user and wrong secret answer alike. */
async function signIn(ctx: ServiceContext, input: TSignInInput): Promise<TAuthPayloadDto> {
  const key = throttleKey(input);
  await beforeAttempt(ctx, key);
  const user = await inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
    if (input.method === 'EMAIL') {
      const found = await userRepository.findByEmail(tx, input.email);
      const ok = await verifyPassword(found?.passwordHash ?? null, input.password);
      return ok ? found : undefined;
    }
    const found = input.method === 'CPF' ? await userRepository.findByCpf(tx, input.cpf) : await userRepository.findByCns(tx, input.cns);
    return found?.birthDate === input.birthDate ? found : undefined;
  });
  if (user?.status !== 'active') {
    await afterFailure(ctx, key);
    throw invalidCredentials();
  }
  await afterSuccess(ctx, key);
  return openSession(ctx, user, input.companyId ?? null, input.pushToken ?? null, randomUUID());
}

/** Rotates a refresh token. A token already rotated or revoked revokes its whole family (theft detection). */
async function refresh(ctx: ServiceContext, token: string): Promise<TAuthPayloadDto> {
  const tokenHash = hashSecretToken(token);
  const outcome = await inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
    const row = await userRepository.findRefresh(tx, tokenHash);
    if (!row) return { ok: false as const };
    if (!(await userRepository.claimRotation(tx, row.id))) {
      await userRepository.revokeFamily(tx, row.familyId);
      return { ok: false as const };
    }
    if (Date.parse(row.expiresAt) < nowMs()) return { ok: false as const };
    const user = await userRepository.findById(tx, row.userId);
    return user && user.status === 'active' ? { ok: true as const, user, row } : { ok: false as const };
  });
  if (!outcome.ok) throw unauthenticated();
  return openSession(ctx, outcome.user, outcome.row.companyId, null, outcome.row.familyId).catch(async (error) => {
    await inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
      await userRepository.revokeFamily(tx, outcome.row.familyId);
    });
    throw error;
  });
}

async function signOut(ctx: ServiceContext, token: string): Promise<void> {
  await inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
    const row = await userRepository.findRefresh(tx, hashSecretToken(token));
    if (row) await userRepository.revokeFamily(tx, row.familyId);
  });
}

/** Picks the company and roles, patches a patient's profile (SPEC §6), and issues the token pair. */
export async function openSession(
  ctx: ServiceContext,
  user: User,
  wantedCompany: string | null,
  pushToken: string | null,
  familyId: string,
): Promise<TAuthPayloadDto> {
  const memberships = await inScope(ctx.db, { companyId: null, userId: user.id }, (tx) => userRepository.memberships(tx, user.id));
  const chosen = wantedCompany ? memberships.find((m) => m.companyId === wantedCompany) : memberships[0];
  if (wantedCompany && !chosen && !user.isPlatformAdmin) throw invalidCredentials();
  if (!chosen && !user.isPlatformAdmin) throw invalidCredentials();
  const companyId = chosen?.companyId ?? wantedCompany ?? null;
  const roles = [...new Set([...((chosen?.roles ?? []) as Role[]), ...(user.isPlatformAdmin ? (['ADMIN'] as Role[]) : [])])];

  let personId: string | null = null;
  if (companyId && roles.includes('P')) personId = await personService.onPatientSignIn(ctx, { companyId, userId: user.id, pushToken });
  const username = personId ? `${user.id}@${personId}` : user.id;

  const principal: Principal = { userId: user.id, username, roles, companyId, platformAdmin: user.isPlatformAdmin };
  const accessToken = await signAccessToken(ctx.keys, ctx.config.auth, { ...principal, name: user.name });
  const refresh = newSecretToken();
  await inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
    await userRepository.insertRefresh(tx, {
      familyId,
      userId: user.id,
      companyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(nowMs() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
    });
  });
  return {
    accessToken,
    refreshToken: refresh.token,
    expiresIn: ctx.config.auth.accessTtlSeconds,
    viewer: toViewer(user, principal, memberships),
  };
}

async function me(ctx: ServiceContext, principal: Principal): Promise<TViewerDto> {
  const { user, memberships } = await inScope(ctx.db, { companyId: null, userId: principal.userId }, async (tx) => ({
    user: await userRepository.findById(tx, principal.userId),
    memberships: await userRepository.memberships(tx, principal.userId),
  }));
  if (user?.status !== 'active') throw unauthenticated();
  // The token names a company: the membership must still exist there (a revoked member is signed out at once, SECURITY T10),
  // and the roles shown are the membership's current ones, not the token's.
  const current = principal.companyId ? memberships.find((m) => m.companyId === principal.companyId) : undefined;
  if (principal.companyId && !current && !user.isPlatformAdmin) throw unauthenticated();
  return toViewer(user, current ? { ...principal, roles: current.roles as Role[] } : principal, memberships);
}

function toViewer(
  user: User,
  principal: Principal,
  memberships: Array<{ companyId: string; companyName: string; roles: string[] }>,
): TViewerDto {
  return {
    id: user.id,
    username: principal.username,
    name: user.name,
    email: user.email,
    roles: principal.roles,
    companyId: principal.companyId,
    personId: principal.roles.includes('P') ? personIdFromUsername(principal.username) : null,
    isPlatformAdmin: user.isPlatformAdmin,
    hasPassword: user.passwordHash !== null,
    memberships: memberships.map((m) => ({ companyId: m.companyId, companyName: m.companyName, roles: m.roles as Role[] })),
  };
}

/**
 * What the staff domain reads and writes of accounts (invitations, a member's removal): an account by e-mail or id,
 * a new account, and the end of a user's sessions in one company (or of a patient's account, on an LGPD erasure).
 */
const accounts = {
  findByEmail: userRepository.findByEmail,
  findById: userRepository.findById,
  insertUser: userRepository.insertUser,
  revokeCompanySessions: userRepository.revokeCompanySessions,
  /** The erasure-request domain's anonymisation: the patient's sign-in ends here, and the account if it was its last. */
  closePatientAccountIn: userRepository.closePatientAccountIn,
};

/** A company's members and their roles, for the staff domain (RLS keeps them to the tenant). */
const members = membershipRepository;

export const userService = { signIn, refresh, signOut, me, ...accounts, members };
