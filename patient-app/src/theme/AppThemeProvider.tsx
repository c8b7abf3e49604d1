import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { enUS, ptBR } from '@mui/material/locale';
import { productPalette } from '@teleconsulta/schema';
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
          // The product's palette (AA contrast for white text on every status colour), as in the console.
          palette: { ...productPalette, contrastThreshold: 4.5 },
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
