const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Downloads a file of a submission with the session cookie and hands it to the browser under `fileName`. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error((await response.text()) || response.statusText);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName.includes('.') ? fileName : `${fileName}.${EXTENSIONS[blob.type] ?? 'bin'}`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** A submission's PDF (answers, signature, audit details and SHA-256). */
export const downloadSubmissionPdf = (submissionId: string) => downloadFile(`/api/form-submissions/${submissionId}/pdf`, `submission-${submissionId}.pdf`);
