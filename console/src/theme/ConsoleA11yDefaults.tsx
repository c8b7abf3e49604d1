import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * What the theme cannot know before the language is chosen: a name for every progress indicator ("Loading…" in the
 * user's language). react-admin's own (the app bar's loading indicator, its page loader) have none, and a progressbar
 * without a name is announced as nothing.
 */
export const ConsoleA11yDefaults = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const loading = translate('ra.page.loading');
  const withNames = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': loading },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': loading },
        },
      },
    }),
    [loading],
  );
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
};
