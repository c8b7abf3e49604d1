import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const MyProfessionalDocument = graphql(`
  query MyProfessional {
    myProfessional {
      id
      name
      schedule {
        professionalId
        timeZone
        today
      }
    }
  }
`);

/**
 * The signed-in doctor's professional record, with the company's time zone (their schedule's): the id of "my
 * availability" and the calendar "today" is read in. null once loaded means the user has no record in this company.
 */
export function useMyProfessional() {
  const { data, error, loading } = useQuery(MyProfessionalDocument);
  return { professional: data?.myProfessional ?? null, loaded: data !== undefined, error, loading };
}
