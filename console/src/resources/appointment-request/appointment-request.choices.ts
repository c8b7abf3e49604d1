import { APPOINTMENT_REQUEST_KINDS, APPOINTMENT_REQUEST_STATUSES } from '@teleconsulta/schema';

/** Select choices of the request pages; names are translation keys. */
const choices = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `resources.appointmentRequests.${group}.${id}` }));

export const STATUS_CHOICES = choices('statuses', APPOINTMENT_REQUEST_STATUSES);
export const KIND_CHOICES = choices('kinds', APPOINTMENT_REQUEST_KINDS);

/** The edit form's status choices: the current status (to add only a note) and the ones it may go to. */
export const statusChoicesFrom = (status: string, next: readonly string[]) => choices('statuses', [status, ...next]);
