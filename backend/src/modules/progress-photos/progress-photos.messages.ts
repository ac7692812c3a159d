/** Messages of the progress photos routes (the spec names none; the measurement rules are the spec's). */
export const PROGRESS_PHOTO_MESSAGES = {
  notFound: 'Progress photo not found',
  photoRequired: 'Please choose a photo to upload',
  unreadable: 'The photo could not be read; please choose another image',
  invalidPose: 'Pose must be one of front, side, back',
} as const;
