// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Datagrid, type DataProvider, HttpError, TextField, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers.util';
import { PagedList } from './PagedList';

afterEach(cleanup);

const rows = [{ id: 'p1', name: 'Plano Ouro' }];

function PlansPage() {
  return (
    <PagedList resource="plans" filters={[<TextInput key="q" source="q" label="Busca" alwaysOn />]}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="name" />
      </Datagrid>
    </PagedList>
  );
}

describe('a paged list whose read fails', () => {
  it('shows the gateway’s message and a retry, no "no results" and no page range; the retry loads the rows', async () => {
    let fail = true;
    const getList = vi.fn(async () => {
      if (fail) throw new HttpError('app.errors.UNABLE_TO_RETRIEVE_DATA', 400, { code: 'UNABLE_TO_RETRIEVE_DATA' });
      return { data: rows, total: 1 };
    }) as unknown as DataProvider['getList'];
    const { user } = renderWithProviders(<PlansPage />, { locale: 'pt-BR', dataProvider: { getList } });
    const alert = await screen.findByTestId('list-load-error');
    expect(alert.textContent).toContain('Não foi possível recuperar os dados');
    expect(screen.queryByText(/Nenhum resultado|No results/)).toBeNull();
    expect(document.querySelector('.MuiTablePagination-root')).toBeNull();

    fail = false;
    await user.click(screen.getByRole('button', { name: /Atualizar/ }));
    await waitFor(() => expect(screen.getByText('Plano Ouro')).toBeTruthy());
    expect(screen.queryByTestId('list-load-error')).toBeNull();
  });

  it('in English too', async () => {
    const getList = vi.fn(async () => {
      throw new HttpError('app.errors.SERVER_UNREACHABLE', 400, { code: 'SERVER_UNREACHABLE' });
    }) as unknown as DataProvider['getList'];
    renderWithProviders(<PlansPage />, { locale: 'en', dataProvider: { getList } });
    expect((await screen.findByTestId('list-load-error')).textContent).toContain('Unable to reach the server. Try again');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
