import { useQuery } from '@apollo/client/react';
import { Alert, CircularProgress, InputAdornment, Stack } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import type { AddressForm } from './address-form.hook';
import { ProfileText } from './ProfileText';
import { ProfilePlacesDocument } from './profile.documents';

/** The address by CEP: a complete CEP fills street, district, state and city; every field stays editable. */
export function ProfileAddressFields({ form }: { form: AddressForm<never> }) {
  const t = useT();
  const region = form.values.region;
  const places = useQuery(ProfilePlacesDocument, { variables: { region: region || null } });
  const regions = places.data?.regions ?? [];
  const cities = region ? (places.data?.cities ?? []) : [];
  const spinner = form.looking ? (
    <InputAdornment position="end">
      <CircularProgress size={18} aria-label={t('profile.cep.looking')} data-testid="cep-looking" />
    </InputAdornment>
  ) : null;
  return (
    <Stack spacing={2}>
      <SectionHeading title={t('profile.address.title')} intro={t('profile.address.intro')} />
      <ProfileText
        form={form}
        field="zipCode"
        autoComplete="postal-code"
        sx={{ maxWidth: { sm: 220 } }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 }, input: { endAdornment: spinner } }}
      />
      {form.cepAlert && (
        <Alert severity="warning" role="alert" data-testid="cep-failed">
          {form.cepAlert}
        </Alert>
      )}
      <ProfileText form={form} field="street" autoComplete="address-line1" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ProfileText form={form} field="number" sx={{ maxWidth: { sm: 160 } }} />
        <ProfileText form={form} field="complement" autoComplete="address-line2" />
      </Stack>
      <ProfileText form={form} field="neighborhood" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ProfileText
          form={form}
          field="region"
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 220 } }}
        >
          <option value="" />
          {regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.value}
            </option>
          ))}
        </ProfileText>
        <ProfileText
          form={form}
          field="city"
          select
          disabled={!region}
          helperText={region ? undefined : t('profile.cep.chooseState')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {cities.map((c) => (
            <option key={c.code} value={c.code}>
              {c.value}
            </option>
          ))}
        </ProfileText>
      </Stack>
    </Stack>
  );
}
