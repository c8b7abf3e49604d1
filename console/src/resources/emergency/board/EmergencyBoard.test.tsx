// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmergencyBoardChange, EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { renderWithProviders } from '../../../testing/render-with-providers.util';
import { createScriptedLink, type ScriptedHandler } from '../../../testing/scripted.link';
import { boardChange, positionsOf } from './board-change.test-util';
import EmergencyBoard from './EmergencyBoard';

const queue = (id: string, name: string, extra: { groupName?: string; active?: boolean; maxWaitMinutes?: number } = {}) => ({
  __typename: 'EmergencyQueue',
  id,
  name,
  groupName: extra.groupName ?? 'Adulto',
  active: extra.active ?? true,
  maxWaitMinutes: extra.maxWaitMinutes ?? 30,
});

const protocol = (id: string, extra: Partial<EmergencyProtocolRecord> = {}): EmergencyProtocolRecord & { __typename: string } => ({
  __typename: 'EmergencyProtocol',
  id,
  number: id.replace(/\D/g, ''),
  personId: `person-${id}`,
  patientName: `Paciente ${id}`,
  queueId: 'q-general',
  queueName: 'Clínica geral',
  step: 1,
  status: 'WAITING',
  priority: null,
  complaint: null,
  position: 1,
  arrivedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  calledAt: null,
  closedAt: null,
  closeReason: null,
  ...extra,
});

const statusReply =
  ({ enabled = true, online = true, queues = [queue('q-general', 'Clínica geral'), queue('q-kids', 'Pediatria')] } = {}) =>
  () => ({
    data: { emergencyStatus: { __typename: 'EmergencyStatus', enabled, online, canManage: true, message: null, queues } },
  });

const boardReply = (protocols: EmergencyProtocolRecord[]) => () => ({ data: { emergencyBoard: protocols } });

const boardChangedEvent = (extra: Partial<EmergencyBoardChange>) => ({
  emergencyBoardChanged: { __typename: 'EmergencyBoardChange', ...boardChange({ sequence: '7', queueId: 'q-general', ...extra }) },
});

/** The gateway closes the protocol; the gateway refuses, as when another manager closed it first. */
const closedAnswer: ScriptedHandler = () => ({ data: { closeEmergencyProtocol: protocol('p12', { status: 'CLOSED_BY_MANAGER' }) } });
const conflictAnswer: ScriptedHandler = () => ({ errors: [{ message: 'Conflict', extensions: { code: 'CONFLICT' } }] });

function renderBoard({ locale, handlers = {} }: { locale?: 'en' | 'pt-BR'; handlers?: Record<string, ScriptedHandler> } = {}) {
  const gateway = createScriptedLink({
    EmergencyStatus: statusReply(),
    EmergencyBoard: boardReply([protocol('p12', { position: 1, status: 'CALLED', step: 6, priority: 2 })]),
    ...handlers,
  });
  return { ...renderWithProviders(<EmergencyBoard />, { locale, link: gateway.link }), gateway };
}

const queueCard = (name: string) => screen.getByTestId(`queue-${name}`);
const rowOf = (patient: string) => screen.getByText(patient).closest('tr') as HTMLElement;

afterEach(cleanup);

