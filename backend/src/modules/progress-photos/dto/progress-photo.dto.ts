import { CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { CursorPageQuery } from '../../../common/http/cursor-pagination';
import { MeasurementValue, OptionalText } from '../../../common/validation/fields';
import { PROGRESS_PHOTO_POSES, type ProgressPhoto, type ProgressPhotoPose } from '../entities/progress-photo.entity';
import { IsIn, IsOptional } from 'class-validator';
import { Transform } from 'class-transformer';
import { rule } from '../../../common/validation/rules';
import { emptyToNull } from '../../../common/validation/transforms';
import { PROGRESS_PHOTO_MESSAGES } from '../progress-photos.messages';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';

/** The fields sent with the photo. */
export class CreateProgressPhotoDto {
  /** Which view of the body the photo shows; left out for a photo of no particular pose. */
  @ApiProperty({ enum: PROGRESS_PHOTO_POSES, enumName: 'ProgressPhotoPose', required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(PROGRESS_PHOTO_POSES, rule({ message: PROGRESS_PHOTO_MESSAGES.invalidPose }))
  pose?: ProgressPhotoPose | null;

  /** lbs on the day of the photo. @example "182.4" */
  @MeasurementValue(2000) weight?: number | null;

  /** % on the day of the photo. @example "18.5" */
  @MeasurementValue(100) bodyFat?: number | null;

  @OptionalText(2000)
  notes?: string | null;
}

/** multipart/form-data body of an upload: the image and the fields above. */
export class UploadProgressPhotoDto extends CreateProgressPhotoDto {
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  @ApiProperty({ type: 'string', format: 'binary' })
  file: unknown;
}

/** A page of a client's progress photos ("Load more"). */
export class ListProgressPhotosQuery extends CursorPageQuery({ ...LIST_PAGES.progressPhotos, invalidCursor: CURSOR_MESSAGES.progressPhotos }) {}

export class ProgressPhotoResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  /** The route that serves the image to signed-in users allowed to see it (session cookie or bearer token). @example "/api/progress-photos/5b0c.../image" */
  imageUrl: string;
  @ApiProperty({ enum: PROGRESS_PHOTO_POSES, enumName: 'ProgressPhotoPose', nullable: true })
  pose: ProgressPhotoPose | null;
  weight: number | null;
  bodyFat: number | null;
  notes: string | null;
  @ApiDateTime()
  createdAt: string;
}

export const progressPhotoImagePath = (photoId: string) => `/api/progress-photos/${photoId}/image`;

export function toProgressPhotoResponse(photo: ProgressPhoto): ProgressPhotoResponseDto {
  return {
    id: photo.id,
    clientId: photo.client.id,
    imageUrl: progressPhotoImagePath(photo.id),
    pose: photo.pose ?? null,
    weight: photo.weight ?? null,
    bodyFat: photo.bodyFat ?? null,
    notes: photo.notes ?? null,
    createdAt: photo.createdAt.toISOString(),
  };
}
