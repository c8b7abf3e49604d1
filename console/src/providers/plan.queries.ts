import { crudQueries } from './crud-queries';
import { CreatePlanDocument, DeletePlanDocument, PlanDocument, PlanListDocument, UpdatePlanDocument } from './plan.documents';
import { toPlanFilter, toPlanInput, toPlanListVariables, toPlanPatch } from './plan.mappers';

/** react-admin's dataProvider calls for `plans`, on the public schema (plan.graphql). */
export const planQueries = crudQueries({
  typeName: 'Plan',
  list: { document: PlanListDocument, variables: toPlanListVariables, filter: toPlanFilter, page: (data) => data.plans },
  one: { document: PlanDocument, record: (data) => data.plan },
  create: { document: CreatePlanDocument, input: toPlanInput, record: (data) => data.createPlan },
  update: { document: UpdatePlanDocument, patch: toPlanPatch, record: (data) => data.updatePlan },
  remove: { document: DeletePlanDocument, record: (data) => data.deletePlan },
});
