import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { enUS, ptBR } from '@mui/material/locale';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEnUS, ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { productPalette } from '@teleconsulta/schema';
import { enUS as dateFnsEnUS, ptBR as dateFnsPtBR } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocale } from '../i18n/locale.context';

/**
 * The app's look, with MUI's own texts in the chosen language; the date and time pickers (layout/DateInput, TimeInput)
 * read and write days and times in that language's format.
 */
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
        locale === 'en' ? pickersEnUS : pickersPtBR,
      ),
    [locale],
  );
  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'en' ? dateFnsEnUS : dateFnsPtBR}>
        <CssBaseline />
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
