import { Stack, Typography } from '@mui/material';
import type { Role } from '@teleconsulta/schema';
import { currentCompanyName } from '../../auth/viewer.util';
import { graphql } from '../../gql';
import type { PatientHomeViewerFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { appMenuItems } from '../../layout/app.menu';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { visibleMenuItems } from '../../layout/menu.util';
import { PageTitle } from '../../layout/PageTitle';
import { HomeDependents } from './HomeDependents';
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

/** The patient's home (SPEC §2 /, issue 18): the next appointment and what to do about it, the shortcuts, the dependents. */
export function PatientHome({ viewer }: { viewer: PatientHomeViewerFragment }) {
  const t = useT();
  const companyName = currentCompanyName(viewer);
  const { setup } = useCompanySetup();
  // Booking for a dependent is the schedule flow: shown where the menu shows it (the company's rules).
  const canBook = visibleMenuItems(appMenuItems, viewer.roles as Role[], setup?.rules ?? null).some(
    (item) => item.key === 'personSchedule',
  );
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
      {viewer.roles.includes('P') && <HomeDependents canBook={canBook} />}
    </Stack>
  );
}
