import Chip from '@mui/material/Chip';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { MessageListItem } from '../../providers/message.documents';
import { statusChipLook } from '../../theme/status-colors';

/** SPEC §4 status of the thread, translated. */
export const MessageStatusField = (_props: FieldProps) => {
  const record = useRecordContext<MessageListItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      className={`message-status message-status-${record.status}`}
      {...statusChipLook('message', record.status)}
      label={translate(`resources.messages.statuses.${record.status}`)}
    />
  );
};

/** The subject, bold while the thread has unread messages, with how many. */
export const MessageSubjectField = (_props: FieldProps) => {
  const record = useRecordContext<MessageListItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span
      className={record.unread ? 'message-subject message-unread' : 'message-subject'}
      style={{ fontWeight: record.unread ? 700 : 400 }}
    >
      {record.subject}
      {record.unread > 0 && (
        <Chip
          size="small"
          color="error"
          sx={{ ml: 1, height: 20 }}
          label={translate('resources.messages.unread_count', { smart_count: record.unread })}
        />
      )}
    </span>
  );
};
