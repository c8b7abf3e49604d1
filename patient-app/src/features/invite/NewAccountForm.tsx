import { Button, TextField } from '@mui/material';
import { format } from '@teleconsulta/schema';
import { useLocale, useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import { PasswordField } from '../login/PasswordField';
import type { Accepted } from './InviteAccepted';
import { InviteFormCard } from './InviteFormCard';
import { useNewAccount } from './new-account.hook';
import { TermsOfUseField } from './TermsOfUseField';

type Props = { token: string; email: string; onAccepted: (accepted: Accepted) => void };

/**
 * The invited e-mail has no account: the person creates it here with their own name and password (SPEC §5 rule and
 * confirmation) and accepts the terms of use; the membership is created with it. Patients and professionals are then
 * signed in to the clinic they joined.
 */
export function NewAccountForm({ token, email, onAccepted }: Props) {
  const t = useT();
  const locale = useLocale();
  const { values, errors, alert, change, submit, busy } = useNewAccount(token, email, onAccepted);

  return (
    <InviteFormCard
      testId="invite-new-account"
      onSubmit={submit}
      heading={<SectionHeading title={t('invite.new.title')} intro={t('invite.new.intro')} />}
      alert={alert}
      email={email}
    >
      <TextField
        id="invite-name"
        name="name"
        label={t('invite.field.name')}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name !== undefined}
        helperText={errors.name}
        autoComplete="name"
        autoFocus
        required
        fullWidth
      />
      <PasswordField
        name="password"
        label={t('invite.field.password')}
        value={values.password}
        error={errors.password}
        helperText={format('passwordRule', locale)}
        autoComplete="new-password"
        onChange={(value) => change('password', value)}
      />
      <PasswordField
        name="passwordConfirm"
        label={t('invite.field.passwordConfirm')}
        value={values.passwordConfirm}
        error={errors.passwordConfirm}
        autoComplete="new-password"
        onChange={(value) => change('passwordConfirm', value)}
      />
      <TermsOfUseField checked={values.acceptTerms} error={errors.termsVersion} onChange={(checked) => change('acceptTerms', checked)} />
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth data-testid="invite-create-account">
        {t('invite.new.submit')}
      </Button>
    </InviteFormCard>
  );
}
