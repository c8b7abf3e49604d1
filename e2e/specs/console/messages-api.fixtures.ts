import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin, demoPatient } from './console-api.fixtures';

type Thread = {
  id: string;
  subject: string;
  status: string;
  unread: number;
  messageCount: number;
  thread: Array<{ sender: string; body: string; automaticAnswer: boolean }>;
};
type Mail = { id: string; to: string; subject: string; status: string; template: string };

/** Talks to the gateway as a patient and as the clinic admin: the messages spec's fixtures go through the API only. */
export async function messagesApi(gatewayUrl: string) {
  // Every call in Portuguese unless it says otherwise (the patient writes in her own language).
  const gateway = gatewayClient(gatewayUrl, { locale: 'pt-BR' });
  const patient = await gateway.signInByCpf(demoPatient);
  const admin = await gateway.signIn(demoClinicAdmin);

  return {
    patientName: 'Maria Silva',
    /** The patient writes to the clinic in their language; the reply's e-mail will be in it. */
    async patientWrites(subject: string, body: string, locale: 'pt-BR' | 'en'): Promise<string> {
      const { sendMessage } = await patient.call<{ sendMessage: { id: string } }>(
        'mutation Send($input: NewMessageInput!) { sendMessage(input: $input) { id } }',
        { input: { subject, body } },
        { locale },
      );
      return sendMessage.id;
    },
    /** The patient attaches a file to a message she wrote (as the patient app does after sending it). */
    async patientAttaches(messageId: string, fileName: string, bytes: Buffer): Promise<void> {
      await patient.call('mutation Attach($id: ID!, $file: FileInput!) { uploadMessageAttachment(messageId: $id, file: $file) { id } }', {
        id: messageId,
        file: { fileName, contentType: 'application/pdf', base64: bytes.toString('base64') },
      });
    },
    /** The attachments of each message of a thread, as the clinic reads them. */
    async attachments(id: string): Promise<Array<{ sender: string; files: string[] }>> {
      const { message } = await admin.call<{ message: { thread: Array<{ sender: string; attachments: Array<{ fileName: string }> }> } }>(
        'query Files($id: ID!) { message(id: $id) { thread { sender attachments { fileName } } } }',
        { id },
      );
      return message.thread.map((m) => ({ sender: m.sender, files: m.attachments.map((a) => a.fileName) }));
    },
    async thread(id: string): Promise<Thread | null> {
      const { message } = await admin.call<{ message: Thread | null }>(
        'query One($id: ID!) { message(id: $id) { id subject status unread messageCount thread { sender body automaticAnswer } } }',
        { id },
      );
      return message;
    },
    async unread(): Promise<number> {
      return (await admin.call<{ unreadMessages: number }>('query { unreadMessages }')).unreadMessages;
    },
    async outbox(): Promise<Mail[]> {
      const { outbox } = await admin.call<{ outbox: { items: Mail[] } }>(
        'query { outbox(perPage: 100) { items { id to subject status template } } }',
      );
      return outbox.items;
    },
    /** Leaves the inbox as it was: the spec's threads go to the archive. */
    async archive(ids: string[]): Promise<void> {
      if (ids.length) await admin.call('mutation Archive($ids: [ID!]!) { archiveMessages(ids: $ids) }', { ids });
    },
  };
}
