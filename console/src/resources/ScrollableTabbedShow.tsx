import type { ReactNode } from 'react';
import { Show, TabbedShowLayout, TabbedShowLayoutTabs } from 'react-admin';

/** A show page of many tabs: the tab bar scrolls (with arrows) when the tabs do not fit. */
export const ScrollableTabbedShow = ({ children }: { children: ReactNode }) => (
  <Show>
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>{children}</TabbedShowLayout>
  </Show>
);
