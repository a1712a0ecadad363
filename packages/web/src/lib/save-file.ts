/** Offers `blob` to the user as a download named `fileName` (an object URL on a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked once the browser has taken the download
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
