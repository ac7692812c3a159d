import { generatedCommunitiesApi, type CommunityMemberResponseDto, type CommunityPostResponseDto } from '@coachcore/api-client/communities';
import { cursorList, paged, toCursorPage, type CursorPage } from '../../lib/api';

/** One page of a community's posts, newest first, and the cursor of the older page (X-Next-Cursor), if any. */
export type PostPage = CursorPage<CommunityPostResponseDto>;

/** Members shown per "Load more". */
export const MEMBERS_PAGE_SIZE = 20;

/**
 * Everything about communities is provided under 'communities' (cards, members, posts); writes and the socket's
 * events invalidate it. The client portal's list lives under the same tag (features/client-portal).
 */
export const communitiesApi = paged(generatedCommunitiesApi)
  .enhanceEndpoints({
    endpoints: {
      communitiesCreate: { invalidatesTags: ['communities'] },
      communitiesUpdate: { invalidatesTags: ['communities'] },
      communitiesRemove: { invalidatesTags: ['communities'] },
      communitiesJoin: { invalidatesTags: ['communities'] },
      communitiesAddMember: { invalidatesTags: ['communities'] },
      communitiesRemoveMember: { invalidatesTags: ['communities'] },
      communityPostsCreate: { invalidatesTags: ['communities'] },
      communityPostsReact: { invalidatesTags: ['communities'] },
      communityPostsUnreact: { invalidatesTags: ['communities'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // The generated query answers the body only; paging needs the X-Next-Cursor header too.
      communityPostsPage: build.query<PostPage, { id: string; cursor?: string; limit?: number }>({
        query: ({ id, cursor, limit }) => ({ url: `/api/communities/${id}/posts`, params: { cursor, limit } }),
        transformResponse: (items: CommunityPostResponseDto[], meta) => toCursorPage(items, meta),
        providesTags: ['communities'],
      }),
      // The members, oldest first, page after page ("Load more").
      communityMembersPages: build.infiniteQuery<CursorPage<CommunityMemberResponseDto>, { id: string }, string>({
        ...cursorList<CommunityMemberResponseDto, { id: string }>(({ id }) => ({
          url: `/api/communities/${id}/members`,
          params: { limit: MEMBERS_PAGE_SIZE },
        })),
        providesTags: ['communities'],
      }),
    }),
  });

export const {
  useCommunitiesListQuery,
  useCommunitiesGetQuery,
  useCommunitiesCreateMutation,
  useCommunitiesUpdateMutation,
  useCommunitiesRemoveMutation,
  useCommunitiesJoinMutation,
  useCommunityMembersPagesInfiniteQuery,
  useCommunitiesAddMemberMutation,
  useCommunitiesRemoveMemberMutation,
  useCommunityPostsCreateMutation,
  useCommunityPostsReactMutation,
  useCommunityPostsUnreactMutation,
  useCommunityPostsPageQuery,
  useLazyCommunityPostsPageQuery,
} = communitiesApi;
