import {
  incidentCloseIssues,
  incidentComplementDue,
  incidentKeptUntil,
  incidentNotificationDue,
  incidentNotificationOverdue,
  incidentOwesNotification,
  now,
  SECURITY_INCIDENT_ROLES,
  type TSecurityIncidentDto,
  type TSecurityIncidentInput,
  type TSecurityIncidentListQuery,
} from '@teleconsulta/schema';
import { AppError, notFound } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { userService } from '../user/user.service.js';
import { securityIncidentRepository as repo, type SecurityIncidentRow } from './security-incident.repository.js';

/**
 * The register of security incidents (LGPD art. 48; Resolução CD/ANPD 15/2024, art. 10; SECURITY.md T20), kept by the
 * clinic administrators: an entry is registered, completed while open, and closed once its measures and its
 * communications (or the reason there were none) are recorded. A closed entry never changes; none is deleted for 5
 * years (the database refuses both).
 */

/** An entry with its deadlines: 3 and 20 business days from the day it was known, kept 5 years from its registration. */
export const toSecurityIncidentDto = (row: SecurityIncidentRow): TSecurityIncidentDto => ({
  ...row,
  notificationDue: incidentNotificationDue(row.detectedAt),
  complementDue: incidentComplementDue(row.detectedAt),
  notificationOwed: row.status === 'OPEN' && incidentOwesNotification(row),
  notificationOverdue: row.status === 'OPEN' && incidentNotificationOverdue(row, now()),
  keptUntil: incidentKeptUntil(row.createdAt),
});

async function find(tx: Tx, id: string, lock = false): Promise<SecurityIncidentRow> {
  const found = await repo.byId(tx, id, lock);
  if (!found) throw notFound();
  return found;
}

/** Who acts, as they are named now (kept on the entry as it was then). */
async function actor(tx: Tx, tenant: Tenant) {
  const user = await userService.findById(tx, tenant.principal.userId);
  return { userId: tenant.principal.userId, name: user?.name ?? tenant.principal.username };
}

/** An open entry, locked: an update and a close at once are serialised, and what comes second sees the first. */
async function openOne(tx: Tx, id: string): Promise<SecurityIncidentRow> {
  const row = await find(tx, id, true);
  if (row.status !== 'OPEN') throw new AppError('CONFLICT', { fields: [{ field: 'status', key: 'incidentClosed' }] });
  return row;
}

const guard = (tenant: Tenant) => {
  requireRole(tenant, SECURITY_INCIDENT_ROLES);
  return companyOf(tenant);
};

export const securityIncidentService = {
  /** GET /security-incident: the register, the most recently known first. */
  list: async (tx: Tx, tenant: Tenant, query: TSecurityIncidentListQuery) => {
    guard(tenant);
    const page = await repo.list(tx, query);
    return { items: page.items.map(toSecurityIncidentDto), total: page.total };
  },

  /** GET /security-incident/{id}. */
  get: async (tx: Tx, tenant: Tenant, id: string): Promise<TSecurityIncidentDto> => {
    guard(tenant);
    return toSecurityIncidentDto(await find(tx, id));
  },

  /** POST /security-incident: a new open entry. */
  record: async (tx: Tx, tenant: Tenant, input: TSecurityIncidentInput): Promise<TSecurityIncidentDto> => {
    const companyId = guard(tenant);
    const id = await repo.insert(tx, companyId, input, await actor(tx, tenant));
    return toSecurityIncidentDto(await find(tx, id));
  },

  /** PUT /security-incident/{id}: the whole entry replaced while it is open; a closed one is a CONFLICT. */
  update: async (tx: Tx, tenant: Tenant, id: string, input: TSecurityIncidentInput): Promise<TSecurityIncidentDto> => {
    guard(tenant);
    await openOne(tx, id);
    await repo.update(tx, id, input);
    return toSecurityIncidentDto(await find(tx, id));
  },

  /** PUT /security-incident/{id}/close: only with the measures and the communications, or the reason for none. */
  close: async (tx: Tx, tenant: Tenant, id: string): Promise<TSecurityIncidentDto> => {
    guard(tenant);
    const row = await openOne(tx, id);
    const issues = incidentCloseIssues(row);
    if (issues.length) throw new AppError('BAD_INPUT', { fields: issues });
    await repo.close(tx, id, await actor(tx, tenant));
    return toSecurityIncidentDto(await find(tx, id));
  },
};
