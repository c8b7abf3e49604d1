import type { BuildQueryResult } from 'ra-data-graphql';
import type { GetOneParams, UpdateParams } from 'react-admin';
import type { ProfessionalScheduleInput, ProfessionalScheduleQuery, UpdateProfessionalScheduleMutation } from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';
import { ProfessionalScheduleDocument, UpdateProfessionalScheduleDocument } from './schedule.documents';

type Response<T> = { data: T };
type Row = Record<string, unknown>;

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A window as the input takes it: the times only when it is not all day. */
const windowOf = (row: Row) => {
  const allDay = row.allDay === true;
  return { allDay, start: allDay ? null : text(row.start), end: allDay ? null : text(row.end) };
};

/** The form's values as the whole availability (PUT replaces it): rows in the order shown, read-only fields left out. */
export function toProfessionalScheduleInput(data: Row): ProfessionalScheduleInput {
  return {
    skipHolidays: data.skipHolidays !== false,
    weekly: rowsOf(data.weekly).map((row) => ({ day: Number(row.day), ...windowOf(row) })),
    extra: rowsOf(data.extra).map((row) => ({ date: String(row.date ?? ''), ...windowOf(row) })),
    blocked: rowsOf(data.blocked).map((row) => ({ date: String(row.date ?? ''), ...windowOf(row) })),
  };
}

/** react-admin's `professionalSchedules` resource: one record per professional, its id being the professional's id. */
export const professionalScheduleQueries: ResourceQueries = {
  typeName: 'ProfessionalSchedule',
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: ProfessionalScheduleDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<ProfessionalScheduleQuery>) => {
      if (!data.professionalSchedule) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: { ...data.professionalSchedule, id: String(id) } };
    },
  }),
  UPDATE: ({ id, data }: UpdateParams): BuildQueryResult => ({
    query: UpdateProfessionalScheduleDocument,
    variables: { id: String(id), input: toProfessionalScheduleInput(data) },
    parseResponse: ({ data: result }: Response<UpdateProfessionalScheduleMutation>) => ({
      data: { ...result.updateProfessionalSchedule, id: String(id) },
    }),
  }),
};
