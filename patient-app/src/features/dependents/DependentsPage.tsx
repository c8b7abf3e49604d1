import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { DependentCard, type DependentItem } from './DependentCard';
import { useMyDependents } from './my-dependents.hook';
import { RemoveDependentDialog } from './RemoveDependentDialog';

/** /dependents (role P, from the account menu): the patient's dependents, to register, edit, remove and book for. */
export default function DependentsPage() {
  return (
    <RequireRole roles={['P']}>
      <Dependents />
    </RequireRole>
  );
}

function Dependents() {
  const t = useT();
  const mine = useMyDependents();
  const rules = useCompanySetup().setup?.rules;
  const [removing, setRemoving] = useState<DependentItem | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  if (mine.error && !mine.loaded) return <ErrorAlert error={mine.error} />;
  if (!mine.loaded) return <RouteLoading />;
  const canBook = Boolean(rules?.allowsPatientToSchedule || rules?.accessPersonSchedule);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }} data-testid="dependents-page">
      <div>
        <PageTitle>{t('dependents.title')}</PageTitle>
        <Typography color="text.secondary">{t('dependents.intro')}</Typography>
      </div>
      <Box>
        <Button variant="outlined" component={RouterLink} to={PATHS.registerDependent} data-testid="dependents-register">
          {t('dependents.register')}
        </Button>
      </Box>
      {removed && (
        <Alert severity="success" role="status" onClose={() => setRemoved(null)} data-testid="dependent-removed">
          {t('dependents.removed', { name: removed })}
        </Alert>
      )}
      {mine.dependents.length === 0 ? (
        <Typography data-testid="dependents-empty">{t('dependents.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="dependents-list">
          {mine.dependents.map((dependent) => (
            <DependentCard key={dependent.id} dependent={dependent} canBook={canBook} onRemove={() => setRemoving(dependent)} />
          ))}
        </Stack>
      )}
      {removing && mine.self && (
        <RemoveDependentDialog
          parentId={mine.self.id}
          dependent={removing}
          onClose={(done) => {
            if (done) setRemoved(removing.name);
            setRemoving(null);
          }}
        />
      )}
    </Stack>
  );
}
