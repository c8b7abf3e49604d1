import { useQuery } from '@apollo/client/react';
import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { CurrentTermsOfUseDocument } from './current-terms.documents';

type Props = { checked: boolean; error?: string; onChange: (checked: boolean) => void };

/**
 * The terms of use in force (read from the server: the platform administrator publishes new versions) in a scrolling
 * box the keyboard reaches, and the box to tick that accepts them.
 */
export function TermsOfUseField({ checked, error, onChange }: Props) {
  const t = useT();
  const { data, error: readError } = useQuery(CurrentTermsOfUseDocument);
  if (readError) return <ErrorAlert error={readError} />;
  const terms = data?.currentTermsOfUse;
  if (!terms) return <RouteLoading />;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id="invite-terms-title">
        {terms.title}
      </Typography>
      <Box
        tabIndex={0}
        aria-labelledby="invite-terms-title"
        data-testid="invite-terms"
        sx={{
          mt: 1,
          maxHeight: 160,
          overflowY: 'auto',
          whiteSpace: 'pre-line',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          typography: 'body2',
          color: 'text.secondary',
        }}
      >
        {terms.text}
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox name="acceptTerms" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={t('invite.terms.accept')}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
