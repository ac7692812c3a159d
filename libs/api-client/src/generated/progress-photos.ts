import { baseApi as api } from '../base-api';
export const addTagTypes = ['progress-photos'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientProgressPhotosList: build.query<ClientProgressPhotosListApiResponse, ClientProgressPhotosListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/progress-photos`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['progress-photos'],
      }),
      clientProgressPhotosUpload: build.mutation<ClientProgressPhotosUploadApiResponse, ClientProgressPhotosUploadApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/progress-photos`, method: 'POST', body: queryArg.uploadProgressPhotoDto }),
        invalidatesTags: ['progress-photos'],
      }),
      progressPhotosRemove: build.mutation<ProgressPhotosRemoveApiResponse, ProgressPhotosRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/progress-photos/${queryArg.photoId}`, method: 'DELETE' }),
        invalidatesTags: ['progress-photos'],
      }),
      progressPhotosImage: build.query<ProgressPhotosImageApiResponse, ProgressPhotosImageApiArg>({
        query: (queryArg) => ({ url: `/api/progress-photos/${queryArg.photoId}/image` }),
        providesTags: ['progress-photos'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedProgressPhotosApi };
export type ClientProgressPhotosListApiResponse = /** status 200 The page of the client's progress photos, newest first */ ProgressPhotoResponseDto[];
export type ClientProgressPhotosListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientProgressPhotosUploadApiResponse = /** status 201 The photo as saved */ ProgressPhotoResponseDto;
export type ClientProgressPhotosUploadApiArg = {
  id: string;
  uploadProgressPhotoDto: UploadProgressPhotoDto;
};
export type ProgressPhotosRemoveApiResponse = unknown;
export type ProgressPhotosRemoveApiArg = {
  photoId: string;
};
export type ProgressPhotosImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type ProgressPhotosImageApiArg = {
  photoId: string;
};
export type ProgressPhotoPose = 'front' | 'side' | 'back';
export type ProgressPhotoResponseDto = {
  bodyFat: number | null;
  clientId: string;
  createdAt: string;
  id: string;
  /** The route that serves the image to signed-in users allowed to see it (session cookie or bearer token). */
  imageUrl: string;
  notes: string | null;
  pose: ProgressPhotoPose | null;
  weight: number | null;
};
export type FieldErrorDto = {
  /** The request field, as named in the body or query. */
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  /** The status's reason phrase. */
  error: string;
  /** Validation failures only: every field's problem, in the order they were checked. */
  errors?: FieldErrorDto[];
  /** The text a person reads. */
  message: string;
  /** The HTTP status, repeated. */
  statusCode: number;
};
export type UploadProgressPhotoDto = {
  /** % on the day of the photo. */
  bodyFat?: ((number | null) | (string | null)) | null;
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
  notes?: string | null;
  /** Which view of the body the photo shows; left out for a photo of no particular pose. */
  pose?: ProgressPhotoPose | null;
  /** lbs on the day of the photo. */
  weight?: ((number | null) | (string | null)) | null;
};
export const { useClientProgressPhotosListQuery, useClientProgressPhotosUploadMutation, useProgressPhotosRemoveMutation, useProgressPhotosImageQuery } =
  injectedRtkApi;
