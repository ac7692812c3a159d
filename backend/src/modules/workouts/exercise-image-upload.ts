import { IMAGE_TYPES, type UploadPolicy } from '../../infra/storage/storage-types';

/** An exercise picture: 5 MB is plenty for a demonstration image. */
export const EXERCISE_IMAGE_UPLOAD: UploadPolicy = { maxBytes: 5 * 1024 * 1024, allowedTypes: IMAGE_TYPES };
