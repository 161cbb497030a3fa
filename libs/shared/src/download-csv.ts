/** Saves a file the page holds through an object URL and a temporary link (the browser's download). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a (possibly large) CSV through an object URL (a data: link would be too long), with a BOM so spreadsheet programs read UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }));
}
