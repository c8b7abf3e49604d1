import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { PATHS, personSchedulePath } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { RadioChoices } from '../schedule/RadioChoices';
import { useMyDependents } from './my-dependents.hook';

/** /choosendependent (role P, SPEC §2): "who is it for?", the patient or a dependent, before the schedule flow. */
export default function ChooseDependentPage() {
  return (
    <RequireRole roles={['P']}>
      <ChooseDependent />
    </RequireRole>
  );
}

function ChooseDependent() {
  const t = useT();
  const navigate = useNavigate();
  const mine = useMyDependents();
  const [chosen, setChosen] = useState<string | null>(null);
  if (mine.error && !mine.loaded) return <ErrorAlert error={mine.error} />;
  if (!mine.loaded) return <RouteLoading />;
  const people = [
    ...(mine.self ? [{ id: mine.self.id, name: `${mine.self.name} (${t('dependents.choose.self')})` }] : []),
    ...mine.dependents,
  ];
  const choices = people.map((p) => ({ value: p.id, label: p.name, testId: `choose-${p.id}` }));
  const value = chosen ?? mine.self?.id ?? null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }} data-testid="choose-dependent-page">
      <div>
        <PageTitle>{t('dependents.choose.title')}</PageTitle>
        <Typography color="text.secondary">{t('dependents.choose.intro')}</Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <RadioChoices name="dependent" label={t('dependents.choose.label')} value={value} onChange={setChosen} choices={choices} />
      </Paper>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={PATHS.dependents} data-testid="choose-manage">
          {t('dependents.choose.manage')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!value}
          onClick={() => value && void navigate(personSchedulePath(value))}
          data-testid="choose-continue"
        >
          {t('dependents.choose.continue')}
        </Button>
      </Stack>
    </Stack>
  );
}
