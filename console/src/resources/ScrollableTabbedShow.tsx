import type { ReactNode } from 'react';
import { Show, type ShowProps, TabbedShowLayout, TabbedShowLayoutTabs } from 'react-admin';
import { FIT_WIDTH_SX } from './fit-width';

/**
 * A show page of many tabs: the tab bar scrolls (with arrows) when the tabs do not fit, and the page keeps to the
 * window's width (wide tables scroll inside their card).
 */
export const ScrollableTabbedShow = ({ children, actions }: { children: ReactNode; actions?: ShowProps['actions'] }) => (
  <Show actions={actions} sx={FIT_WIDTH_SX}>
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>{children}</TabbedShowLayout>
  </Show>
);
