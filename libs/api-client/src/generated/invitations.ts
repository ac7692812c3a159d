import { baseApi as api } from '../base-api';
export const addTagTypes = ['invitations'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      invitationsPreview: build.query<InvitationsPreviewApiResponse, InvitationsPreviewApiArg>({
        query: (queryArg) => ({ url: `/api/invitations/${queryArg.code}` }),
        providesTags: ['invitations'],
      }),
      invitationsAccept: build.mutation<InvitationsAcceptApiResponse, InvitationsAcceptApiArg>({
        query: (queryArg) => ({ url: `/api/invitations/${queryArg.code}/accept`, method: 'POST' }),
        invalidatesTags: ['invitations'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedInvitationsApi };
export type InvitationsPreviewApiResponse = /** status 200 The invitation */ InvitationPreviewResponseDto;
export type InvitationsPreviewApiArg = {
  code: string;
};
export type InvitationsAcceptApiResponse = /** status 200 Linked */ InvitationAcceptedResponseDto;
export type InvitationsAcceptApiArg = {
  code: string;
};
export type InvitationPreviewResponseDto = {
  /** The coach's business name (the coach's name when the business has none). */
  businessName: string;
  clientFirstName: string;
  /** The address the invitation was sent to; the sign-up form uses it. */
  email: string;
  /** The link stops working after this moment. */
  expiresAt: string;
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
export type InvitationAcceptedResponseDto = {
  businessName: string;
  clientId: string;
};
export const { useInvitationsPreviewQuery, useInvitationsAcceptMutation } = injectedRtkApi;
