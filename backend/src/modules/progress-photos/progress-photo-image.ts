import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import { detectContentType } from '../../infra/storage/content-sniffer';
import { PROGRESS_PHOTO_MESSAGES } from './progress-photos.messages';

/** The longest side a stored progress photo keeps: enough for a full-screen compare, far less than a phone's camera. */
export const PROGRESS_PHOTO_MAX_SIDE = 1600;

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' } as const;

/**
 * The image as it is stored: turned upright by its EXIF orientation, scaled down to fit 1600 px, in its own format,
 * and with every metadata block dropped (EXIF with its GPS position, XMP, IPTC, comments), which sharp does unless
 * told to keep them. Content that is not one of the accepted image types is handed back untouched, for the storage
 * service to refuse with its own message; an accepted type that cannot be decoded answers 400.
 */
export async function prepareProgressPhoto(content: Buffer): Promise<Buffer> {
  const type = await detectContentType(content);
  if (!type || !(type in FORMATS)) return content;
  const format = FORMATS[type as keyof typeof FORMATS];
  try {
    return await sharp(content, { animated: format === 'gif' || format === 'webp', failOn: 'none' })
      .rotate()
      .resize({ width: PROGRESS_PHOTO_MAX_SIDE, height: PROGRESS_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, format === 'jpeg' ? { quality: 85, mozjpeg: true } : {})
      .toBuffer();
  } catch {
    throw new BadRequestException(PROGRESS_PHOTO_MESSAGES.unreadable);
  }
}
