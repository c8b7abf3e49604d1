import { graphql } from '../../gql';

/** What a list row shows of a document, for its professional and its patient alike. */
graphql(`
  fragment ClinicalDocumentRow on ClinicalDocument {
    id
    kind
    appointmentId
    personName
    professionalName
    code
    signatureStatus
    signedAt
    url
    validationPath
    supersedesId
    supersededById
    issuedAt
  }
`);

/** The content a correction starts from (the professional's "Correct"). */
graphql(`
  fragment ClinicalDocumentContent on ClinicalDocument {
    prescription {
      items {
        medication
        dosage
        route
        quantity
        duration
      }
      specialControl
    }
    certificate {
      days
      cid
      cidConsent
      remarks
    }
    examRequest {
      exams
      clinicalIndication
    }
    referral {
      specialty
      reason
    }
  }
`);

/** An appointment's documents, for the professional who attends it (with the content, to correct one). */
export const AppointmentClinicalDocumentsDocument = graphql(`
  query AppointmentClinicalDocuments($appointmentId: ID!) {
    clinicalDocuments(appointmentId: $appointmentId) {
      id
      ...ClinicalDocumentRow
      ...ClinicalDocumentContent
    }
  }
`);

/** The patient's documents: one appointment's, or a person's across their appointments. */
export const PatientClinicalDocumentsDocument = graphql(`
  query PatientClinicalDocuments($appointmentId: ID, $personId: ID) {
    clinicalDocuments(appointmentId: $appointmentId, personId: $personId) {
      id
      ...ClinicalDocumentRow
    }
  }
`);

export const IssueClinicalDocumentDocument = graphql(`
  mutation IssueClinicalDocument($input: IssueClinicalDocumentInput!) {
    issueClinicalDocument(input: $input) {
      signingError
      document {
        id
        ...ClinicalDocumentRow
        ...ClinicalDocumentContent
      }
    }
  }
`);

export const SignClinicalDocumentDocument = graphql(`
  mutation SignClinicalDocument($id: ID!, $password: String!) {
    signClinicalDocument(id: $id, password: $password) {
      signingError
      document {
        id
        ...ClinicalDocumentRow
      }
    }
  }
`);

/** The specialties a referral sends to (REQUEST_SPECIALTYS, in the request's language). */
export const ReferralSpecialtiesDocument = graphql(`
  query ReferralSpecialties {
    domainList(name: REQUEST_SPECIALTYS) {
      code
      value
    }
  }
`);

graphql(`
  fragment SigningCertificateFields on SigningCertificate {
    holderName
    holderCpf
    issuerName
    notBefore
    notAfter
    fingerprint
    uploadedAt
  }
`);

export const MySigningCertificateDocument = graphql(`
  query MySigningCertificate {
    mySigningCertificate {
      ...SigningCertificateFields
    }
  }
`);

export const UploadSigningCertificateDocument = graphql(`
  mutation UploadSigningCertificate($pkcs12Base64: String!, $password: String!) {
    uploadSigningCertificate(pkcs12Base64: $pkcs12Base64, password: $password) {
      ...SigningCertificateFields
    }
  }
`);

export const RemoveSigningCertificateDocument = graphql(`
  mutation RemoveSigningCertificate {
    removeSigningCertificate
  }
`);

graphql(`
  fragment DocumentValidationFields on DocumentValidation {
    code
    kind
    issuedAt
    timeZone
    companyName
    professionalName
    professionalRegistration
    specialControl
    signatureStatus
    signedAt
    signerName
    signerIssuer
    sha256
    superseded
    dispensed
    dispensingCount
  }
`);

export const DocumentValidationDocument = graphql(`
  query DocumentValidation($code: String!) {
    documentValidation(code: $code) {
      ...DocumentValidationFields
    }
  }
`);

export const DispenseClinicalDocumentDocument = graphql(`
  mutation DispenseClinicalDocument($code: String!, $input: DispensingInput!) {
    dispenseClinicalDocument(code: $code, input: $input) {
      ...DocumentValidationFields
    }
  }
`);
