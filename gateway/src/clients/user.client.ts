import {
  ZAuthPayloadDto,
  type ZEmailChangeRequest,
  type ZPasswordChange,
  type ZPasswordReset,
  type ZPasswordResetRequest,
  type ZSignInInput,
  ZTenantRolesDto,
  ZViewerDto,
} from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export const userClient = (t: ServiceTransport, ctx: CallContext) => ({
  signIn: (input: LaxInput<typeof ZSignInInput>) =>
    t.call(ctx, { method: 'POST', path: '/user/auth/signin', body: input }, ZAuthPayloadDto),
  refresh: (refreshToken: string) => t.call(ctx, { method: 'POST', path: '/user/auth/refresh', body: { refreshToken } }, ZAuthPayloadDto),
  signOut: (refreshToken: string) => t.call(ctx, { method: 'POST', path: '/user/auth/signout', body: { refreshToken } }, z.unknown()),
  me: () => t.call(ctx, { method: 'GET', path: '/user/me' }, ZViewerDto),
  /** The caller's roles in the call's company (ACCESS_DENIED when not a member there). */
  tenant: () => t.call(ctx, { method: 'GET', path: '/user/tenant' }, ZTenantRolesDto),
  requestPasswordReset: (input: LaxInput<typeof ZPasswordResetRequest>) =>
    t.call(ctx, { method: 'POST', path: '/user/password/forgot', body: input }, z.unknown()),
  resetPassword: (input: LaxInput<typeof ZPasswordReset>) =>
    t.call(ctx, { method: 'POST', path: '/user/password/reset', body: input }, z.unknown()),
  requestEmailChange: (input: LaxInput<typeof ZEmailChangeRequest>) =>
    t.call(ctx, { method: 'POST', path: '/user/email', body: input }, z.unknown()),
  confirmEmailChange: (token: string) =>
    t.call(ctx, { method: 'POST', path: '/user/email/confirm', body: { token } }, z.object({ email: z.string() })),
  changePassword: (input: LaxInput<typeof ZPasswordChange>) =>
    t.call(ctx, { method: 'PUT', path: '/user/password', body: input }, ZAuthPayloadDto),
});
