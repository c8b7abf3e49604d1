import { useApolloClient } from '@apollo/client/react';
import { Alert, AlertTitle, Button, Paper, Stack, Typography } from '@mui/material';
import type { Role } from '@teleconsulta/schema';
import { useNavigate } from 'react-router-dom';
import { env } from '../../env';
import { useLocale, useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { consoleUrlOf, invitationPlaces } from './invite.util';

export type Accepted = { companyName: string; email: string; roles: readonly Role[]; signedIn: boolean };

/**
 * After accepting: where to work next. Patients and professionals continue in this app, already signed in to the
 * clinic they joined; managers, clinic administrators and representatives go to the console (a link when the app
 * knows its address, else a plain message).
 */
export function InviteAccepted({ companyName, email, roles, signedIn }: Accepted) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useApolloClient();
  const places = invitationPlaces(roles);
  const consoleUrl = consoleUrlOf(env);
  const names = new Intl.ListFormat(locale === 'en' ? 'en-US' : 'pt-BR', { type: 'conjunction' }).format(
    roles.map((role) => t(`role.${role}` as const)),
  );
  const go = async (path: string) => {
    // The store held the page as a visitor (and maybe another session): the app starts afresh as the new member.
    await client.clearStore();
    await navigate(path, { replace: true });
  };

  return (
    <Stack spacing={3} data-testid="invite-accepted">
      <Alert severity="success" role="status">
        <AlertTitle>{t('invite.done.title', { clinic: companyName })}</AlertTitle>
        {t('invite.done.roles', { roles: names })}
      </Alert>
      {places.app && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2} alignItems="flex-start">
            <Typography>{signedIn ? t('invite.done.app', { clinic: companyName }) : t('signIn.subtitle')}</Typography>
            <Button variant="contained" onClick={() => void go(signedIn ? PATHS.home : PATHS.login)} data-testid="invite-continue">
              {signedIn ? t('invite.done.continue') : t('signIn.submit')}
            </Button>
          </Stack>
        </Paper>
      )}
      {places.console && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="invite-console">
          <Stack spacing={2} alignItems="flex-start">
            <Typography sx={{ wordBreak: 'break-word' }}>{t('invite.done.console', { email })}</Typography>
            {consoleUrl ? (
              <Button variant={places.app ? 'outlined' : 'contained'} href={consoleUrl} data-testid="invite-console-link">
                {t('invite.done.consoleLink')}
              </Button>
            ) : (
              <Typography color="text.secondary">{t('invite.done.consoleAsk')}</Typography>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
