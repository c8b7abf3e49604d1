import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { SectionHeading } from '../../layout/SectionHeading';
import { PATHS } from '../../routing/paths.constants';
import { ProfileAddressFields } from './ProfileAddressFields';
import { ProfileText } from './ProfileText';
import { type ProfileForm as Form, useProfileForm } from './profile-form.hook';
import type { ProfileValues } from './profile-form.util';

type Props = { personId: string; email: string | null; initial: ProfileValues };

/** The profile form: name and phones, then the address by CEP; the server's field errors show under their fields. */
export function ProfileForm({ personId, email, initial }: Props) {
  const t = useT();
  const form = useProfileForm(personId, initial);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Paper variant="outlined" component="form" noValidate onSubmit={form.submit} sx={{ p: { xs: 2, sm: 3 } }} data-testid="profile-form">
        <Stack spacing={3}>
          {form.alert && (
            <Alert severity="error" role="alert" data-testid="profile-alert">
              {form.alert}
            </Alert>
          )}
          <PersonalFields form={form} email={email} />
          <ProfileAddressFields form={form} />
          {form.done && (
            <Alert severity="success" role="status" data-testid="profile-saved">
              {t('profile.saved')}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={form.busy}
            sx={{ alignSelf: { sm: 'flex-start' } }}
            data-testid="profile-save"
          >
            {t('profile.save')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

function PersonalFields({ form, email }: { form: Form; email: string | null }) {
  const t = useT();
  return (
    <Stack spacing={2}>
      <SectionHeading title={t('profile.personal.title')} intro={t('profile.personal.intro')} />
      <ProfileText form={form} field="name" required autoComplete="name" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ProfileText form={form} field="cellPhone" type="tel" autoComplete="tel-national" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        <ProfileText form={form} field="telephone" type="tel" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
      </Stack>
      {email && (
        <Typography variant="body2" color="text.secondary" data-testid="profile-email-note">
          {t('profile.emailNote', { email })}{' '}
          <Link component={RouterLink} to={PATHS.changeEmail}>
            {t('profile.changeEmail')}
          </Link>
        </Typography>
      )}
    </Stack>
  );
}
