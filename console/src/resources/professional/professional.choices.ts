/** Select choices of the professional pages; names are translation keys. */
export const ROLE_CHOICES = [
  { id: 'D', name: 'resources.professionals.roles.D' },
  { id: 'DC', name: 'resources.professionals.roles.DC' },
];

export const sectionLabel = (name: string) => `resources.professionals.sections.${name}`;

/** "CRM 123456/SP". */
export const registrationText = (p: { licenseCouncil?: string | null; crm?: string | null; crmState?: string | null }) =>
  p.crm ? `${p.licenseCouncil ?? 'CRM'} ${p.crm}/${p.crmState ?? ''}` : '—';
