import { DEPENDENT_RELATIONSHIPS } from '@teleconsulta/schema';

/** Select choices of the person pages; names are translation keys. */
export const STATUS_CHOICES = [
  { id: 'ACTIVE', name: 'resources.persons.statuses.ACTIVE' },
  { id: 'INACTIVE', name: 'resources.persons.statuses.INACTIVE' },
];

/** A dependent's relationship to the responsible person (DEPENDENT_RELATIONSHIPS). */
export const RELATIONSHIP_CHOICES = DEPENDENT_RELATIONSHIPS.map((code) => ({ id: code, name: `resources.persons.relationships.${code}` }));

export const sectionLabel = (name: string) => `resources.persons.sections.${name}`;