describe('EmergencyBoard', () => {
  it('shows each active queue with its open protocols, in Portuguese', async () => {
    renderBoard();
    const general = await screen.findByTestId('queue-Clínica geral');
    expect(within(general).getByText('Adulto')).toBeTruthy();
    // The queue card comes from the status query, its protocols from the board query: wait for the second answer too.
    expect(await within(general).findByText('1 protocolo aberto', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(general).getByRole('columnheader', { name: 'Posição' })).toBeTruthy();
    const row = within(general).getByTestId('protocol-row');
    expect(within(row).getByText('1º')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('Paciente p12')).toBeTruthy();
    expect(within(row).getByText('6. Sala de espera')).toBeTruthy();
    expect(within(row).getByText('Chamado')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(queueCard('Pediatria')).getByText('Ninguém nesta fila.')).toBeTruthy();
    expect(screen.getByText('Conectando…')).toBeTruthy();
  });

  it('speaks English to an English-speaking manager', async () => {
    renderBoard({ locale: 'en' });
    const general = await screen.findByTestId('queue-Clínica geral');
    expect(await within(general).findByText('1 open protocol', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(general).getByRole('columnheader', { name: 'Position' })).toBeTruthy();
    const row = within(general).getByTestId('protocol-row');
    expect(within(row).getByText('#1')).toBeTruthy();
    expect(within(row).getByText('6. Waiting room')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Close protocol' })).toBeTruthy();
    expect(within(queueCard('Pediatria')).getByText('Nobody in this queue.')).toBeTruthy();
  });

  it('says the module is off instead of showing queues when emergency is not enabled', async () => {
    const { gateway } = renderBoard({ handlers: { EmergencyStatus: statusReply({ enabled: false }) } });
    expect(await screen.findByText('O pronto atendimento está offline')).toBeTruthy();
    expect(screen.queryByTestId('emergency-board')).toBeNull();
    expect(gateway.calls('EmergencyBoard')).toEqual([]);
  });

  it('warns that patients cannot join while no professional is checked in', async () => {
    renderBoard({ handlers: { EmergencyStatus: statusReply({ online: false }) } });
    expect(await screen.findByText(/nenhum profissional fez check-in/)).toBeTruthy();
  });

  it('keeps an inactive queue on the board while it still has open protocols', async () => {
    renderBoard({
      handlers: {
        EmergencyStatus: statusReply({ queues: [queue('q-general', 'Clínica geral'), queue('q-old', 'Antiga', { active: false })] }),
        EmergencyBoard: boardReply([protocol('p3', { queueId: 'q-old', queueName: 'Antiga' })]),
      },
    });
    expect(await screen.findByTestId('queue-Antiga')).toBeTruthy();
    expect(within(queueCard('Antiga')).getByText('Paciente p3')).toBeTruthy();
  });

  it('applies a protocol opened or closed from the subscription without reading the board again', async () => {
    const { gateway } = renderBoard();
    await screen.findByText('Paciente p12');
    await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));

    const opened = protocol('p13', { position: 2 });
    gateway.push(
      'EmergencyBoardChanged',
      boardChangedEvent({ protocolId: 'p13', protocol: opened, positions: positionsOf({ p13: 2, p12: 1 }) }),
    );
    expect(await screen.findByText('Paciente p13')).toBeTruthy();
    expect(within(rowOf('Paciente p13')).getByText('2º')).toBeTruthy();
    expect(within(queueCard('Clínica geral')).getByText('2 protocolos abertos')).toBeTruthy();
    expect(screen.getByText('Ao vivo')).toBeTruthy();

    gateway.push(
      'EmergencyBoardChanged',
      boardChangedEvent({ type: 'PROTOCOL_CLOSED', protocolId: 'p12', positions: positionsOf({ p13: 1 }) }),
    );
    await waitFor(() => expect(screen.queryByText('Paciente p12')).toBeNull());
    expect(within(rowOf('Paciente p13')).getByText('1º')).toBeTruthy();
    expect(gateway.calls('EmergencyBoard')).toHaveLength(1);
  });

  it('reads the board and the queues again when the subscription asks for a resync', async () => {
    const { gateway } = renderBoard();
    await screen.findByText('Paciente p12');
    await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));
    gateway.push('EmergencyBoardChanged', boardChangedEvent({ type: 'PROTOCOL_OPENED', resyncRequired: true }));
    await waitFor(() => expect(gateway.calls('EmergencyBoard')).toHaveLength(2));
    expect(gateway.calls('EmergencyStatus')).toHaveLength(2);
  });

  it('closes a protocol with the reason the manager gives, removes its row and says so', async () => {
    const { user, gateway } = renderBoard({
      handlers: { CloseEmergencyProtocol: closedAnswer },
    });
    await user.click(await screen.findByRole('button', { name: 'Encerrar protocolo' }));
    const dialog = screen.getByRole('dialog', { name: 'Encerrar o protocolo 12' });
    expect(within(dialog).getByText(/Paciente p12 sairá da fila Clínica geral/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Desistiu');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar protocolo' }));

    expect(await screen.findByText('O protocolo 12 foi encerrado')).toBeTruthy();
    expect(gateway.calls('CloseEmergencyProtocol')).toEqual([{ id: 'p12', reason: 'Desistiu' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Paciente p12')).toBeNull();
  });

  it('asks for the reason before sending anything', async () => {
    const { user, gateway } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Encerrar protocolo' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar protocolo' }));
    expect(within(dialog).getByText('Motivo é obrigatório')).toBeTruthy();
    expect(gateway.calls('CloseEmergencyProtocol')).toEqual([]);
  });

  it('shows the gateway’s refusal in the dialog and keeps the protocol on the board', async () => {
    const { user } = renderBoard({
      handlers: { CloseEmergencyProtocol: conflictAnswer },
    });
    await user.click(await screen.findByRole('button', { name: 'Encerrar protocolo' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar protocolo' }));
    expect(await within(dialog).findByText('Conflito')).toBeTruthy();
    expect(within(queueCard('Clínica geral')).getByText('Paciente p12')).toBeTruthy();
  });
});
