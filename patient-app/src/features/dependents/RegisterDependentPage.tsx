import { useMutation } from '@apollo/client/react';
import { Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { DependentForm } from './DependentForm';
import { useDependentForm } from './dependent-form.hook';
import { EMPTY_DEPENDENT } from './dependent-form.util';
import { AddDependentDocument, MyDependentsDocument } from './dependents.documents';
import { useMyDependents } from './my-dependents.hook';

/** /registerdependent (role P, SPEC §2): a child or another person the patient looks after, under their own record. */
export default function RegisterDependentPage() {
  return (
    <RequireRole roles={['P']}>
      <RegisterDependent />
    </RequireRole>
  );
}

function RegisterDependent() {
  const mine = useMyDependents();
  if (mine.error && !mine.loaded) return <ErrorAlert error={mine.error} />;
  if (!mine.loaded) return <RouteLoading />;
  return <RegisterForm parentId={mine.self?.id ?? null} />;
}

function RegisterForm({ parentId }: { parentId: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [add] = useMutation(AddDependentDocument);
  const form = useDependentForm(EMPTY_DEPENDENT, async (input) => {
    if (!parentId) throw new Error('no person record');
    await add({ variables: { parentId, input }, refetchQueries: [MyDependentsDocument], awaitRefetchQueries: true });
    await navigate(PATHS.dependents);
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }} data-testid="register-dependent-page">
      <div>
        <PageTitle>{t('dependents.form.registerTitle')}</PageTitle>
        <Typography color="text.secondary">{t('dependents.form.registerIntro')}</Typography>
      </div>
      <DependentForm form={form} testId="register-dependent-form" />
    </Stack>
  );
}
