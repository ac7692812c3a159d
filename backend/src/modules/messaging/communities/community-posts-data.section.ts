import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../../common/client-data/client-data-source';
import { CommunityPostsRepository } from './community-posts.repository';

/** The client's part of their data export kept by communities: the posts and replies they wrote. */
@Injectable()
@ClientDataSource('community-posts')
export class CommunityPostsDataSection implements ClientDataSection {
  constructor(private readonly posts: CommunityPostsRepository) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const posts = await this.posts.allOfClient(scope, scope.clientId);
    const rows = posts.map((post) =>
      plainRow({
        id: post.id,
        communityId: post.community.id,
        communityName: post.community.name,
        parentId: post.parent?.id ?? null,
        content: post.content,
        createdAt: post.createdAt,
      }),
    );
    return { tables: [{ name: 'community_posts', rows }] };
  }
}
