import { useQuery } from '@apollo/client/react';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PATHS } from '../../routing/paths.constants';
import { useUnreadMessages } from '../messages/unread-messages.hook';
import { daySummary } from './day-summary.util';
import { timeText } from './professional-format.util';

const VirtualLineDocument = graphql(`
  query ProfessionalHomeLine {
    emergencyCheckIn {
      professionalId
      queueIds
    }
  }
`);

type Item = { status: string; startsAt: string; endsAt: string; patientName: string | null };

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box data-testid={testId}>{children}</Box>
    </Box>
  );
}

/**
 * The day at a glance (issue 18): today's open appointments, the next patient, the unread messages addressed to them
 * (live) and, when the clinic has the virtual line, the check-in.
 */
export function ProfessionalDaySummary({ items, now, timeZone }: { items: readonly Item[]; now: Date; timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const { setup } = useCompanySetup();
  const lineShown = setup?.rules.accessEmergency === true;
  const line = useQuery(VirtualLineDocument, { skip: !lineShown, fetchPolicy: 'cache-and-network' });
  const { open, next } = daySummary(items, now.getTime());
  const checkedIn = (line.data?.emergencyCheckIn.queueIds.length ?? 0) > 0;
  const unread = useUnreadMessages();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="professional-day-summary">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Fact label={t('professional.summary.countLabel')} testId="summary-count">
          <Typography variant="h6">{t('professional.summary.count', { count: open })}</Typography>
        </Fact>
        <Fact label={t('professional.summary.next')} testId="summary-next">
          <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {next
              ? t('professional.summary.nextAt', {
                  name: next.patientName ?? '—',
                  time: timeText(new Date(next.startsAt), locale, timeZone),
                })
              : t('professional.summary.noNext')}
          </Typography>
        </Fact>
        <Fact label={t('professional.summary.messages')} testId="summary-messages">
          <Link component={RouterLink} to={PATHS.messages} variant="h6" underline="hover">
            {t('professional.summary.unread', { count: unread })}
          </Link>
        </Fact>
        {lineShown && line.data && (
          <Fact label={t('professional.summary.line')} testId="summary-line">
            <Link component={RouterLink} to={PATHS.emergencyProfessional} underline="none">
              <Chip
                clickable
                color={checkedIn ? 'success' : 'default'}
                label={t(checkedIn ? 'professional.summary.checkedIn' : 'professional.summary.checkedOut')}
              />
            </Link>
          </Fact>
        )}
      </Stack>
    </Paper>
  );
}
