import { Stack, Typography } from '@mui/material';
import type { Role } from '@teleconsulta/schema';
import { currentCompanyName } from '../../auth/viewer.util';
import { graphql } from '../../gql';
import type { PatientHomeViewerFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { HomeQuickActions } from './HomeQuickActions';
import { NextAppointmentCard } from './NextAppointmentCard';

graphql(`
  fragment PatientHomeViewer on Viewer {
    name
    personId
    roles
    companyId
    memberships {
      companyId
      companyName
    }
  }
`);

/** The patient's home (SPEC §2 /, issue 18): the next appointment and what to do about it, then the shortcuts. */
export function PatientHome({ viewer }: { viewer: PatientHomeViewerFragment }) {
  const t = useT();
  const companyName = currentCompanyName(viewer);
  return (
    <Stack spacing={4} data-testid="patient-home">
      <div>
        <PageTitle>{t('home.greeting', { name: viewer.name })}</PageTitle>
        {companyName && (
          <Typography color="text.secondary" data-testid="patient-company">
            {companyName}
          </Typography>
        )}
      </div>
      <NextAppointmentCard personId={viewer.personId ?? null} />
      <HomeQuickActions roles={viewer.roles as Role[]} personId={viewer.personId ?? null} />
    </Stack>
  );
}
