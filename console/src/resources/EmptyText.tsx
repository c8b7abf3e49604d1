import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * What a table inside a page says when it has no rows, naming what it lists (react-admin's default names the table's
 * resource: "No Companies found" under custom messages).
 */
export const EmptyText = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ py: 1 }} data-testid="empty-text">
      {translate(message)}
    </Typography>
  );
};
