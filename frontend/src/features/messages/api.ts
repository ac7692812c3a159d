import { generatedMessagesApi, type ConversationResponseDto, type MessageResponseDto } from '@coachcore/api-client/messages';
import { offsetList, paged, toCursorPage, uploadRequest, type CursorPage, type Page } from '../../lib/api';

/** One page of a conversation, newest first, and the cursor of the older page (X-Next-Cursor), if any. */
export type MessagePage = CursorPage<MessageResponseDto>;

/** Conversations per "Load more" of the Messages screen's list. */
export const CONVERSATIONS_PAGE_SIZE = 50;

export interface MessagePageArg {
  withUser: string;
  cursor?: string;
  limit?: number;
}

/**
 * Everything about messages is provided under 'messages'; the socket's events invalidate it (a new, edited or deleted
 * message changes the open conversation, the list and the unread count at once). A message from a client also changes
 * the dashboard.
 */
export const messagesApi = paged(generatedMessagesApi)
  .enhanceEndpoints({
    addTagTypes: ['dashboard'],
    endpoints: {
      messagesSend: { invalidatesTags: ['messages', 'dashboard'] },
      messagesEdit: { invalidatesTags: ['messages', 'dashboard'] },
      messagesRemove: { invalidatesTags: ['messages', 'dashboard'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // The generated query answers the body only; paging needs the X-Next-Cursor header too.
      messagesPage: build.query<MessagePage, MessagePageArg>({
        query: ({ withUser, cursor, limit }) => ({ url: '/api/messages', params: { withUser, cursor, limit } }),
        transformResponse: (items: MessageResponseDto[], meta) => toCursorPage(items, meta),
        providesTags: ['messages'],
      }),
      // The business's conversations, the latest message first over all pages, page after page ("Load more").
      conversationPages: build.infiniteQuery<Page<ConversationResponseDto>, { search?: string }, number>({
        ...offsetList<ConversationResponseDto, { search?: string }>(({ search }) => ({
          url: '/api/messages/conversations',
          params: { search, limit: CONVERSATIONS_PAGE_SIZE },
        })),
        providesTags: ['messages'],
      }),
      // A multipart upload, which the generated hook cannot send.
      messagesSendFile: build.mutation<MessageResponseDto, { receiverId: string; file: File }>({
        query: ({ receiverId, file }) => uploadRequest('/api/messages/attachments', file, { receiverId }),
        invalidatesTags: ['messages', 'dashboard'],
      }),
    }),
  });

export const {
  useMessagesConversationsQuery,
  useConversationPagesInfiniteQuery,
  useMessagesUnreadCountQuery,
  useMessagesSendMutation,
  useMessagesEditMutation,
  useMessagesRemoveMutation,
  useMessagesSendFileMutation,
  useMessagesPageQuery,
  useLazyMessagesPageQuery,
} = messagesApi;
