/**
 * Offers a file the app holds (a Blob) to the person as a download, under `fileName`: an object URL on a link with
 * `download`, clicked once. The URL is let go on the next turn, once the browser has started the download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
