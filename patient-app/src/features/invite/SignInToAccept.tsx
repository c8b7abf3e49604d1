import { useMutation } from '@apollo/client/react';
import { Button } from '@mui/material';
import { fieldLabel, format } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { saveSession } from '../../auth/session';
import { env } from '../../env';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import { PasswordField } from '../login/PasswordField';
import type { Accepted } from './InviteAccepted';
import { InviteFormCard } from './InviteFormCard';
import { AcceptInvitationDocument, InviteSignInDocument, InviteSignOutDocument } from './invite.documents';
import { invitationPlaces } from './invite.util';

type Props = { token: string; email: string; onAccepted: (accepted: Accepted) => void };

/**
 * The invited e-mail has an account: the person signs in as that e-mail (the ordinary sign-in, with its throttle),
 * the invitation is accepted with that session, and patients and professionals are signed in to the clinic they
 * joined. The first session only proves who accepts: it is signed out afterwards.
 */
export function SignInToAccept({ token, email, onAccepted }: Props) {
  const t = useT();
  const locale = useLocale();
  const [signIn] = useMutation(InviteSignInDocument);
  const [accept] = useMutation(AcceptInvitationDocument);
  const [signOut] = useMutation(InviteSignOutDocument);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    if (password === '') {
      setError(format('required', locale, fieldLabel('password', locale)));
      return;
    }
    setBusy(true);
    let proof: { accessToken: string; refreshToken: string } | null = null;
    try {
      proof = (await signIn({ variables: { input: { method: 'EMAIL', email, password } } })).data?.signIn ?? null;
      if (!proof) return;
      const { data } = await accept({
        variables: { token, input: null },
        context: { headers: { Authorization: `Bearer ${proof.accessToken}` } },
      });
      if (!data) return;
      const joined = data.acceptStaffInvitation;
      let signedIn = false;
      if (invitationPlaces(joined.roles).app) {
        const session = await signIn({ variables: { input: { method: 'EMAIL', email, password, companyId: joined.companyId } } }).catch(
          () => null,
        );
        if (session?.data) {
          saveSession(session.data.signIn);
          signedIn = true;
        }
      }
      onAccepted({ ...joined, signedIn });
    } catch (failure) {
      const feedback = feedbackFromError(failure, locale);
      setAlert(feedbackText(feedback));
    } finally {
      if (proof) await signOut({ variables: { refreshToken: proof.refreshToken } }).catch(() => undefined);
      setBusy(false);
    }
  };

  return (
    <InviteFormCard
      testId="invite-sign-in"
      onSubmit={submit}
      heading={
        <SectionHeading
          title={t('invite.existing.title')}
          intro={t('invite.existing.intro', { product: env.productName, email })}
          introSx={{ wordBreak: 'break-word' }}
        />
      }
      alert={alert}
      email={email}
    >
      <PasswordField
        name="password"
        label={t('invite.field.password')}
        value={password}
        error={error}
        autoComplete="current-password"
        autoFocus
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth data-testid="invite-sign-in-accept">
        {t('invite.existing.submit')}
      </Button>
    </InviteFormCard>
  );
}
