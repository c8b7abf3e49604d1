import type { ClinicalDocumentKind } from '@teleconsulta/schema';
import { PDFDict, type PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/**
 * The health-document metadata ITI's "Validar" portal reads (BRAZIL.md §7b): custom entries of the PDF's Info
 * dictionary (document properties, not visible text), keyed by OID, that say who prescribed (council registration
 * and its UF) and what the document is. The validator checks with the council that the signer is an active
 * professional with that registration.
 *
 * Sources: ITI, "Validar — Guia de Orientações aos Desenvolvedores" (validar.iti.gov.br/guia-desenvolvedor.html),
 * whose "OID para profissionais" table starts with 2.16.76.1.4.2.2 (Conselho Federal de Medicina); the complete
 * arcs as the public implementations of that guide write them — Lacuna Software's PKI Suite samples
 * (LacunaSoftware/PkiSuiteSamples: DocumentType 2.16.76.1.12.1.x; Info entries 2.16.76.1.4.2.2.1 = CRM number,
 * .2.2.2 = its UF, .2.2.3 = specialty, .2.3.x = the pharmacist's CRF) and lsjunior/icrypto-framework ConstantesIcp (the
 * council arcs 2.16.76.1.4.2.N of DOC-ICP-04.01, suffixes .1 number, .2 UF, .3 specialty). The guide's page itself
 * could not be read past its first table row here, so every OID but 2.16.76.1.4.2.2 is from those implementations.
 */

/**
 * ICP-Brasil's arc for each federal council (2.16.76.1.4.2.N), by the regional council's acronym the professional's
 * registration is printed with. Only CRM, CRO and CRF are checked by the validator; the others are there so a
 * nurse's or psychologist's document is labelled right rather than not at all.
 */
const COUNCIL_ARC: Readonly<Record<string, string>> = {
  CRM: '2.16.76.1.4.2.2',
  CRF: '2.16.76.1.4.2.3',
  CRBIO: '2.16.76.1.4.2.4',
  CRBM: '2.16.76.1.4.2.5',
  CREF: '2.16.76.1.4.2.6',
  COREN: '2.16.76.1.4.2.7',
  CREFITO: '2.16.76.1.4.2.8',
  CRFA: '2.16.76.1.4.2.9',
  CRMV: '2.16.76.1.4.2.10',
  CRN: '2.16.76.1.4.2.11',
  CRO: '2.16.76.1.4.2.12',
  CRP: '2.16.76.1.4.2.13',
};

/** Under a council's arc: the registration number and its UF. */
const REGISTRATION_SUFFIX = '.1';
const UF_SUFFIX = '.2';

/**
 * The document-type OID (2.16.76.1.12.1.x) of each kind: 1 prescription of medicines, 2 medical certificate, 3 exam
 * request, 11 medical report. The guide has no type for a referral; a referral letter states the case to another
 * professional, so it goes as a medical report (the validator validates reports; "registro de atendimento clínico",
 * .6, would misdescribe it).
 */
export const DOCUMENT_TYPE_OID: Readonly<Record<ClinicalDocumentKind, string>> = {
  PRESCRIPTION: '2.16.76.1.12.1.1',
  CERTIFICATE: '2.16.76.1.12.1.2',
  EXAM_REQUEST: '2.16.76.1.12.1.3',
  REFERRAL: '2.16.76.1.12.1.11',
};

/** The Info entries (OID → value) for a document of `kind` by a professional registered as `council`-`state` `registration`. */
export function healthDocumentEntries(
  kind: ClinicalDocumentKind,
  professional: { council: string; registration: string; state: string },
): [oid: string, value: string][] {
  // The type is told by the key alone: the reference implementations leave its value empty.
  const entries: [string, string][] = [[DOCUMENT_TYPE_OID[kind], '']];
  const arc = COUNCIL_ARC[professional.council.trim().toUpperCase()];
  if (arc) {
    entries.push([arc + REGISTRATION_SUFFIX, professional.registration.trim()]);
    entries.push([arc + UF_SUFFIX, professional.state.trim().toUpperCase()]);
  }
  return entries;
}

/**
 * Writes the entries into the Info dictionary. Set before signing, so the signature covers them. An ASCII value (a
 * registration, a UF) is a plain literal string, what readers of these entries compare; anything else goes as UTF-16.
 */
export function setHealthDocumentMetadata(document: PDFDocument, entries: [oid: string, value: string][]): void {
  const info = infoDict(document);
  for (const [oid, value] of entries)
    info.set(PDFName.of(oid), /^[\x20-\x7e]*$/.test(value) ? PDFString.of(escapeLiteral(value)) : PDFHexString.fromText(value));
}

/** pdf-lib writes a PDFString's text between parentheses as it is: a backslash or parenthesis must be escaped. */
function escapeLiteral(value: string): string {
  return value.replace(/[\\()]/g, '\\$&');
}

/** The trailer's Info dictionary, created when missing (pdf-lib keeps its own getInfoDict private). */
function infoDict(document: PDFDocument): PDFDict {
  const { context } = document;
  const existing = context.trailerInfo.Info ? context.lookup(context.trailerInfo.Info) : undefined;
  if (existing instanceof PDFDict) return existing;
  const info = context.obj({});
  context.trailerInfo.Info = context.register(info);
  return info;
}
