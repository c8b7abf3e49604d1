import { useQuery } from '@apollo/client/react';
import { DEFAULT_TIME_ZONE } from '@teleconsulta/schema';
import { hasSession } from '../auth/session';
import { graphql } from '../gql';
import type { CompanySetupQuery } from '../gql/graphql';

const CompanySetupDocument = graphql(`
  query CompanySetup {
    companySetup {
      id
      displayPoweredBy
      settings {
        timeZone
        appointmentDuration
        cancellationCutoffHours
      }
      rules {
        allowsPatientToSchedule
        accessPersonSchedule
        allowsHiddenButtonSchedule
        allowProfessionalViewPatientHistory
        accessEmergency
        benefitsClubAccess
      }
    }
  }
`);

export type CompanySetup = NonNullable<CompanySetupQuery['companySetup']>;

/**
 * The signed-in company's setup (rules, time zone, "Powered by"), read once per session and shared from the cache by
 * the menu and the pages. `setup` is null while loading, on failure or without a company.
 */
export function useCompanySetup(): { setup: CompanySetup | null; loading: boolean; error: unknown; timeZone: string } {
  const { data, loading, error } = useQuery(CompanySetupDocument, { skip: !hasSession() });
  const setup = data?.companySetup ?? null;
  return { setup, loading, error, timeZone: setup?.settings.timeZone ?? DEFAULT_TIME_ZONE };
}
