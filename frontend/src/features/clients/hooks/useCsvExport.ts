import { useCallback, useState } from 'react';

/** Downloads the business's clients as CSV with the session cookie, so a progress bar can show meanwhile. */
export function useCsvExport() {
  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const response = await fetch('/api/clients/export', { credentials: 'include' });
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `clients-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      setExporting(false);
    }
  }, []);
  return { exportCsv, exporting };
}
