import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazy } from 'react';
import type { SecurityIncidentRecord } from '../../providers/security-incident.documents';

/** The title of an entry's pages: the beginning of its description. */
const TITLE_LENGTH = 48;

/**
 * The register of security incidents with personal data (LGPD art. 48; Resolução CD/ANPD 15/2024, art. 10): clinic
 * administrators record, complete and close entries; separate chunks.
 */
export default {
  list: lazy(() => import('./SecurityIncidentList')),
  show: lazy(() => import('./SecurityIncidentShow')),
  create: lazy(() => import('./SecurityIncidentCreate')),
  edit: lazy(() => import('./SecurityIncidentEdit')),
  icon: ReportProblemIcon,
  recordRepresentation: ({ description }: SecurityIncidentRecord) =>
    description.length > TITLE_LENGTH ? `${description.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : description,
};
