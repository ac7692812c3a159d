import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { DemoBusiness, DemoSeeder } from '../../infra/seed/demo-seeder';
import { CommunitiesRepository } from './communities/communities.repository';
import { CommunityMembersRepository } from './communities/community-members.repository';
import { CommunityPostsRepository } from './communities/community-posts.repository';
import { MessagesRepository } from './messages.repository';

/**
 * The demo business's conversations and community: Sam (who signs in as the demo client) has a conversation with
 * the coach ending in an unread question; Maria (no sign-in yet) has one message from the coach. Written through the
 * module's repositories, in the demo business's tenant, on the seed's transaction.
 */
@Injectable()
export class MessagingSeeder implements DemoSeeder {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly communities: CommunitiesRepository,
    private readonly members: CommunityMembersRepository,
    private readonly posts: CommunityPostsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async seedDemo(demo: DemoBusiness): Promise<void> {
    const tenant = demo.tenant;
    const { messages, communities, members, posts } = this;
    const [sam, maria] = demo.clientIds as [string, string];
    const minute = 60_000;
    const now = Date.now();
    const say = (clientId: string, fromClient: boolean, content: string, minutesAgo: number, isRead = true) =>
      messages.add(tenant, {
        clientId,
        senderId: fromClient ? demo.clientUserId : demo.coachId,
        fromClient,
        content,
        isRead,
        createdAt: new Date(now - minutesAgo * minute),
      });
    say(sam, false, 'Great work this week, Sam! Your weigh-in is down another 1.8 lbs.', 26 * 60);
    say(sam, true, 'Thanks! The new meal plan is really helping.', 25 * 60);
    say(sam, false, 'Keep it up. Tomorrow we add one more set to the squats.', 24 * 60);
    say(sam, true, 'Can we move Thursday’s session to 7am?', 35, false);
    say(maria, false, 'Welcome to FitStudio, Maria! Your first program is ready.', 3 * 60);

    const community = communities.add(tenant, { name: 'Morning Accountability', description: 'Check in before 9am and cheer each other on.' });
    // The member count follows the rows (a trigger), once they are saved.
    for (const clientId of [sam, maria]) members.add(tenant, community, clientId, new Date(now - 2 * 86_400_000));
    const welcome = posts.add(tenant, community, {
      parent: null,
      authorId: demo.coachId,
      clientId: null,
      content: 'Welcome! Post your morning workout here every day this week.',
      createdAt: new Date(now - 90 * minute),
    });
    posts.add(tenant, community, {
      parent: welcome,
      authorId: demo.clientUserId,
      clientId: sam,
      content: '5k run done ✅',
      createdAt: new Date(now - 60 * minute),
    });
    await this.uow.save();
  }
}
