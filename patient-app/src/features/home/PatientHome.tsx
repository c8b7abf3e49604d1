import { Chip, Paper, Stack, Typography } from '@mui/material';
import { currentCompanyName } from '../../auth/viewer.util';
import { graphql } from '../../gql';
import type { PatientHomeViewerFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';

graphql(`
  fragment PatientHomeViewer on Viewer {
    name
    roles
    companyId
    memberships {
      companyId
      companyName
    }
  }
`);

/** The patient's home: who is signed in, to which company, with which roles. */
export function PatientHome({ viewer }: { viewer: PatientHomeViewerFragment }) {
  const t = useT();
  const companyName = currentCompanyName(viewer);
  return (
    <Stack spacing={3} data-testid="patient-home">
      <PageTitle>{t('home.greeting', { name: viewer.name })}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="dl" spacing={2} sx={{ m: 0 }}>
          {companyName && (
            <div>
              <Typography component="dt" variant="overline" color="text.secondary">
                {t('home.company')}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid="patient-company">
                {companyName}
              </Typography>
            </div>
          )}
          <div>
            <Typography component="dt" variant="overline" color="text.secondary">
              {t('home.roles')}
            </Typography>
            <Stack component="dd" direction="row" spacing={1} useFlexGap sx={{ m: 0, flexWrap: 'wrap' }}>
              {viewer.roles.map((role) => (
                <Chip key={role} label={t(`role.${role}` as const)} color="primary" variant="outlined" />
              ))}
            </Stack>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
