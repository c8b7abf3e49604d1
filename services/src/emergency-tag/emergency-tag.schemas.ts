import { z } from 'zod';

/** POST /emergency/generate-tag: the protocol whose tag is printed. */
export const ZEmergencyTagInput = z.object({ protocolId: z.uuid({ message: 'invalid' }) });
export type TEmergencyTagInput = z.infer<typeof ZEmergencyTagInput>;

/** What the tag shows, already in the request's language and the company's time zone. */
export type TEmergencyTagData = {
  clinicName: string;
  number: string;
  queueName: string;
  /** The arrival in the company's time zone, e.g. "24/11/2026 14:05". */
  arrival: string;
  /** First name and initials only: the tag lies on a counter. */
  patientName: string;
  /** The patient app's emergency page of this protocol, encoded in the QR code. */
  url: string;
};
