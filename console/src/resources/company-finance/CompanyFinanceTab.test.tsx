// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyFinancialRecord, FinancialResume } from '../../providers/company-financial.documents';
import { GatewayError, toHttpError } from '../../providers/gateway-error';
import { renderWithProviders, type TestViewer } from '../../testing/render-with-providers.util';
import { createScriptedLink, type ScriptedHandler } from '../../testing/scripted.link';
import { CompanyFinanceTab } from './CompanyFinanceTab';

const settings: CompanyFinancialRecord = {
  id: 'company-1',
  companyId: 'company-1',
  consultationPriceCents: 15_000,
  returnPriceCents: 8_000,
  emergencyPriceCents: 0,
  acceptsCreditCard: true,
  acceptsPix: true,
  acceptsOnSite: false,
  maxInstallments: 6,
  interestFreeInstallments: 3,
  installmentInterestBps: 199,
  minInstallmentCents: 5_000,
  benefitClubDiscountBps: 1_250,
  pixKeyType: 'CNPJ',
  pixKey: '12345678000199',
  merchantName: 'Clinica Sol',
  merchantCity: 'Recife',
  bankCode: '341',
  bankBranch: '0001',
  bankAccount: '12345-6',
  bankAccountType: 'CHECKING',
  accountHolderName: 'Clínica Sol Ltda',
  accountHolderDocument: '12345678000199',
  updatedAt: '2026-11-02T12:00:00.000Z',
};

const resume = (from: string, to: string): FinancialResume => ({
  companyId: 'company-1',
  from,
  to,
  paidAppointments: 3,
  revenueCents: 45_000,
  commissionCents: 4_500,
  netCents: 40_500,
  commissionSource: 'COMPANY',
  commissionType: 'PERCENTAGE',
  averageTicketCents: 15_000,
  pendingAppointments: 2,
  pendingCents: 30_000,
  cancelledPaidAppointments: 0,
  cancelledPaidCents: 0,
  paymentsByMethod: [{ method: 'PIX', payments: 3, totalCents: 45_000 }],
  installmentPayments: 0,
  interestCents: 0,
  refunds: 0,
  refundedCents: 0,
  days: [
    { date: '2026-11-20', paidAppointments: 2, revenueCents: 30_000, commissionCents: 3_000, netCents: 27_000 },
    { date: '2026-11-21', paidAppointments: 0, revenueCents: 0, commissionCents: 0, netCents: 0 },
    { date: '2026-11-27', paidAppointments: 1, revenueCents: 15_000, commissionCents: 1_500, netCents: 13_500 },
  ],
});

/** The service's default period when none is asked for: the clinic's November up to today, the 27th. */
const resumeAnswer: ScriptedHandler = (variables) => ({
  data: {
    companyFinancialResume: resume((variables.from as string | null) ?? '2026-11-01', (variables.to as string | null) ?? '2026-11-27'),
  },
});
const forbiddenAnswer: ScriptedHandler = () => ({ errors: [{ message: 'Acesso negado', extensions: { code: 'FORBIDDEN' } }] });
const savedSettings: DataProvider['getOne'] = async () => ({ data: settings as never });

function renderTab({
  locale,
  viewer = { roles: ['CA'], companyId: 'company-1' },
  getOne = savedSettings,
  resumeHandler = resumeAnswer,
}: {
  locale?: 'en' | 'pt-BR';
  viewer?: TestViewer;
  getOne?: DataProvider['getOne'];
  resumeHandler?: ScriptedHandler;
} = {}) {
  const gateway = createScriptedLink({ CompanyFinancialResume: resumeHandler });
  const rendered = renderWithProviders(
    <RecordContextProvider value={{ id: 'company-1' }}>
      <CompanyFinanceTab />
    </RecordContextProvider>,
    { locale, viewer, link: gateway.link, dataProvider: { getOne } },
  );
  return { ...rendered, gateway };
}

