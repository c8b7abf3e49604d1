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
import type { CreatePlanMutation, DeletePlanMutation, PlanListQuery, PlanQuery, UpdatePlanMutation } from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';
import {
  CreatePlanDocument,
  DeletePlanDocument,
  PlanDocument,
  PlanListDocument,
  type PlanRecord,
  UpdatePlanDocument,
} from './plan.documents';
import { toPlanFilter, toPlanInput, toPlanListVariables, toPlanPatch } from './plan.mappers';

type Response<T> = { data: T };

const toPage = ({ data }: Response<PlanListQuery>) => ({ data: data.plans.items, total: data.plans.total });

/** react-admin's dataProvider calls for `plans`, on the public schema (plan.graphql). */
export const planQueries: ResourceQueries = {
  typeName: 'Plan',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: PlanListDocument,
    variables: toPlanListVariables(params),
    parseResponse: toPage,
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: PlanListDocument,
    variables: { page: 1, perPage: ids.length, filter: toPlanFilter({ ids }) },
    parseResponse: ({ data }: Response<PlanListQuery>) => ({ data: data.plans.items }),
  }),
  GET_MANY_REFERENCE: ({ target, id, filter, ...params }: GetManyReferenceParams): BuildQueryResult => ({
    query: PlanListDocument,
    variables: toPlanListVariables({ ...params, filter: { ...filter, [target]: String(id) } }),
    parseResponse: toPage,
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: PlanDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<PlanQuery>): { data: PlanRecord } => {
      if (!data.plan) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.plan };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: CreatePlanDocument,
    variables: { input: toPlanInput(data) },
    parseResponse: ({ data: result }: Response<CreatePlanMutation>) => ({ data: result.createPlan }),
  }),
  UPDATE: ({ id, data, previousData }: UpdateParams): BuildQueryResult => ({
    query: UpdatePlanDocument,
    variables: { id: String(id), input: toPlanPatch(data, previousData) },
    parseResponse: ({ data: result }: Response<UpdatePlanMutation>) => ({ data: result.updatePlan }),
  }),
  DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
    query: DeletePlanDocument,
    variables: { id: String(id) },
    parseResponse: ({ data: result }: Response<DeletePlanMutation>) => ({ data: result.deletePlan }),
  }),
};
