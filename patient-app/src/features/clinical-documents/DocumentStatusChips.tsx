import { Chip, Stack, Tooltip } from '@mui/material';
import type { SignatureStatus } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';

type Props = { status: SignatureStatus; superseded: boolean };

/** SIGNED / UNSIGNED, and "Superseded" when a newer document corrects this one. */
export function DocumentStatusChips({ status, superseded }: Props) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={status === 'SIGNED' ? 'success' : 'default'}
        variant={status === 'SIGNED' ? 'filled' : 'outlined'}
        label={t(`clinicalDocuments.status.${status}`)}
        data-testid="document-signature-status"
        data-status={status}
      />
      {superseded && (
        <Tooltip title={t('clinicalDocuments.supersededHint')}>
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('clinicalDocuments.superseded')}
            data-testid="document-superseded"
          />
        </Tooltip>
      )}
    </Stack>
  );
}
