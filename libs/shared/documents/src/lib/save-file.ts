/** How long a saved file's blob URL lives: long enough for the browser to start the download. */
const REVOKE_AFTER_MS = 60_000;

/** Has the browser save what a URL the portal holds (a blob: URL) points at, under `fileName`. */
export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file the portal made to the browser's download (the student keeps it). */
export function saveFile(file: Blob | Uint8Array, fileName: string, type = 'application/pdf'): void {
  const blob = file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>], { type });
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
