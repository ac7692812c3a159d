import { baseApi as api } from '../base-api';
export const addTagTypes = ['support'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      supportList: build.query<SupportListApiResponse, SupportListApiArg>({
        query: (queryArg) => ({
          url: `/api/support/tickets`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['support'],
      }),
      supportOpen: build.mutation<SupportOpenApiResponse, SupportOpenApiArg>({
        query: (queryArg) => ({ url: `/api/support/tickets`, method: 'POST', body: queryArg.createSupportTicketDto }),
        invalidatesTags: ['support'],
      }),
      supportGet: build.query<SupportGetApiResponse, SupportGetApiArg>({
        query: (queryArg) => ({ url: `/api/support/tickets/${queryArg.id}` }),
        providesTags: ['support'],
      }),
      supportReply: build.mutation<SupportReplyApiResponse, SupportReplyApiArg>({
        query: (queryArg) => ({ url: `/api/support/tickets/${queryArg.id}/replies`, method: 'POST', body: queryArg.supportReplyDto }),
        invalidatesTags: ['support'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedSupportApi };
export type SupportListApiResponse = /** status 200 The page of tickets */ SupportTicketResponseDto[];
export type SupportListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type SupportOpenApiResponse = /** status 201 The new ticket with its thread */ SupportTicketDetailResponseDto;
export type SupportOpenApiArg = {
  createSupportTicketDto: CreateSupportTicketDto;
};
export type SupportGetApiResponse = /** status 200 The ticket with its thread */ SupportTicketDetailResponseDto;
export type SupportGetApiArg = {
  id: string;
};
export type SupportReplyApiResponse = /** status 201 The ticket with its thread */ SupportTicketDetailResponseDto;
export type SupportReplyApiArg = {
  id: string;
  supportReplyDto: SupportReplyDto;
};
export type SupportCategory = 'general' | 'technical' | 'billing' | 'account' | 'feature_request';
export type SupportTicketStatus = 'open' | 'answered' | 'closed';
export type SupportTicketResponseDto = {
  category: SupportCategory;
  closedAt: string | null;
  createdAt: string;
  id: string;
  /** open: waiting for support; answered: support replied; closed. */
  status: SupportTicketStatus;
  subject: string;
  /** The last message or change. */
  updatedAt: string;
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
export type SupportPersonDto = {
  firstName: string;
  id: string;
  lastName: string;
};
export type SupportAuthorSide = 'requester' | 'support';
export type SupportTicketMessageResponseDto = {
  /** Null once the author's account is gone. */
  author: SupportPersonDto | null;
  body: string;
  createdAt: string;
  id: string;
  /** requester: the business; support: the platform's support team. */
  side: SupportAuthorSide;
};
export type SupportTicketDetailResponseDto = {
  category: SupportCategory;
  closedAt: string | null;
  createdAt: string;
  id: string;
  messages: SupportTicketMessageResponseDto[];
  /** open: waiting for support; answered: support replied; closed. */
  status: SupportTicketStatus;
  subject: string;
  /** The last message or change. */
  updatedAt: string;
};
export type CreateSupportTicketDto = {
  category: SupportCategory;
  message: string;
  subject: string;
};
export type SupportReplyDto = {
  message: string;
};
export const { useSupportListQuery, useSupportOpenMutation, useSupportGetQuery, useSupportReplyMutation } = injectedRtkApi;
