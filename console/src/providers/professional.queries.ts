import { crudQueries } from './crud-queries';
import {
  CreateProfessionalDocument,
  DeleteProfessionalDocument,
  ProfessionalDocument,
  ProfessionalListDocument,
  UpdateProfessionalDocument,
} from './professional.documents';
import { toProfessionalFilter, toProfessionalInput, toProfessionalListVariables, toProfessionalPatch } from './professional.mappers';

/** react-admin's dataProvider calls for `professionals`, on the public schema (professional.graphql). */
export const professionalQueries = crudQueries({
  typeName: 'Professional',
  list: {
    document: ProfessionalListDocument,
    variables: toProfessionalListVariables,
    filter: toProfessionalFilter,
    page: (data) => data.professionals,
  },
  one: { document: ProfessionalDocument, record: (data) => data.professional },
  create: { document: CreateProfessionalDocument, input: toProfessionalInput, record: (data) => data.createProfessional },
  update: { document: UpdateProfessionalDocument, patch: toProfessionalPatch, record: (data) => data.updateProfessional },
  remove: { document: DeleteProfessionalDocument, record: (data) => data.deleteProfessional },
});
