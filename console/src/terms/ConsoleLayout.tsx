import { Layout, type LayoutProps } from 'react-admin';
import { ConsoleAppBar } from '../layout/ConsoleAppBar';
import { ConsoleA11yDefaults } from '../theme/ConsoleA11yDefaults';
import { ConsoleTermsGate } from './ConsoleTermsGate';

/** react-admin's layout (app bar, menu, page) behind the terms-of-use gate. */
export const ConsoleLayout = (props: LayoutProps) => (
  <ConsoleTermsGate>
    <ConsoleA11yDefaults>
      <Layout {...props} appBar={ConsoleAppBar} />
    </ConsoleA11yDefaults>
  </ConsoleTermsGate>
);
