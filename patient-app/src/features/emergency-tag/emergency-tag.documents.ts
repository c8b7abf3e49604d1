import { graphql } from '../../gql';

/** The protocol's tag as a PDF (base64), for the local print helper. */
export const GenerateEmergencyTagDocument = graphql(`
  mutation GenerateEmergencyTag($protocolId: ID!) {
    generateEmergencyTag(protocolId: $protocolId) {
      fileName
      contentType
      base64
    }
  }
`);
