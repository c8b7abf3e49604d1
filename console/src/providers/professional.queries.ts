import type { BuildQueryResult } from 'ra-data-graphql';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import type {
  CreateProfessionalMutation,
  DeleteProfessionalMutation,
  ProfessionalListQuery,
  ProfessionalQuery,
  UpdateProfessionalMutation,
} from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';
import {
  CreateProfessionalDocument,
  DeleteProfessionalDocument,
  ProfessionalDocument,
  ProfessionalListDocument,
  type ProfessionalRecord,
  UpdateProfessionalDocument,
} from './professional.documents';
import { toProfessionalFilter, toProfessionalInput, toProfessionalListVariables, toProfessionalPatch } from './professional.mappers';

type Response<T> = { data: T };

const toPage = ({ data }: Response<ProfessionalListQuery>) => ({ data: data.professionals.items, total: data.professionals.total });

/** react-admin's dataProvider calls for `professionals`, on the public schema (professional.graphql). */
export const professionalQueries: ResourceQueries = {
  typeName: 'Professional',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: ProfessionalListDocument,
    variables: toProfessionalListVariables(params),
    parseResponse: toPage,
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: ProfessionalListDocument,
    variables: { page: 1, perPage: ids.length, filter: toProfessionalFilter({ ids }) },
    parseResponse: ({ data }: Response<ProfessionalListQuery>) => ({ data: data.professionals.items }),
  }),
  GET_MANY_REFERENCE: ({ target, id, filter, ...params }: GetManyReferenceParams): BuildQueryResult => ({
    query: ProfessionalListDocument,
    variables: toProfessionalListVariables({ ...params, filter: { ...filter, [target]: String(id) } }),
    parseResponse: toPage,
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: ProfessionalDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<ProfessionalQuery>): { data: ProfessionalRecord } => {
      if (!data.professional) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.professional };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: CreateProfessionalDocument,
    variables: { input: toProfessionalInput(data) },
    parseResponse: ({ data: result }: Response<CreateProfessionalMutation>) => ({ data: result.createProfessional }),
  }),
  UPDATE: ({ id, data, previousData }: UpdateParams): BuildQueryResult => ({
    query: UpdateProfessionalDocument,
    variables: { id: String(id), input: toProfessionalPatch(data, previousData) },
    parseResponse: ({ data: result }: Response<UpdateProfessionalMutation>) => ({ data: result.updateProfessional }),
  }),
  DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
    query: DeleteProfessionalDocument,
    variables: { id: String(id) },
    parseResponse: ({ data: result }: Response<DeleteProfessionalMutation>) => ({ data: result.deleteProfessional }),
  }),
};
