import { baseApi as api } from '../base-api';
export const addTagTypes = ['communities'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      communitiesList: build.query<CommunitiesListApiResponse, CommunitiesListApiArg>({
        query: (queryArg) => ({
          url: `/api/communities`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communitiesCreate: build.mutation<CommunitiesCreateApiResponse, CommunitiesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/communities`, method: 'POST', body: queryArg.createCommunityDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesRemove: build.mutation<CommunitiesRemoveApiResponse, CommunitiesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communitiesGet: build.query<CommunitiesGetApiResponse, CommunitiesGetApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}` }),
        providesTags: ['communities'],
      }),
      communitiesUpdate: build.mutation<CommunitiesUpdateApiResponse, CommunitiesUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}`, method: 'PATCH', body: queryArg.updateCommunityDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesJoin: build.mutation<CommunitiesJoinApiResponse, CommunitiesJoinApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/join`, method: 'POST' }),
        invalidatesTags: ['communities'],
      }),
      communitiesMembers: build.query<CommunitiesMembersApiResponse, CommunitiesMembersApiArg>({
        query: (queryArg) => ({
          url: `/api/communities/${queryArg.id}/members`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communitiesAddMember: build.mutation<CommunitiesAddMemberApiResponse, CommunitiesAddMemberApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/members`, method: 'POST', body: queryArg.addCommunityMemberDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesRemoveMember: build.mutation<CommunitiesRemoveMemberApiResponse, CommunitiesRemoveMemberApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/members/${queryArg.clientId}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communityPostsList: build.query<CommunityPostsListApiResponse, CommunityPostsListApiArg>({
        query: (queryArg) => ({
          url: `/api/communities/${queryArg.id}/posts`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communityPostsCreate: build.mutation<CommunityPostsCreateApiResponse, CommunityPostsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts`, method: 'POST', body: queryArg.createCommunityPostDto }),
        invalidatesTags: ['communities'],
      }),
      communityPostsUnreact: build.mutation<CommunityPostsUnreactApiResponse, CommunityPostsUnreactApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts/${queryArg.postId}/reactions/${queryArg.reaction}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communityPostsReact: build.mutation<CommunityPostsReactApiResponse, CommunityPostsReactApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts/${queryArg.postId}/reactions/${queryArg.reaction}`, method: 'PUT' }),
        invalidatesTags: ['communities'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedCommunitiesApi };
export type CommunitiesListApiResponse = /** status 200 The communities, newest first */ CommunityResponseDto[];
export type CommunitiesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type CommunitiesCreateApiResponse = /** status 201 The new community */ CommunityResponseDto;
export type CommunitiesCreateApiArg = {
  createCommunityDto: CreateCommunityDto;
};
export type CommunitiesRemoveApiResponse = unknown;
export type CommunitiesRemoveApiArg = {
  id: string;
};
export type CommunitiesGetApiResponse = /** status 200 The community */ CommunityResponseDto;
export type CommunitiesGetApiArg = {
  id: string;
};
export type CommunitiesUpdateApiResponse = /** status 200 The updated community */ CommunityResponseDto;
export type CommunitiesUpdateApiArg = {
  id: string;
  updateCommunityDto: UpdateCommunityDto;
};
export type CommunitiesJoinApiResponse = /** status 201 The caller, now a member */ CommunityMemberResponseDto;
export type CommunitiesJoinApiArg = {
  id: string;
};
export type CommunitiesMembersApiResponse = /** status 200 The page of members, oldest first */ CommunityMemberResponseDto[];
export type CommunitiesMembersApiArg = {
  id: string;
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type CommunitiesAddMemberApiResponse = /** status 201 The new member */ CommunityMemberResponseDto;
export type CommunitiesAddMemberApiArg = {
  id: string;
  addCommunityMemberDto: AddCommunityMemberDto;
};
export type CommunitiesRemoveMemberApiResponse = unknown;
export type CommunitiesRemoveMemberApiArg = {
  id: string;
  clientId: string;
};
export type CommunityPostsListApiResponse = /** status 200 The page of posts, newest first */ CommunityPostResponseDto[];
export type CommunityPostsListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type CommunityPostsCreateApiResponse = /** status 201 The post as saved */ CommunityReplyResponseDto;
export type CommunityPostsCreateApiArg = {
  id: string;
  createCommunityPostDto: CreateCommunityPostDto;
};
export type CommunityPostsUnreactApiResponse = /** status 200 The post with its reactions */ CommunityReplyResponseDto;
export type CommunityPostsUnreactApiArg = {
  id: string;
  postId: string;
  reaction: CommunityReaction;
};
export type CommunityPostsReactApiResponse = /** status 200 The post with its reactions */ CommunityReplyResponseDto;
export type CommunityPostsReactApiArg = {
  id: string;
  postId: string;
  reaction: CommunityReaction;
};
export type CommunityResponseDto = {
  createdAt: string;
  description: string | null;
  id: string;
  /** For a client: whether they are a member (they post only where they are). Always true for the business side. */
  isMember: boolean;
  isPrivate: boolean;
  memberCount: number;
  memberLimit: number | null;
  /** Posts and replies written today (UTC). */
  messagesToday: number;
  name: string;
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
export type CreateCommunityDto = {
  description?: string | null;
  /** Private communities are seen only by their members (and the business). */
  isPrivate?: boolean;
  /** Blank or null: unlimited. */
  memberLimit?: number | null;
  name: string;
};
export type UpdateCommunityDto = {
  description?: string | null;
  /** Private communities are seen only by their members (and the business). */
  isPrivate?: boolean;
  /** Blank or null: unlimited. */
  memberLimit?: number | null;
  name?: string;
};
export type CommunityMemberResponseDto = {
  clientId: string;
  /** For the business and its staff only: never answered to a client. */
  email?: string;
  firstName: string;
  joinedAt: string;
  lastName: string;
  /** member (the default role). */
  role: string;
};
export type AddCommunityMemberDto = {
  /** A client of the business. */
  clientId: string;
};
export type CommunityReaction = 'like' | 'love' | 'celebrate' | 'strong';
export type ReactionCountsDto = {
  celebrate: number;
  like: number;
  love: number;
  strong: number;
};
export type CommunityReplyResponseDto = {
  /** The client's name for a client's post, the writer's name for the business's. */
  authorName: string;
  communityId: string;
  content: string;
  createdAt: string;
  /** True when a client wrote it. */
  fromClient: boolean;
  id: string;
  /** The caller's own reactions. */
  myReactions: CommunityReaction[];
  parentId: string | null;
  reactions: ReactionCountsDto;
};
export type CommunityPostResponseDto = {
  /** The client's name for a client's post, the writer's name for the business's. */
  authorName: string;
  communityId: string;
  content: string;
  createdAt: string;
  /** True when a client wrote it. */
  fromClient: boolean;
  id: string;
  /** The caller's own reactions. */
  myReactions: CommunityReaction[];
  parentId: string | null;
  reactions: ReactionCountsDto;
  /** Oldest first. */
  replies: CommunityReplyResponseDto[];
};
export type CreateCommunityPostDto = {
  content: string;
  /** Reply to this post of the community (replies are one level deep: a reply to a reply answers its post). */
  parentId?: string;
};
export const {
  useCommunitiesListQuery,
  useCommunitiesCreateMutation,
  useCommunitiesRemoveMutation,
  useCommunitiesGetQuery,
  useCommunitiesUpdateMutation,
  useCommunitiesJoinMutation,
  useCommunitiesMembersQuery,
  useCommunitiesAddMemberMutation,
  useCommunitiesRemoveMemberMutation,
  useCommunityPostsListQuery,
  useCommunityPostsCreateMutation,
  useCommunityPostsUnreactMutation,
  useCommunityPostsReactMutation,
} = injectedRtkApi;
