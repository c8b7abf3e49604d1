import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import { Box, Container, Link, Paper, Tab, Tabs, Typography } from '@mui/material';
import { type ReactElement, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { hasSession } from '../../auth/session';
import { env } from '../../env';
import { useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { returnPath } from './return-path.util';
import { SignInForm } from './SignInForm';
import { SIGN_IN_METHODS, type SignInMethod } from './sign-in-form.util';

const METHOD_ICONS: Record<SignInMethod, ReactElement> = {
  EMAIL: <AlternateEmailIcon />,
  CPF: <BadgeOutlinedIcon />,
  CNS: <HealthAndSafetyOutlinedIcon />,
};

/**
 * /login: the three ways of signing in (SPEC §2) as tabs. A signed-in visitor goes straight home, or back to the page
 * that sent them here (?next=, e.g. the room of a short link).
 */
export default function LoginPage() {
  const t = useT();
  const [method, setMethod] = useState<SignInMethod>('EMAIL');
  const next = returnPath(useSearchParams()[0].get('next')) ?? PATHS.home;
  if (hasSession()) return <Navigate to={next} replace />;

  return (
    <Container component="main" maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Typography variant="h5" component="p" color="primary" sx={{ textAlign: 'center', fontWeight: 700, mb: 3 }}>
        {env.productName}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1">
          {t('signIn.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('signIn.subtitle')}
        </Typography>
        <Tabs
          value={method}
          onChange={(_, next: SignInMethod) => setMethod(next)}
          variant="fullWidth"
          aria-label={t('signIn.methods')}
          sx={{ mb: 3 }}
        >
          {SIGN_IN_METHODS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`signIn.method.${value}` as const)}
              icon={METHOD_ICONS[value]}
              id={`sign-in-tab-${value}`}
              aria-controls="sign-in-panel"
              data-testid={`sign-in-tab-${value}`}
              sx={{ minHeight: 64, px: 0.5 }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="sign-in-panel" aria-labelledby={`sign-in-tab-${method}`}>
          <SignInForm key={method} method={method} next={next} />
        </Box>
        {method === 'EMAIL' && (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Link component={RouterLink} to={PATHS.forgotPassword} data-testid="forgot-password-link">
              {t('password.forgotLink')}
            </Link>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
