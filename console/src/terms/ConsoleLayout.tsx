import { Layout, type LayoutProps } from 'react-admin';
import { ConsoleAppBar } from '../layout/ConsoleAppBar';
import { ConsoleTermsGate } from './ConsoleTermsGate';

/** react-admin's layout (app bar, menu, page) behind the terms-of-use gate. */
export const ConsoleLayout = (props: LayoutProps) => (
  <ConsoleTermsGate>
    <Layout {...props} appBar={ConsoleAppBar} />
  </ConsoleTermsGate>
);
