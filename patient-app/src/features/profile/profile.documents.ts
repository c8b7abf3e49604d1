import { graphql } from '../../gql';

graphql(`
  fragment MyProfileFields on Person {
    id
    name
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

export const MyProfileDocument = graphql(`
  query MyProfile($personId: ID!) {
    myProfile(personId: $personId) {
      ...MyProfileFields
    }
  }
`);

export const UpdateMyProfileDocument = graphql(`
  mutation UpdateMyProfile($personId: ID!, $input: MyProfileInput!) {
    updateMyProfile(personId: $personId, input: $input) {
      ...MyProfileFields
    }
  }
`);

export const AddressByCepDocument = graphql(`
  query AddressByCep($cep: String!) {
    addressByCep(cep: $cep) {
      zipCode
      street
      neighborhood
      city
      cityName
      region
    }
  }
`);

export const ProfilePlacesDocument = graphql(`
  query ProfilePlaces($region: String) {
    regions: domainList(name: REGION) {
      code
      value
    }
    cities: domainList(name: CITY, parent: $region) {
      code
      value
    }
  }
`);
