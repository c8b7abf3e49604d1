import { graphql } from '../../gql';

graphql(`
  fragment ExportPerson on Person {
    id
    name
    socialName
    birthDate
    cpf
    uhcId
    gender
    mail
    cellPhone
    telephone
    country
    profession
    relationship
    street
    number
    complement
    neighborhood
    city
    region
    zipCode
    status
    createdAt
    updatedAt
  }
`);

/** Every field a patient may read of their own data (the JSON download is this answer as it is). */
export const MyDataExportDocument = graphql(`
  query MyDataExport {
    myDataExport {
      generatedAt
      account {
        id
        name
        email
        memberships {
          companyId
          companyName
          roles
        }
      }
      person {
        ...ExportPerson
      }
      dependents {
        ...ExportPerson
      }
      appointments {
        id
        protocol
        typeName
        statusName
        sourceName
        startsAt
        endsAt
        timeZone
        professionalName
        specialtyName
        patientName
        reason
        orientation
        upshot
        notes
        cancelReason
        cancelTime
        priceCents
        paidAt
        attendanceStartedAt
        finishedAt
        createdAt
        files {
          id
          fileName
          contentType
          sizeBytes
          createdAt
        }
      }
      messages {
        id
        subject
        personName
        createdAt
        thread {
          id
          senderName
          body
          createdAt
          appointment
        }
      }
      termsOfUse {
        version
        title
        accepted
        acceptedAt
      }
    }
  }
`);

/** The erasure request goes to the clinic as a message: the clinic answers it in its inbox (the console). */
export const ErasureRequestDocument = graphql(`
  mutation ErasureRequest($input: NewMessageInput!) {
    sendMessage(input: $input) {
      id
    }
  }
`);
