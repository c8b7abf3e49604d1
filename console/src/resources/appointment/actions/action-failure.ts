import { toGatewayError } from '../../../providers/gateway-error';

export type ActionFailure = {
  /** The gateway's field errors on the dialog's inputs, by input name. */
  fields: Record<string, string>;
  /** What belongs to no input of the dialog, translated (a catalogue code's text, or the gateway's own message). */
  form: string | null;
};

/**
 * A refused action as the dialog shows it: the field errors of its own inputs (`inputs` maps the gateway's field
 * names to them) under the inputs, anything else above them, translated — the SPEC §5 texts come this way.
 */
export function actionFailure(
  error: unknown,
  translate: (key: string, options?: object) => string,
  inputs: Record<string, string> = {},
): ActionFailure {
  const failure = toGatewayError(error);
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const issue of failure.fields) {
    const input = inputs[issue.field];
    if (input && !fields[input]) fields[input] = issue.message;
    else if (!input) others.push(issue.message);
  }
  const message = translate(failure.message, { _: failure.message });
  const form = Object.keys(fields).length > 0 && others.length === 0 ? null : [message, ...others].filter(uniqueText).join(' — ');
  return { fields, form };
}

function uniqueText(text: string, index: number, all: string[]): boolean {
  return text !== '' && all.indexOf(text) === index;
}
