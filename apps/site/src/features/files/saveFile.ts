/**
 * Hands a file made in the browser (an archive, an invoice, a calendar entry) to the browser as a
 * download, through a short-lived Blob URL.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
