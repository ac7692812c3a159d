import { baseApi as api } from '../base-api';
export const addTagTypes = ['messages'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      messagesList: build.query<MessagesListApiResponse, MessagesListApiArg>({
        query: (queryArg) => ({
          url: `/api/messages`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
            withUser: queryArg.withUser,
          },
        }),
        providesTags: ['messages'],
      }),
      messagesSend: build.mutation<MessagesSendApiResponse, MessagesSendApiArg>({
        query: (queryArg) => ({ url: `/api/messages`, method: 'POST', body: queryArg.sendMessageDto }),
        invalidatesTags: ['messages'],
      }),
      messagesSendAttachment: build.mutation<MessagesSendAttachmentApiResponse, MessagesSendAttachmentApiArg>({
        query: (queryArg) => ({ url: `/api/messages/attachments`, method: 'POST', body: queryArg.sendAttachmentDto }),
        invalidatesTags: ['messages'],
      }),
      messagesConversations: build.query<MessagesConversationsApiResponse, MessagesConversationsApiArg>({
        query: (queryArg) => ({
          url: `/api/messages/conversations`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['messages'],
      }),
      messagesUnreadCount: build.query<MessagesUnreadCountApiResponse, MessagesUnreadCountApiArg>({
        query: () => ({ url: `/api/messages/unread-count` }),
        providesTags: ['messages'],
      }),
      messagesRemove: build.mutation<MessagesRemoveApiResponse, MessagesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/messages/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['messages'],
      }),
      messagesEdit: build.mutation<MessagesEditApiResponse, MessagesEditApiArg>({
        query: (queryArg) => ({ url: `/api/messages/${queryArg.id}`, method: 'PATCH', body: queryArg.editMessageDto }),
        invalidatesTags: ['messages'],
      }),
      messagesAttachment: build.query<MessagesAttachmentApiResponse, MessagesAttachmentApiArg>({
        query: (queryArg) => ({ url: `/api/messages/${queryArg.id}/attachment` }),
        providesTags: ['messages'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedMessagesApi };
export type MessagesListApiResponse = /** status 200 The page of messages, newest first */ MessageResponseDto[];
export type MessagesListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
  /** The other party: a client's id (business side; a linked client's user id also works) or the coach's id (client side). Absent: every conversation. */
  withUser?: string;
};
export type MessagesSendApiResponse = /** status 201 The message as saved */ MessageResponseDto;
export type MessagesSendApiArg = {
  sendMessageDto: SendMessageDto;
};
export type MessagesSendAttachmentApiResponse = /** status 201 The attachment message as saved */ MessageResponseDto;
export type MessagesSendAttachmentApiArg = {
  sendAttachmentDto: SendAttachmentDto;
};
export type MessagesConversationsApiResponse = /** status 200 The conversations, most recent first */ ConversationResponseDto[];
export type MessagesConversationsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Part of the client's name or e-mail, case-insensitive. */
  search?: string;
};
export type MessagesUnreadCountApiResponse = /** status 200 The unread count */ UnreadCountResponseDto;
export type MessagesUnreadCountApiArg = void;
export type MessagesRemoveApiResponse = unknown;
export type MessagesRemoveApiArg = {
  id: string;
};
export type MessagesEditApiResponse = /** status 200 The message as edited */ MessageResponseDto;
export type MessagesEditApiArg = {
  id: string;
  editMessageDto: EditMessageDto;
};
export type MessagesAttachmentApiResponse = /** status 200 The file, with its detected Content-Type */ Blob;
export type MessagesAttachmentApiArg = {
  id: string;
};
export type MessageType = 'text' | 'image' | 'file';
export type MessageResponseDto = {
  /** The conversation: the client record the business talks with. */
  clientId: string;
  content: string;
  createdAt: string;
  /** When its sender deleted it; its text is then empty and its attachment gone (shown as 'This message was deleted'). */
  deletedAt: string | null;
  /** When its sender last changed the text; null if never (shown as '(edited)'). */
  editedAt: string | null;
  /** The attachment's file name as uploaded. */
  fileName: string | null;
  fileSize: number | null;
  /** The attachment's detected type (image/png, application/pdf, ...). */
  fileType: string | null;
  /** The route serving the attachment to the two parties (session cookie or bearer token); null for text. */
  fileUrl: string | null;
  /** True when the client wrote it (shown on the client's right, the coach's left). */
  fromClient: boolean;
  id: string;
  /** Read by the side it was sent to. */
  isRead: boolean;
  messageType: MessageType;
  /** Who it is for, as the sender addressed it: the client's id (from the business) or the coach's id (from the client). */
  receiverId: string;
  /** Who wrote it: the user id of the coach, the staff member or the client's sign-in. */
  senderId: string;
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
export type SendMessageDto = {
  content: string;
  /** Who the message is for: a coach or staff member passes the client's id (the client record, whether or not the
    client has a sign-in yet; a linked client's user id also names them); a client passes their coach's id. */
  receiverId: string;
};
export type SendAttachmentDto = {
  /** An optional caption; without one the message reads as the file's name. */
  content?: string | null;
  /** A JPEG, PNG, WebP or GIF image or a PDF of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
  /** As for a text message: the client's id (business side) or the coach's id (client side). */
  receiverId: string;
};
export type ConversationResponseDto = {
  avatar: string | null;
  /** The client record of the conversation. */
  clientId: string;
  email: string;
  firstName: string;
  /** The newest message, or null before the first one. */
  lastMessage: MessageResponseDto | null;
  lastName: string;
  /** Messages of the other party the caller has not read. */
  unreadCount: number;
  /** The other party's id, to pass as `withUser` and `receiverId`: the client's id, or for a client their coach's. */
  withUser: string;
};
export type UnreadCountResponseDto = {
  /** Messages to the caller's side that nobody on it has read yet (the business's inbox, or the client's). */
  unreadCount: number;
};
export type EditMessageDto = {
  content: string;
};
export const {
  useMessagesListQuery,
  useMessagesSendMutation,
  useMessagesSendAttachmentMutation,
  useMessagesConversationsQuery,
  useMessagesUnreadCountQuery,
  useMessagesRemoveMutation,
  useMessagesEditMutation,
  useMessagesAttachmentQuery,
} = injectedRtkApi;
