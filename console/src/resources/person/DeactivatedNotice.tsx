import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCloseNotification, useTranslate } from 'react-admin';

/** The notification after a deactivation: says so, and offers to undo it (reactivating the person) while it shows. */
export const DeactivatedNotice = ({ onUndo }: { onUndo: () => void }) => {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert
      severity="info"
      variant="filled"
      data-testid="person-deactivated-notice"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            close();
            onUndo();
          }}
          data-testid="person-deactivation-undo"
        >
          {translate('ra.action.undo')}
        </Button>
      }
    >
      {translate('resources.persons.notifications.deactivated')}
    </Alert>
  );
};
