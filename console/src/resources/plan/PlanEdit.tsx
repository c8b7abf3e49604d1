import { DeleteButton, Edit, type HttpError, SaveButton, Toolbar, useNotify } from 'react-admin';
import { PlanForm } from './PlanForm';

/** The field message of a refused delete (a plan in use: CONFLICT on planId), else the error's own message. */
function deleteErrorMessage(error: HttpError): string {
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  return typeof errors?.planId === 'string' ? errors.planId : error.message;
}

const PlanEditToolbar = () => {
  const notify = useNotify();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        mutationOptions={{ onError: (error) => notify(deleteErrorMessage(error as HttpError), { type: 'error' }) }}
      />
    </Toolbar>
  );
};

/** Pessimistic: the form waits for the gateway, so its field errors land under the inputs. */
const PlanEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <PlanForm mode="update" toolbar={<PlanEditToolbar />} />
  </Edit>
);

export default PlanEdit;
