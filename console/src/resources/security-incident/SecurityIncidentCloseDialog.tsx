import { useMutation } from '@apollo/client';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, AlertTitle, Button } from '@mui/material';
import type { FieldIssue } from '@teleconsulta/schema';
import { useState } from 'react';
import { Link, useCreatePath, useNotify, useRefresh, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { CloseSecurityIncidentDocument, type SecurityIncidentRecord } from '../../providers/security-incident.documents';
import { ConfirmActionDialog } from '../ConfirmActionDialog';
import { incidentKey } from './security-incident.choices';

/**
 * "Close incident": says that a closed entry never changes and what closing needs, then asks the gateway. A refusal
 * for what is missing (BAD_INPUT: measures, anpdNotifiedAt, subjectsNotifiedAt, each with the server's message in the
 * user's language) is listed in the dialog, with a way to the edit page to complete the entry.
 */
export function SecurityIncidentCloseDialog({ record, onClose }: { record: SecurityIncidentRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const [close, closing] = useMutation(CloseSecurityIncidentDocument);
  const [missing, setMissing] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const confirm = async () => {
    setMissing([]);
    setFormError(null);
    try {
      await close({ variables: { id: record.id } });
      notify(incidentKey('close.done'), { type: 'info' });
      onClose();
      refresh();
    } catch (error) {
      const failure = toGatewayError(error);
      if (failure.code === 'BAD_INPUT' && failure.fields.length > 0) setMissing(failure.fields);
      else setFormError(failure.fields[0]?.message ?? translate(failure.message, { _: failure.message }));
    }
  };

  return (
    <ConfirmActionDialog
      titleId="incident-close-title"
      title={translate(incidentKey('close.title'))}
      text={translate(incidentKey('close.content'))}
      error={formError}
      errorTestId="incident-close-error"
      busy={closing.loading}
      onClose={onClose}
      onConfirm={() => void confirm()}
      confirmLabel={translate(incidentKey('actions.close'))}
      confirmTestId="incident-close-confirm"
    >
      {missing.length > 0 ? (
        <Alert severity="error" data-testid="incident-close-missing">
          <AlertTitle>{translate(incidentKey('close.missing'))}</AlertTitle>
          <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
            {missing.map((issue) => (
              <li key={issue.field} data-field={issue.field}>
                {issue.message}
              </li>
            ))}
          </ul>
          <Button
            component={Link}
            to={createPath({ resource: 'securityIncidents', type: 'edit', id: record.id })}
            variant="outlined"
            color="error"
            size="small"
            startIcon={<EditIcon />}
            sx={{ mt: 1.5 }}
            data-testid="incident-close-complete"
          >
            {translate(incidentKey('close.complete'))}
          </Button>
        </Alert>
      ) : null}
    </ConfirmActionDialog>
  );
}
