import type { Role } from '../constants.js';

/** Who issues clinical documents: the professional who attends the appointment (SPEC §2 "issue digital prescriptions"). */
export const CLINICAL_DOCUMENT_ISSUE_ROLES: readonly Role[] = ['D', 'DC'];
/**
 * Who reads an appointment's documents and downloads them: its patient (or guardian), its professional, and the
 * issuing clinic's managers and administrators. Reception (R) does not: documents are clinical.
 */
export const CLINICAL_DOCUMENT_READ_ROLES: readonly Role[] = ['P', 'D', 'DC', 'M', 'CA', 'ADMIN'];
export const CLINICAL_DOCUMENT_STAFF_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
