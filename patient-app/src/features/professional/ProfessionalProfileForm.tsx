import { useMutation } from '@apollo/client/react';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ProfessionalProfileFieldsFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { SectionHeading } from '../../layout/SectionHeading';
import { useAddressForm } from '../profile/address-form.hook';
import { ProfileAddressFields } from '../profile/ProfileAddressFields';
import { ProfileText } from '../profile/ProfileText';
import { ProfessionalPhotoField } from './ProfessionalPhotoField';
import { UpdateProfessionalProfileDocument } from './professional-profile.documents';
import { checkProfessionalProfile, registrationText, toProfessionalValues } from './professional-profile.util';

/**
 * The professional's own profile (SPEC §2 /profile/professional/edit/:id): the photo and presentation patients see,
 * the contacts, and the office address by CEP (SPEC §5: prescriptions need a Brazilian address). The registration,
 * role and specialties are the clinic's to change: shown, not edited.
 */
export function ProfessionalProfileForm({ professional }: { professional: ProfessionalProfileFieldsFragment }) {
  const t = useT();
  const [save] = useMutation(UpdateProfessionalProfileDocument);
  const form = useAddressForm({
    initial: toProfessionalValues(professional),
    check: checkProfessionalProfile,
    save: async (input) => {
      const { data } = await save({ variables: { id: professional.id, input } });
      return data ? toProfessionalValues(data.updateMyProfessionalProfile) : null;
    },
  });
  const registration = registrationText(professional);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle>{t('professional.profile.title')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="professional-identity">
        <Stack spacing={2}>
          <ProfessionalPhotoField id={professional.id} name={professional.name} photoUrl={professional.photoUrl ?? null} />
          <div>
            <Typography variant="h6" component="p">
              {professional.name}
            </Typography>
            {registration && <Typography color="text.secondary">{registration}</Typography>}
          </div>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {professional.specialties.map((s) => (
              <Chip key={s.code} label={s.name} variant="outlined" />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('professional.profile.clinicFields')}
          </Typography>
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={form.submit}
        sx={{ p: { xs: 2, sm: 3 } }}
        data-testid="professional-profile-form"
      >
        <Stack spacing={3}>
          {form.alert && (
            <Alert severity="error" role="alert">
              {form.alert}
            </Alert>
          )}
          <Stack spacing={2}>
            <SectionHeading title={t('professional.profile.about')} intro={t('professional.profile.aboutIntro')} />
            <ProfileText form={form} field="bio" multiline minRows={3} />
            <ProfileText form={form} field="mail" type="email" autoComplete="email" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ProfileText form={form} field="cellPhone" type="tel" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
              <ProfileText form={form} field="telephone" type="tel" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
            </Stack>
          </Stack>
          <Alert severity="info" icon={false}>
            {t('professional.profile.addressNote')}
          </Alert>
          <ProfileAddressFields form={form} />
          {form.done && (
            <Alert severity="success" role="status" data-testid="professional-profile-saved">
              {t('professional.profile.saved')}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" loading={form.busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {t('professional.profile.save')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
