import { writeFileSync } from 'node:fs';

// EAN-13 module patterns (GS1): left digits in L or G code by the first digit's parity pattern, right digits in R code.
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 symbol ('1' is a bar). */
export function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const left = digits
    .slice(1, 7)
    .map((digit, index) => (PARITY[digits[0]!]![index] === 'L' ? L : G)[digit])
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => R[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/**
 * Writes a Y4M video (what Chromium's --use-file-for-fake-video-capture plays, in a loop) of a black-on-white EAN-13
 * symbol: 640 × 480, grey scale (the chroma planes are neutral), a few identical frames.
 */
export function writeBarcodeVideo(file: string, code: string): void {
  const width = 640;
  const height = 480;
  const moduleWidth = 4;
  const modules = ean13Modules(code);
  const symbolWidth = modules.length * moduleWidth;
  const left = Math.floor((width - symbolWidth) / 2);
  const top = 120;
  const bottom = 360;
  const luma = Buffer.alloc(width * height, 255);
  for (let y = top; y < bottom; y += 1) {
    for (let x = 0; x < symbolWidth; x += 1) {
      if (modules[Math.floor(x / moduleWidth)] === '1') luma[y * width + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}