/** A figure of the resume by its label (the days table repeats some labels as column headers). */
const figure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement as HTMLElement;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CompanyFinanceTab', () => {
  it('shows the settings and the period’s resume in Portuguese', async () => {
    renderTab();
    const summary = await screen.findByTestId('finance-settings');
    expect(within(summary).getByText('Configurações financeiras')).toBeTruthy();
    expect(within(summary).getByText(/R\$\s150,00/)).toBeTruthy();
    expect(within(summary).getByText('Pronto atendimento: gratuito')).toBeTruthy();
    expect(within(summary).getByText('12,5%')).toBeTruthy();
    expect(within(summary).getByText('Cartão de crédito, até 6×')).toBeTruthy();
    expect(within(summary).queryByText('Pagamento no local')).toBeNull();
    expect(within(summary).getByText(/Chave PIX: 12345678000199 \(Clinica Sol, Recife\)/)).toBeTruthy();

    await screen.findByTestId('finance-resume');
    expect(within(await waitFor(() => figure('Receita'))).getByText(/R\$\s450,00/)).toBeTruthy();
    expect(within(figure('Comissão (condições da empresa)')).getByText(/R\$\s45,00/)).toBeTruthy();
    expect(within(figure('Aguardando pagamento (2)')).getByText(/R\$\s300,00/)).toBeTruthy();
    expect(within(figure('Pagamentos por PIX (3)')).getByText(/R\$\s450,00/)).toBeTruthy();
    const days = within(screen.getByRole('table', { name: 'Resumo' })).getAllByRole('row');
    expect(days.map((row) => row.firstElementChild?.textContent)).toEqual(['Data', '20/11/2026', '27/11/2026']);
  });

  it('speaks English to an English-speaking administrator', async () => {
    renderTab({ locale: 'en' });
    const summary = await screen.findByTestId('finance-settings');
    expect(within(summary).getByText('Financial settings')).toBeTruthy();
    expect(within(summary).getByText('Emergency attendance: free')).toBeTruthy();
    expect(within(summary).getByText('Credit card, up to 6×')).toBeTruthy();
    expect(within(await waitFor(() => figure('Revenue'))).getByText('R$450.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: '7 days' })).toBeTruthy();
    const days = within(screen.getByRole('table', { name: 'Summary' })).getAllByRole('row');
    expect(days.map((row) => row.firstElementChild?.textContent)).toEqual(['Date', '11/20/2026', '11/27/2026']);
  });

  it('offers the edit page to a clinic administrator only', async () => {
    renderTab();
    const edit = await within(await screen.findByTestId('finance-settings')).findByRole('link', { name: 'Alterar' });
    expect(edit.getAttribute('href')).toBe('/companyFinancials/company-1');
    cleanup();

    renderTab({ viewer: { roles: ['M'], companyId: 'company-1' } });
    const summary = await screen.findByTestId('finance-settings');
    expect(within(summary).getByText('Configurações financeiras')).toBeTruthy();
    expect(within(summary).queryByRole('link', { name: 'Alterar' })).toBeNull();
  });

  it('reads the last 7 days of the period when the manager picks “7 dias”', async () => {
    const { user, gateway } = renderTab();
    await waitFor(() => figure('Receita'));
    expect(gateway.calls('CompanyFinancialResume')).toEqual([{ companyId: 'company-1', from: null, to: null }]);

    await user.click(screen.getByRole('button', { name: '7 dias' }));
    await waitFor(() => expect(gateway.calls('CompanyFinancialResume')).toHaveLength(2));
    expect(gateway.calls('CompanyFinancialResume')[1]).toEqual({ companyId: 'company-1', from: '2026-11-21', to: '2026-11-27' });
    await waitFor(() => expect((screen.getByLabelText('De') as HTMLInputElement).value).toBe('2026-11-21'));
  });

  it('reads the period from the date the manager types', async () => {
    const { gateway } = renderTab();
    await waitFor(() => figure('Receita'));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(gateway.calls('CompanyFinancialResume')).toHaveLength(2));
    expect(gateway.calls('CompanyFinancialResume')[1]).toEqual({ companyId: 'company-1', from: '2026-11-10', to: null });
  });

  it('shows the resume only to someone signed in to that company', async () => {
    const { gateway } = renderTab({ viewer: { roles: ['CA'], companyId: 'company-2' } });
    expect(await screen.findByText('O resumo financeiro de uma filial aparece quando você entra na filial.')).toBeTruthy();
    expect(screen.queryByTestId('finance-resume')).toBeNull();
    expect(gateway.calls('CompanyFinancialResume')).toEqual([]);
  });

  it('shows the gateway’s refusal of the resume', async () => {
    renderTab({ resumeHandler: forbiddenAnswer });
    expect(within(await screen.findByRole('alert')).getByText('Acesso negado')).toBeTruthy();
    expect(screen.queryByText('Receita')).toBeNull();
  });

  it('says the settings could not be read when the data provider rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs each failed read
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderTab({ getOne: () => Promise.reject(toHttpError(GatewayError.unreachable())) });
    // react-admin's query client tries a failed read three more times (after 1, 2 and 4 seconds) before giving up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.useRealTimers();
    expect(await screen.findByText('Não foi possível ler as configurações financeiras.')).toBeTruthy();
    expect(screen.queryByTestId('finance-settings')).toBeNull();
  });
});
