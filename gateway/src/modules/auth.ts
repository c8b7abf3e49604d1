import { type Role, STAFF_ROLES } from '@teleconsulta/schema';
import type { GatewayContext, Viewer } from '../context.js';
import { catalogueError } from '../errors.js';

export function requireViewer(ctx: GatewayContext): Viewer {
  if (!ctx.viewer) throw catalogueError('UNAUTHENTICATED', ctx.locale);
  return ctx.viewer;
}

/** Early refusal in the gateway (the services check again): the viewer needs one of the roles. */
export function requireRoles(ctx: GatewayContext, roles: readonly Role[]): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.platformAdmin && !viewer.roles.some((r) => roles.includes(r))) throw catalogueError('ACCESS_DENIED', ctx.locale);
  return viewer;
}

export const requireStaff = (ctx: GatewayContext) => requireRoles(ctx, STAFF_ROLES);
