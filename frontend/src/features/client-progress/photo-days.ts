import type { ProgressPhotoPose, ProgressPhotoResponseDto } from '@coachcore/api-client/client-portal';

export const POSES: readonly ProgressPhotoPose[] = ['front', 'side', 'back'];
export const POSE_LABELS: Record<ProgressPhotoPose, string> = { front: 'Front', side: 'Side', back: 'Back' };

/** The photos of one day: by pose (the newest of a pose that day), with the day's figures. */
export interface PhotoDay {
  /** YYYY-MM-DD in the browser's time zone. */
  date: string;
  photos: ProgressPhotoResponseDto[];
  weight: number | null;
  bodyFat: number | null;
  notes: string[];
}

export const localDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA');
export const formatDay = (day: string) => new Date(`${day}T00:00:00`).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Newest day first; within a day front, side, back, then photos of no pose. */
export function photoDays(photos: readonly ProgressPhotoResponseDto[]): PhotoDay[] {
  const days = new Map<string, ProgressPhotoResponseDto[]>();
  for (const photo of photos) {
    const day = localDay(photo.createdAt);
    days.set(day, [...(days.get(day) ?? []), photo]);
  }
  const order = (photo: ProgressPhotoResponseDto) => (photo.pose ? POSES.indexOf(photo.pose) : POSES.length);
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, list]) => {
      const sorted = [...list].sort((a, b) => order(a) - order(b) || b.createdAt.localeCompare(a.createdAt));
      return {
        date,
        photos: sorted,
        weight: sorted.find((photo) => photo.weight !== null)?.weight ?? null,
        bodyFat: sorted.find((photo) => photo.bodyFat !== null)?.bodyFat ?? null,
        notes: [...new Set(sorted.map((photo) => photo.notes).filter((note): note is string => !!note))],
      };
    });
}

/** The photo of a day to compare: the pose asked for, else the day's first. */
export const photoOf = (day: PhotoDay | undefined, pose: ProgressPhotoPose | 'any') =>
  day && (pose === 'any' ? day.photos[0] : day.photos.find((photo) => photo.pose === pose));
