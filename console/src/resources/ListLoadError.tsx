import { Alert, Button } from '@mui/material';
import { Pagination, type PaginationProps, useListContext, useTranslate } from 'react-admin';
import { toGatewayError } from '../providers/gateway-error';

/**
 * A list whose read failed (the gateway timed out, the network is down): the gateway's message with a way to try
 * again, in place of the rows. Never "no items" beside the count of a page that did not load.
 */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  const message = toGatewayError(error).message;
  return (
    <Alert
      severity="error"
      data-testid="list-load-error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
}

/** The list's pagination, gone while its read has failed: a range and a total of rows that did not load say nothing true. */
export function ListLoadPagination(props: PaginationProps) {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
}
