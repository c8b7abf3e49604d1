import { useApolloClient } from '@apollo/client';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useState } from 'react';
import {
  BooleanInput,
  Button,
  CreateButton,
  DataTable,
  TopToolbar,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { MessageListItem } from '../../providers/message.documents';
import { LocalDateField } from '../LocalDateField';
import { PagedList } from '../PagedList';
import { searchFilter } from '../search-filter';
import { MessageAddresseeField } from './MessageAddresseeField';
import { MessageStatusField, MessageSubjectField } from './MessageStatusField';
import { archive, unarchive } from './message.actions';

const filters = [
  searchFilter,
  <BooleanInput key="unread" source="unread" alwaysOn />,
  <BooleanInput key="archived" source="archived" alwaysOn />,
];

/** Archives the selected threads, or moves them back to the inbox when the list shows the archive. */
const BulkArchiveButton = () => {
  const { selectedIds, filterValues } = useListContext();
  const client = useApolloClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('messages');
  const [busy, setBusy] = useState(false);
  const inArchive = filterValues.archived === true;
  const run = async () => {
    setBusy(true);
    const ids = selectedIds.map(String);
    const done = inArchive ? await unarchive(client, ids) : await archive(client, ids);
    if (done)
      notify(inArchive ? 'resources.messages.notifications.unarchived' : 'resources.messages.notifications.archived', { type: 'info' });
    unselectAll();
    refresh();
    setBusy(false);
  };
  return (
    <Button
      label={inArchive ? 'resources.messages.actions.unarchive' : 'resources.messages.actions.archive'}
      onClick={run}
      disabled={busy}
      className="messages-bulk-archive"
    >
      {inArchive ? <UnarchiveIcon /> : <ArchiveIcon />}
    </Button>
  );
};

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The clinic's inbox: one row per thread, newest activity first; unread threads in bold. */
const MessageList = () => (
  <PagedList
    filters={filters}
    filterDefaultValues={{ archived: false, unread: false }}
    actions={<ListActions />}
    exporter={false}
    sort={{ field: 'lastMessageAt', order: 'DESC' }}
  >
    <DataTable<MessageListItem>
      rowClick="show"
      bulkActionButtons={<BulkArchiveButton />}
      rowSx={(record) => (record.unread ? { backgroundColor: 'action.hover' } : {})}
    >
      <DataTable.Col source="personName" disableSort />
      <DataTable.Col source="subject" field={MessageSubjectField} disableSort />
      <DataTable.Col source="professionalName" field={MessageAddresseeField} disableSort />
      <DataTable.Col source="messageCount" disableSort />
      <DataTable.Col source="lastMessageAt" disableSort>
        <LocalDateField source="lastMessageAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="status" field={MessageStatusField} disableSort />
    </DataTable>
  </PagedList>
);

export default MessageList;
