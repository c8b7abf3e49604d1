import { graphql } from '../../gql';

graphql(`
  fragment ProfessionalProfileFields on Professional {
    id
    name
    crm
    crmState
    licenseCouncil
    specialties {
      code
      name
    }
    photoUrl
    bio
    mail
    cellPhone
    telephone
    zipCode
    street
    number
    complement
    neighborhood
    city
    region
  }
`);

export const ProfessionalProfileDocument = graphql(`
  query ProfessionalProfile($id: ID!) {
    professional(id: $id) {
      ...ProfessionalProfileFields
    }
  }
`);

export const UpdateProfessionalProfileDocument = graphql(`
  mutation UpdateProfessionalProfile($id: ID!, $input: ProfessionalProfileInput!) {
    updateMyProfessionalProfile(id: $id, input: $input) {
      ...ProfessionalProfileFields
    }
  }
`);
