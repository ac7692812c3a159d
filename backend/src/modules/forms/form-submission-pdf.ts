import { FORM_CATEGORY_LABELS, type FormAnswer } from '@coachcore/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FormSubmission } from './entities/form-submission.entity';

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const TYPOGRAPHY: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-', '\u2026': '...' };

/** The standard PDF fonts speak WinAnsi: other characters are shown as '?' rather than failing the download. */
const printable = (text: string) =>
  text
    .replace(/[\u2018\u2019\u201c\u201d\u2013\u2014\u2026]/g, (c) => TYPOGRAPHY[c]!)
    .replace(/\r?\n/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** Writes lines top to bottom, wrapping words to the page width and starting new pages as needed. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(value: string, options: { size?: number; bold?: boolean; gap?: number; color?: [number, number, number] } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const width = PAGE.width - 2 * PAGE.margin;
    for (const line of this.wrap(printable(value), font, size, width)) {
      this.room(size + 4);
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color: rgb(...(options.color ?? [0.1, 0.1, 0.1])) });
      this.y -= size + 4;
    }
    this.y -= options.gap ?? 2;
  }

  image(png: Awaited<ReturnType<PDFDocument['embedPng']>>, maxWidth: number, maxHeight: number): void {
    const scale = Math.min(maxWidth / png.width, maxHeight / png.height, 1);
    const height = png.height * scale;
    this.room(height + 6);
    this.page.drawRectangle({
      x: PAGE.margin,
      y: this.y - height - 2,
      width: png.width * scale + 4,
      height: height + 4,
      borderColor: rgb(0.7, 0.7, 0.7),
      borderWidth: 0.5,
    });
    this.page.drawImage(png, { x: PAGE.margin + 2, y: this.y - height, width: png.width * scale, height });
    this.y -= height + 10;
  }

  private room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      let candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      candidate = word;
      // A word longer than the line (a hash, a user agent) is cut where it overflows.
      while (font.widthOfTextAtSize(candidate, size) > width) {
        let cut = candidate.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(candidate.slice(0, cut), size) > width) cut -= 1;
        lines.push(candidate.slice(0, cut));
        candidate = candidate.slice(cut);
      }
      line = candidate;
    }
    lines.push(line);
    return lines;
  }
}

const answerText = (answer: FormAnswer | undefined): string =>
  answer === undefined || answer === null || answer === ''
    ? '(no answer)'
    : Array.isArray(answer)
      ? answer.length
        ? answer.join(', ')
        : '(none selected)'
      : answer;

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The submission as the coach downloads it: the form's title and version as signed, each question with its answer,
 * the drawn signature, the audit details (client, time, IP address, user agent, review) and the SHA-256 of the
 * signed content, which the app's verify check recomputes.
 */
export async function renderSubmissionPdf(
  submission: FormSubmission,
  signaturePng: Buffer | null,
  files: ReadonlyMap<string, { contentType: string; size: number }>,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${submission.formTitle} - submission`);
  doc.setProducer('CoachCore');
  doc.setCreationDate(submission.submittedAt);
  doc.setModificationDate(submission.submittedAt);
  const writer = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const client = submission.client;
  const clientName = `${client.firstName ?? ''} ${client.lastName ?? ''}`.trim();

  writer.text(submission.formTitle, { size: 18, bold: true, gap: 4 });
  writer.text(`${FORM_CATEGORY_LABELS[submission.form.category] ?? submission.form.category} - version ${submission.formVersion}`, {
    size: 10,
    gap: 12,
    color: [0.4, 0.4, 0.4],
  });

  for (const field of submission.formFields) {
    if (field.type === 'signature') continue;
    writer.text(`${field.label}${field.required ? ' *' : ''}`, { bold: true, gap: 0 });
    const answer = submission.responses[field.id];
    const file = field.type === 'file' && typeof answer === 'string' ? files.get(answer) : undefined;
    writer.text(file ? `File attached (${file.contentType}, ${kb(file.size)})` : answerText(answer), { gap: 8 });
  }

  const signatureField = submission.formFields.find((field) => field.type === 'signature');
  if (signatureField) {
    writer.text(signatureField.label, { bold: true, gap: 4 });
    if (signaturePng) writer.image(await doc.embedPng(signaturePng), 260, 110);
    else writer.text('(not signed)', { gap: 8 });
  }

  writer.text('Audit details', { size: 13, bold: true, gap: 4 });
  writer.text(`Signed by: ${clientName}${client.email ? ` <${client.email}>` : ''}`);
  writer.text(`Submitted at: ${submission.submittedAt.toISOString()}`);
  writer.text(`IP address: ${submission.ipAddress ?? 'unknown'}`);
  writer.text(`User agent: ${submission.userAgent ?? 'unknown'}`);
  writer.text(`Form version: ${submission.formVersion}`);
  writer.text(`Submission id: ${submission.id}`);
  const reviewer = submission.reviewedBy;
  writer.text(
    submission.reviewedAt
      ? `Reviewed at: ${submission.reviewedAt.toISOString()}${reviewer ? ` by ${`${reviewer.firstName ?? ''} ${reviewer.lastName ?? ''}`.trim()}` : ''}`
      : 'Reviewed: not yet',
    { gap: 8 },
  );
  writer.text('SHA-256 of the signed content:', { bold: true, gap: 0 });
  writer.text(submission.contentHash, { size: 9 });
  writer.text('Check it in CoachCore (Forms, the submission, Verify): a change to the stored submission gives another hash.', {
    size: 8,
    color: [0.4, 0.4, 0.4],
  });
  return Buffer.from(await doc.save());
}
