import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Box, TableCell, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';

/**
 * The patient's cell of a board row: the name; under it, for a red flag, the warning icon (labelled for screen readers)
 * and "Red flag" in dark red; then the complaint in the patient's words, when they reported one.
 */
export const PatientCell = ({ protocol: p }: { protocol: EmergencyProtocolRecord }) => {
  const translate = useTranslate();
  return (
    <TableCell sx={{ maxWidth: 320 }}>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap', fontWeight: p.redFlag ? 600 : undefined }}>
        {p.patientName}
      </Box>
      {p.redFlag && (
        <Typography
          component="span"
          variant="body2"
          data-testid="red-flag"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'error.dark', fontWeight: 700 }}
        >
          <ReportProblemIcon fontSize="small" titleAccess={translate('app.emergency.board.red_flag_label')} data-testid="red-flag-icon" />
          {translate('app.emergency.board.red_flag')}
        </Typography>
      )}
      {(p.complaint || p.redFlag) && (
        <Typography
          component="span"
          variant="body2"
          data-testid="protocol-complaint"
          sx={{ display: 'block', overflowWrap: 'anywhere', color: p.redFlag ? 'text.primary' : 'text.secondary' }}
        >
          {p.complaint ?? translate('app.emergency.board.no_complaint')}
        </Typography>
      )}
    </TableCell>
  );
};
