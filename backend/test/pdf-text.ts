import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read back from its content streams (inflated when compressed): every string drawn with `Tj`,
 * hex (`<48656c6c6f> Tj`, as pdf-lib writes standard-font text) or literal (`(Hello) Tj`), one per line.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const drawn = /<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
    for (let text = drawn.exec(content); text; text = drawn.exec(content)) {
      lines.push(text[1] !== undefined ? Buffer.from(text[1], 'hex').toString('latin1') : text[2]!.replace(/\\(.)/g, '$1'));
    }
  }
  return lines.join('\n');
}
