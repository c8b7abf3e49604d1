import { ZDashboardDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

export const dashboardClient = (t: ServiceTransport, ctx: CallContext) => ({
  get: () => t.call(ctx, { method: 'GET', path: '/dashboard' }, ZDashboardDto),
});
