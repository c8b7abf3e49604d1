import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { enUS, ptBR } from '@mui/material/locale';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocale } from '../i18n/locale.context';

/** The app's look, with MUI's own texts in the chosen language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const theme = useMemo(
    () =>
      createTheme(
        {
          palette: { primary: { main: '#00695c' }, secondary: { main: '#1565c0' }, background: { default: '#f4f7f7' } },
          shape: { borderRadius: 10 },
          typography: { button: { textTransform: 'none', fontWeight: 600 } },
        },
        locale === 'en' ? enUS : ptBR,
      ),
    [locale],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
