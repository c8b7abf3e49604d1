import { MAGIC_BYTES_LENGTH } from '@teleconsulta/schema';
import type { ChangeEvent } from 'react';
import type { TranslateFunction } from 'react-admin';
import { toGatewayError } from '../providers/gateway-error';

/** The file just chosen in an <input type="file">, which is cleared so that choosing the same file again fires again. */
export function takeChosenFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

/** What the shared upload rules check of a file: its size, its first bytes and the type the browser declared. */
export async function uploadProbe(file: File) {
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer());
  return { size: file.size, head, declaredType: file.type };
}

/** The file's bytes as standard base64 (what FileInput.base64 carries). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A file as the gateway's FileInput: its name, its declared type and its bytes. */
export async function toFileInput(file: File) {
  return { fileName: file.name, contentType: file.type, base64: await readBase64(file) };
}

/** Why an upload or a removal failed: the gateway's issue on the file's field, else its message in the console's words. */
export function uploadFailureText(failure: unknown, field: string, translate: TranslateFunction): string {
  const gatewayError = toGatewayError(failure);
  const onField = gatewayError.fields.find((f) => f.field === field);
  return onField?.message ?? translate(gatewayError.message, { _: gatewayError.message });
}
