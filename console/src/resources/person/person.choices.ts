/** Select choices of the person pages; names are translation keys. */
export const STATUS_CHOICES = [
  { id: 'ACTIVE', name: 'resources.persons.statuses.ACTIVE' },
  { id: 'INACTIVE', name: 'resources.persons.statuses.INACTIVE' },
];

export const sectionLabel = (name: string) => `resources.persons.sections.${name}`;
