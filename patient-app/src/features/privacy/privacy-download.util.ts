/** The export as a JSON file named by the day it was made, without GraphQL's __typename bookkeeping. */
export function exportFile(exported: { generatedAt: string }): { name: string; text: string } {
  const text = JSON.stringify(exported, (key, value: unknown) => (key === '__typename' ? undefined : value), 2);
  return { name: `teleconsulta-meus-dados-${exported.generatedAt.slice(0, 10)}.json`, text: `${text}\n` };
}

/** Hands a text file to the browser as a download. */
export function download(file: { name: string; text: string }): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
