import type { Theme } from '@mui/material/styles';
import { productPalette } from '@teleconsulta/schema';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { toolbarBackground } from './product-palette';

/**
 * The console's look: react-admin's light theme in the product's palette (the patient app's: teal primary, blue
 * secondary, rounded corners, buttons in sentence case), with every colour readable at WCAG AA (4.5:1) — text on
 * a colour gets whichever of white or black reaches 4.5:1, and the app bar (ConsoleAppBar) is the primary teal.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...productPalette, contrastThreshold: 4.5 },
  shape: { borderRadius: 10 },
  typography: {
    ...defaultLightTheme.typography,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultLightTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: toolbarBackground } } },
    // react-admin greys these texts below AA (half opacity, the disabled grey): they are read, so they are readable.
    RaAccessDenied: { styleOverrides: { root: { '& .RaAccessDenied-message': { opacity: 1 } } } },
    RaEmpty: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) },
    },
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
    // An avatar without a photo shows initials: white on a grey dark enough to read them.
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#ffffff' } } },
    // A checkbox's name belongs to its input (react-admin's row checkbox puts aria-label on the wrapping span, where it
    // names nothing): the input takes it, the span drops it.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: ({ 'aria-label': name }: { 'aria-label'?: string }) => (name ? { 'aria-label': name } : {}),
        },
      },
    },
  },
};
