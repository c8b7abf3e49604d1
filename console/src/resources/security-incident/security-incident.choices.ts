import { SECURITY_INCIDENT_DATA_CATEGORIES, SECURITY_INCIDENT_RISKS, SECURITY_INCIDENT_STATUSES } from '@teleconsulta/schema';

/** Choices of the register's pages; names are translation keys. */
const choices = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: incidentKey(`${group}.${id}`) }));

/** A key of the register's strings (i18n/security-incident.ts). */
export const incidentKey = (key: string) => `resources.securityIncidents.${key}`;

export const STATUS_CHOICES = choices('statuses', SECURITY_INCIDENT_STATUSES);
export const RISK_CHOICES = choices('risks', SECURITY_INCIDENT_RISKS);
export const DATA_CATEGORY_CHOICES = choices('dataCategories', SECURITY_INCIDENT_DATA_CATEGORIES);
