import type { TCsvFile } from '@storefront/shared';

/** Saves a CSV the server made as a file the browser downloads (its text already starts with a BOM). */
export function downloadCsv(file: TCsvFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a moment later nothing needs the URL.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
