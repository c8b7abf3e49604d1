import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { dateInZone, guardianshipEndingOn } from '@teleconsulta/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { healthRecordPath, PATHS, personSchedulePath } from '../../routing/paths.constants';
import { useMyDependents } from '../dependents/my-dependents.hook';
import { formatBirthDate } from '../dependents/my-dependents.util';

/**
 * The home's dependents (issue 18 item 7): each one the patient acts for, with a way to book for them and to their
 * record, and the day a child comes of age when it is near; nothing for a patient without dependents.
 */
export function HomeDependents({ canBook }: { canBook: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { timeZone } = useCompanySetup();
  const { dependents } = useMyDependents();
  if (dependents.length === 0) return null;
  const today = dateInZone(timeZone);
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="home-dependents-title" data-testid="home-dependents">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography id="home-dependents-title" variant="h6" component="h2">
          {t('home.dependents.title')}
        </Typography>
        <Button component={RouterLink} to={PATHS.dependents} size="small" data-testid="home-dependents-manage">
          {t('home.dependents.manage')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {dependents.map((d) => {
          const endsOn = guardianshipEndingOn(d, today);
          return (
            <Card
              key={d.id}
              variant="outlined"
              sx={{ flex: { xs: 'none', sm: '1 1 240px' } }}
              data-testid="home-dependent"
              data-person-id={d.id}
            >
              <CardContent sx={{ pb: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{d.name}</Typography>
                {endsOn && (
                  <Typography variant="body2" color="text.secondary">
                    {t('home.dependents.comingOfAge', { date: formatBirthDate(endsOn, locale) })}
                  </Typography>
                )}
              </CardContent>
              <CardActions sx={{ px: 2, pb: 1.5, flexWrap: 'wrap', gap: 1 }}>
                {canBook && (
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={personSchedulePath(d.id)}
                    data-testid="home-dependent-book"
                  >
                    {t('home.dependents.book')}
                  </Button>
                )}
                <Button
                  size="small"
                  component={RouterLink}
                  to={healthRecordPath(d.id)}
                  sx={{ ml: '0 !important' }}
                  data-testid="home-dependent-record"
                >
                  {t('home.dependents.record')}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
