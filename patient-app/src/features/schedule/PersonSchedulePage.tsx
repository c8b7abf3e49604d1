import { useQuery } from '@apollo/client/react';
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { RouteLoading } from '../../routing/RouteLoading';
import { ScheduleFlow } from './ScheduleFlow';
import { forgetScheduleFlow } from './schedule-history.hook';

/** For whom the signed-in patient may act: themself (me.personId) and the people registered under them. */
graphql(`
  fragment PatientChoices on Query {
    me {
      id
      personId
    }
    persons(perPage: 100) {
      items {
        id
        name
        parentId
        status
      }
    }
  }
`);

const SchedulePageDocument = graphql(`
  query SchedulePage {
    ...PatientChoices
    specialties {
      code
      name
    }
    professionals(perPage: 100) {
      items {
        id
        name
        specialties {
          code
          name
        }
      }
    }
    uploadLimits {
      maxMb
    }
  }
`);

/** /personschedule (role P): scheduling, when the company lets patients book (SPEC §2, §6). */
export default function PersonSchedulePage() {
  return (
    <RequireRole roles={['P']}>
      <PersonSchedule />
    </RequireRole>
  );
}

function PersonSchedule() {
  const t = useT();
  const company = useCompanySetup();
  const { data, error } = useQuery(SchedulePageDocument, { fetchPolicy: 'cache-and-network' });
  const [attempt, setAttempt] = useState(0);
  // ?patient=: whom the flow is for, chosen before it (/choosendependent); only for the first booking of the visit.
  const [search] = useSearchParams();
  const chosenPatientId = attempt === 0 ? search.get('patient') : null;

  const title = <PageTitle>{t('schedule.title')}</PageTitle>;
  // A failed refresh keeps the flow on screen; only a first read that failed shows the error.
  if (!company.setup && company.error) return <ErrorAlert error={company.error} />;
  if (!data && error) return <ErrorAlert error={error} />;
  if (!company.setup || !data) return <RouteLoading />;
  const { rules } = company.setup;
  if (!rules.allowsPatientToSchedule && !rules.accessPersonSchedule) {
    return (
      <Stack spacing={3}>
        {title}
        <Alert severity="info" data-testid="schedule-unavailable">
          {t('schedule.unavailable')}
        </Alert>
      </Stack>
    );
  }
  const selfId = data.me?.personId ?? null;
  const people = data.persons.items;
  const patients = [
    ...people.filter((p) => p.id === selfId).map((p) => ({ id: p.id, name: p.name, self: true })),
    ...people
      .filter((p) => p.parentId !== null && p.parentId === selfId && p.status === 'ACTIVE')
      .map((p) => ({ id: p.id, name: p.name, self: false })),
  ];
  return (
    <Stack spacing={3} data-testid="person-schedule">
      {title}
      <ScheduleFlow
        key={attempt}
        patients={patients}
        specialties={data.specialties}
        professionals={data.professionals.items}
        maxMb={data.uploadLimits.maxMb}
        chosenPatientId={chosenPatientId}
        onStartOver={() => {
          forgetScheduleFlow();
          setAttempt((n) => n + 1);
        }}
      />
    </Stack>
  );
}
