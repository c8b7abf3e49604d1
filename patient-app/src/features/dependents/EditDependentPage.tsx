import { useMutation } from '@apollo/client/react';
import { Alert, Stack } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { DependentForm } from './DependentForm';
import { useDependentForm } from './dependent-form.hook';
import { type DependentValues, toDependentValues } from './dependent-form.util';
import { UpdateDependentDocument } from './dependents.documents';
import { useMyDependents } from './my-dependents.hook';

/** /dependents/edit/:id (role P): one of the patient's own dependents; anyone else's is "not found among yours". */
export default function EditDependentPage() {
  return (
    <RequireRole roles={['P']}>
      <EditDependent />
    </RequireRole>
  );
}

function EditDependent() {
  const t = useT();
  const { id } = useParams();
  const mine = useMyDependents();
  if (mine.error && !mine.loaded) return <ErrorAlert error={mine.error} />;
  if (!mine.loaded) return <RouteLoading />;
  const dependent = mine.dependents.find((d) => d.id === id);
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }} data-testid="edit-dependent-page">
      <PageTitle>{t('dependents.form.editTitle')}</PageTitle>
      {dependent ? (
        <EditForm id={dependent.id} initial={toDependentValues(dependent)} />
      ) : (
        <Alert severity="warning">{t('dependents.form.notFound')}</Alert>
      )}
    </Stack>
  );
}

function EditForm({ id, initial }: { id: string; initial: DependentValues }) {
  const navigate = useNavigate();
  const [update] = useMutation(UpdateDependentDocument);
  const form = useDependentForm(initial, async (input) => {
    await update({ variables: { id, input } });
    await navigate(PATHS.dependents);
  });
  return <DependentForm form={form} testId="edit-dependent-form" />;
}
