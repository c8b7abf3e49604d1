import { Chip, Paper, Stack, Typography } from '@mui/material';
import type { Role } from '@teleconsulta/schema';
import { env } from '../../env';
import { useLocale, useT } from '../../i18n/locale.context';

type Props = { invitation: { companyName: string; email: string; roles: readonly Role[]; expiresAt: string } };

/** Which clinic invites, to which roles, for which e-mail, and until when the link works. */
export function InvitationSummary({ invitation }: Props) {
  const t = useT();
  const locale = useLocale();
  const expires = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'pt-BR', { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(invitation.expiresAt),
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="invite-summary">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" data-testid="invite-clinic">
          {invitation.companyName}
        </Typography>
        <Typography>{t('invite.lead', { clinic: invitation.companyName, product: env.productName })}</Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {invitation.roles.map((role) => (
            <Chip key={role} label={t(`role.${role}` as const)} color="primary" variant="outlined" data-testid={`invite-role-${role}`} />
          ))}
        </Stack>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {t('invite.for', { email: invitation.email })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('invite.expires', { date: expires })}
        </Typography>
      </Stack>
    </Paper>
  );
}
