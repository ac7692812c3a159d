import { generatedClientPortalApi, type ProgressPhotoPose, type ProgressPhotoResponseDto } from '@coachcore/api-client/client-portal';
import { cursorList, paged, uploadRequest, type CursorPage } from '../../lib/api';

/** Photos per "Load more" of the gallery (the route allows 100). */
export const PHOTOS_PAGE_SIZE = 60;

export interface PhotoUpload {
  file: File;
  pose: ProgressPhotoPose;
  weight: string;
  bodyFat: string;
  notes: string;
}

/** The signed-in client's progress photos (GET /api/client/progress), all pages loaded together, and their uploads. */
export const clientProgressApi = paged(generatedClientPortalApi)
  .enhanceEndpoints({ addTagTypes: ['clientProgressPhotos'] })
  .injectEndpoints({
    endpoints: (build) => ({
      clientProgressPages: build.infiniteQuery<CursorPage<ProgressPhotoResponseDto>, void, string>({
        ...cursorList<ProgressPhotoResponseDto, void>(() => ({ url: '/api/client/progress', params: { limit: PHOTOS_PAGE_SIZE } })),
        providesTags: ['clientProgressPhotos'],
      }),
      // A multipart upload, which the generated hook cannot send; blank figures are left out.
      clientProgressUpload: build.mutation<ProgressPhotoResponseDto, PhotoUpload>({
        query: ({ file, pose, weight, bodyFat, notes }) =>
          uploadRequest(
            '/api/client/progress',
            file,
            Object.fromEntries(
              Object.entries({ pose, weight: weight.trim(), bodyFat: bodyFat.trim(), notes: notes.trim() }).filter(([, value]) => value !== ''),
            ),
          ),
        invalidatesTags: ['clientProgressPhotos'],
      }),
    }),
  });

export const { useClientProgressPagesInfiniteQuery, useClientProgressUploadMutation } = clientProgressApi;
