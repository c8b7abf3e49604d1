import type { BuildQueryResult } from 'ra-data-graphql';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { AppointmentListQuery, AppointmentQuery, AppointmentReportQuery } from '../gql/graphql';
import { AppointmentDocument, AppointmentListDocument, type AppointmentRecord, AppointmentReportDocument } from './appointment.documents';
import { toAppointmentListVariables, toAppointmentReportVariables } from './appointment.mappers';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';

type Response<T> = { data: T };

const toPage = ({ data }: Response<AppointmentListQuery>) => ({ data: data.appointments.items, total: data.appointments.total });

/** react-admin's dataProvider calls for `appointments` (read-only here; booking and cancel come later). */
export const appointmentQueries: ResourceQueries = {
  typeName: 'Appointment',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: AppointmentListDocument,
    variables: toAppointmentListVariables(params),
    parseResponse: toPage,
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: AppointmentDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<AppointmentQuery>): { data: AppointmentRecord } => {
      if (!data.appointment) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.appointment };
    },
  }),
};

/** `appointmentReport`: the report's rows (day × professional) as a read-only list. */
export const appointmentReportQueries: ResourceQueries = {
  typeName: 'AppointmentReportRow',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: AppointmentReportDocument,
    variables: toAppointmentReportVariables(params),
    parseResponse: ({ data }: Response<AppointmentReportQuery>) => ({
      data: data.appointmentReport.items,
      total: data.appointmentReport.total,
    }),
  }),
};
