import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PROFESSIONAL_PATHS } from '../professional/professional.paths';
import { type SigningErrorCode, signingErrorCode } from './document-errors.util';

/** What only a new certificate in the profile fixes. */
const FIXED_IN_PROFILE: readonly SigningErrorCode[] = ['NO_CERTIFICATE', 'NOT_PKCS12', 'EXPIRED', 'NO_CPF', 'CPF_MISMATCH'];

type Props = {
  code: string;
  /** The sentence around the reason ("issued but not signed: {reason} …"); the reason alone without it. */
  text?: (reason: string) => string;
};

/** Why the signature was not made, translated, with the way to the profile when the certificate is what is wrong. */
export function SigningErrorAlert({ code, text }: Props) {
  const t = useT();
  const known = signingErrorCode(code);
  const reason = t(`clinicalDocuments.signingError.${known}`);
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="document-signing-error"
      data-code={known}
      action={
        FIXED_IN_PROFILE.includes(known) ? (
          <Button component={RouterLink} to={PROFESSIONAL_PATHS.myProfile} color="inherit" size="small">
            {t('clinicalDocuments.goToProfile')}
          </Button>
        ) : undefined
      }
    >
      {text ? text(reason) : reason}
    </Alert>
  );
}
