import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { feedbackText } from '../../errors/error-feedback.mappers';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { useT } from '../../i18n/locale.context';
import { MyDependentsDocument, RemoveDependentDocument } from './dependents.documents';

type Props = { parentId: string; dependent: { id: string; name: string }; onClose: (removed: boolean) => void };

/** Asks before removing a dependent; the server's refusal (a health record keeps them) is said in the dialog. */
export function RemoveDependentDialog({ parentId, dependent, onClose }: Props) {
  const t = useT();
  const [remove, result, feedback] = useMutationFeedback(RemoveDependentDocument);
  const confirm = () =>
    void remove({ variables: { parentId, id: dependent.id }, refetchQueries: [MyDependentsDocument], awaitRefetchQueries: true })
      .then(() => onClose(true))
      .catch(() => undefined);
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="remove-dependent-title" data-testid="remove-dependent-dialog">
      <DialogTitle id="remove-dependent-title">{t('dependents.remove.title', { name: dependent.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('dependents.remove.body')}</DialogContentText>
        {feedback && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="remove-dependent-error">
            {feedbackText(feedback)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('dependents.remove.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={result.loading} data-testid="remove-dependent-confirm">
          {t('dependents.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
