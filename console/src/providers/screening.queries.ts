import type { BuildQueryResult } from 'ra-data-graphql';
import type { CreateParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type {
  CreateScreeningMutation,
  DeleteScreeningMutation,
  ScreeningListQuery,
  ScreeningQuery,
  UpdateScreeningMutation,
} from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';
import {
  CreateScreeningDocument,
  DeleteScreeningDocument,
  ScreeningDocument,
  ScreeningListDocument,
  UpdateScreeningDocument,
} from './screening.documents';
import { toScreeningInput, toScreeningListVariables, toScreeningPatch } from './screening.mappers';

type Response<T> = { data: T };

/** react-admin's dataProvider calls for `screenings` (the current company's questionnaires), on screening.graphql. */
export const screeningQueries: ResourceQueries = {
  typeName: 'Screening',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: ScreeningListDocument,
    variables: toScreeningListVariables(params),
    parseResponse: ({ data }: Response<ScreeningListQuery>) => ({ data: data.screenings.items, total: data.screenings.total }),
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: ScreeningDocument,
    variables: { id: String(ids[0]) },
    parseResponse: ({ data }: Response<ScreeningQuery>) => ({ data: data.screening ? [data.screening] : [] }),
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: ScreeningDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<ScreeningQuery>) => {
      if (!data.screening) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.screening };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: CreateScreeningDocument,
    variables: { input: toScreeningInput(data) },
    parseResponse: ({ data: result }: Response<CreateScreeningMutation>) => ({ data: result.createScreening }),
  }),
  UPDATE: ({ id, data, previousData }: UpdateParams): BuildQueryResult => ({
    query: UpdateScreeningDocument,
    variables: { id: String(id), input: toScreeningPatch(data, previousData) },
    parseResponse: ({ data: result }: Response<UpdateScreeningMutation>) => ({ data: result.updateScreening }),
  }),
  DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
    query: DeleteScreeningDocument,
    variables: { id: String(id) },
    parseResponse: ({ data: result }: Response<DeleteScreeningMutation>) => ({ data: result.deleteScreening }),
  }),
};
