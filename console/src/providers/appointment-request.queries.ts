import type { BuildQueryResult } from 'ra-data-graphql';
import type { GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type { AppointmentRequestListQuery, AppointmentRequestQuery, UpdateAppointmentRequestMutation } from '../gql/graphql';
import {
  AppointmentRequestDocument,
  AppointmentRequestListDocument,
  UpdateAppointmentRequestDocument,
} from './appointment-request.documents';
import { toAppointmentRequestListVariables, toAppointmentRequestUpdate } from './appointment-request.mappers';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';

type Response<T> = { data: T };

const toPage = ({ data }: Response<AppointmentRequestListQuery>) => ({
  data: data.appointmentRequests.items,
  total: data.appointmentRequests.total,
});

/** react-admin's dataProvider calls for `appointmentRequests` (appointment-request.graphql): read and move on. */
export const appointmentRequestQueries: ResourceQueries = {
  typeName: 'AppointmentRequest',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: AppointmentRequestListDocument,
    variables: toAppointmentRequestListVariables(params),
    parseResponse: toPage,
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    // Nothing references requests by id; one is enough for react-admin's cache refreshes.
    query: AppointmentRequestDocument,
    variables: { id: String(ids[0]) },
    parseResponse: ({ data }: Response<AppointmentRequestQuery>) => ({ data: data.appointmentRequest ? [data.appointmentRequest] : [] }),
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: AppointmentRequestDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<AppointmentRequestQuery>) => {
      if (!data.appointmentRequest) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.appointmentRequest };
    },
  }),
  UPDATE: ({ id, data }: UpdateParams): BuildQueryResult => ({
    query: UpdateAppointmentRequestDocument,
    variables: { id: String(id), input: toAppointmentRequestUpdate(data) },
    parseResponse: ({ data: result }: Response<UpdateAppointmentRequestMutation>) => ({ data: result.updateAppointmentRequest }),
  }),
};
