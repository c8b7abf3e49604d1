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
      erasureRequests {
        id
        personId
        status
        answer
        retentionReason
        answeredAt
        createdAt
      }
    }
  }
`);

/** The patient's erasure requests (their own and their dependents'), newest first, and whose person is theirs. */
export const MyErasureRequestsDocument = graphql(`
  query MyErasureRequests {
    me {
      id
      personId
    }
    myErasureRequests {
      id
      personId
      status
      answer
      answeredAt
      createdAt
    }
  }
`);

/** The erasure request (LGPD art. 18 VI): the clinic answers it in the console (anonymises or refuses). */
export const RequestErasureDocument = graphql(`
  mutation RequestErasure {
    requestErasure {
      id
      personId
      status
      answer
      answeredAt
      createdAt
    }
  }
`);

/** The telemedicine consent (CFM 2.314/2022 art. 15) of the patient and of each dependent they act for, themself first. */
export const TelemedicineConsentsDocument = graphql(`
  query TelemedicineConsents {
    telemedicineConsents {
      kind
      version
      personId
      accepted
      acceptedAt
      byRepresentative
      revokedAt
    }
  }
`);

/** Revokes the telemedicine consent (LGPD art. 8 §5) of the patient (no personId) or of a dependent; the room asks again. */
export const RevokeTelemedicineConsentDocument = graphql(`
  mutation RevokeTelemedicineConsent($personId: ID) {
    revokeTelemedicineConsent(personId: $personId) {
      kind
      version
      personId
      accepted
      acceptedAt
      byRepresentative
      revokedAt
    }
  }
`);

/** Who accessed the record of the patient and of their dependents (the clinic's side; the patient's own reads are not logged). */
export const RecordAccessesDocument = graphql(`
  query RecordAccesses($page: Int, $perPage: Int) {
    recordAccesses(page: $page, perPage: $perPage) {
      total
      items {
        id
        personId
        personName
        readerName
        action
        readerRoles
        kind
        itemType
        types
        appointmentProtocol
        accessedAt
      }
    }
  }
`);
