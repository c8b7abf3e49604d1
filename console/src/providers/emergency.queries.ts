import type { BuildQueryResult } from 'ra-data-graphql';
import type { CreateParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type {
  CreateEmergencyGroupMutation,
  CreateEmergencyQueueMutation,
  DeleteEmergencyGroupMutation,
  DeleteEmergencyQueueMutation,
  EmergencyGroupListQuery,
  EmergencyGroupQuery,
  EmergencyQueueListQuery,
  EmergencyQueueQuery,
  UpdateEmergencyGroupMutation,
  UpdateEmergencyQueueMutation,
} from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import {
  CreateEmergencyGroupDocument,
  CreateEmergencyQueueDocument,
  DeleteEmergencyGroupDocument,
  DeleteEmergencyQueueDocument,
  EmergencyGroupDocument,
  EmergencyGroupListDocument,
  EmergencyQueueDocument,
  EmergencyQueueListDocument,
  UpdateEmergencyGroupDocument,
  UpdateEmergencyQueueDocument,
} from './emergency.documents';
import { pageRows, toEmergencyGroupInput, toEmergencyQueueInput } from './emergency.mappers';
import { GatewayError } from './gateway-error';

type Response<T> = { data: T };
const notFound = () => new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
const byIds = <T extends { id: string }>(rows: readonly T[], ids: readonly unknown[]) => rows.filter((r) => ids.map(String).includes(r.id));

/** react-admin's dataProvider calls for `emergencyQueues` (emergency.graphql). */
export const emergencyQueueQueries: ResourceQueries = {
  typeName: 'EmergencyQueue',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: EmergencyQueueListDocument,
    variables: {},
    parseResponse: ({ data }: Response<EmergencyQueueListQuery>) => pageRows(data.emergencyQueues, params),
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: EmergencyQueueListDocument,
    variables: {},
    parseResponse: ({ data }: Response<EmergencyQueueListQuery>) => ({ data: byIds(data.emergencyQueues, ids) }),
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: EmergencyQueueDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<EmergencyQueueQuery>) => {
      if (!data.emergencyQueue) throw notFound();
      return { data: data.emergencyQueue };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: CreateEmergencyQueueDocument,
    variables: { input: toEmergencyQueueInput(data) },
    parseResponse: ({ data: result }: Response<CreateEmergencyQueueMutation>) => ({ data: result.createEmergencyQueue }),
  }),
  UPDATE: ({ id, data }: UpdateParams): BuildQueryResult => ({
    query: UpdateEmergencyQueueDocument,
    variables: { id: String(id), input: toEmergencyQueueInput(data) },
    parseResponse: ({ data: result }: Response<UpdateEmergencyQueueMutation>) => ({ data: result.updateEmergencyQueue }),
  }),
  DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
    query: DeleteEmergencyQueueDocument,
    variables: { id: String(id) },
    parseResponse: ({ data: result }: Response<DeleteEmergencyQueueMutation>) => ({ data: result.deleteEmergencyQueue }),
  }),
};

/** react-admin's dataProvider calls for `emergencyGroups` (the gateway reads every page of GET /emergency/group). */
export const emergencyGroupQueries: ResourceQueries = {
  typeName: 'EmergencyGroup',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: EmergencyGroupListDocument,
    variables: {},
    parseResponse: ({ data }: Response<EmergencyGroupListQuery>) => pageRows(data.emergencyGroups, params),
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: EmergencyGroupListDocument,
    variables: {},
    parseResponse: ({ data }: Response<EmergencyGroupListQuery>) => ({ data: byIds(data.emergencyGroups, ids) }),
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: EmergencyGroupDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<EmergencyGroupQuery>) => {
      if (!data.emergencyGroup) throw notFound();
      return { data: data.emergencyGroup };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: CreateEmergencyGroupDocument,
    variables: { input: toEmergencyGroupInput(data) },
    parseResponse: ({ data: result }: Response<CreateEmergencyGroupMutation>) => ({ data: result.createEmergencyGroup }),
  }),
  UPDATE: ({ id, data }: UpdateParams): BuildQueryResult => ({
    query: UpdateEmergencyGroupDocument,
    variables: { id: String(id), input: toEmergencyGroupInput(data) },
    parseResponse: ({ data: result }: Response<UpdateEmergencyGroupMutation>) => ({ data: result.updateEmergencyGroup }),
  }),
  DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
    query: DeleteEmergencyGroupDocument,
    variables: { id: String(id) },
    parseResponse: ({ data: result }: Response<DeleteEmergencyGroupMutation>) => ({ data: result.deleteEmergencyGroup }),
  }),
};
