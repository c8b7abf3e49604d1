import { useMutation } from '@apollo/client/react';
import { Alert, Button, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { PublicFormCard } from './PublicFormCard';
import { ConfirmEmailChangeDocument } from './password.documents';

/** /confirm-email/:token, the link mailed to a new sign-in e-mail: confirms it at once and says so. */
export default function ConfirmEmailPage() {
  const t = useT();
  const locale = useLocale();
  const token = useParams().token ?? '';
  const [confirm] = useMutation(ConfirmEmailChangeDocument);
  const [outcome, setOutcome] = useState<{ ok: true; email: string } | { ok: false; text: string } | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm({ variables: { token } })
      .then(({ data }) => setOutcome({ ok: true, email: data?.confirmEmailChange ?? '' }))
      .catch((error: unknown) => setOutcome({ ok: false, text: feedbackText(feedbackFromError(error, locale)) ?? '' }));
  }, [confirm, token, locale]);
  return (
    <PublicFormCard title={t('email.confirm.title')} testId="confirm-email">
      {!outcome && <Typography color="text.secondary">{t('email.confirm.working')}</Typography>}
      {outcome?.ok && (
        <>
          <Alert severity="success" role="status" data-testid="confirm-email-done">
            {t('email.confirm.done', { email: outcome.email })}
          </Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained" size="large" fullWidth>
            {t('password.reset.signIn')}
          </Button>
        </>
      )}
      {outcome && !outcome.ok && (
        <>
          <Alert severity="error" role="alert" data-testid="confirm-email-failed">
            {outcome.text}
          </Alert>
          <Link component={RouterLink} to={PATHS.changeEmail} sx={{ alignSelf: 'center' }}>
            {t('email.confirm.askAgain')}
          </Link>
        </>
      )}
    </PublicFormCard>
  );
}
