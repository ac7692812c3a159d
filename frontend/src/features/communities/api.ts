import type { CommunityPostResponseDto } from '@coachcore/api-client';
import { api } from '../../lib/api';

/** One page of a community's posts, newest first, and the cursor of the older page (X-Next-Cursor), if any. */
export interface PostPage {
  items: CommunityPostResponseDto[];
  nextCursor: string | null;
}

/**
 * Everything about communities is provided under 'communities' (cards, members, posts); writes and the socket's
 * events invalidate it. The client portal's list lives under the same tag.
 */
export const communitiesApi = api
  .enhanceEndpoints({
    endpoints: {
      clientCommunitiesList: { providesTags: ['communities'] },
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
        transformResponse: (items: CommunityPostResponseDto[], meta) => ({ items, nextCursor: meta?.response?.headers.get('X-Next-Cursor') ?? null }),
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
  useCommunitiesMembersQuery,
  useCommunitiesAddMemberMutation,
  useCommunitiesRemoveMemberMutation,
  useCommunityPostsCreateMutation,
  useCommunityPostsReactMutation,
  useCommunityPostsUnreactMutation,
  useCommunityPostsPageQuery,
  useLazyCommunityPostsPageQuery,
  useClientCommunitiesListQuery,
} = communitiesApi;
