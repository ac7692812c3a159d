import type { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Client } from '../clients/entities/client.entity';
import type { User } from '../users/entities/user.entity';
import { CommunitiesRepository } from './communities/communities.repository';
import { CommunityMembersRepository } from './communities/community-members.repository';
import { CommunityPostsRepository } from './communities/community-posts.repository';
import { MessagesRepository } from './messages.repository';

/**
 * The demo business's conversations and community: Sam (who signs in as the demo client) has a conversation with
 * the coach ending in an unread question; Maria (no sign-in yet) has one message from the coach. Written through the
 * module's repositories, in the demo business's tenant, on the seed's transaction.
 */
export async function seedDemoMessaging(em: EntityManager, demo: { coach: User; clientUser: User; sam: Client; maria: Client }): Promise<void> {
  const tenant: TenantScope = { businessId: demo.coach.id };
  const messages = new MessagesRepository(em);
  const communities = new CommunitiesRepository(em);
  const members = new CommunityMembersRepository(em);
  const posts = new CommunityPostsRepository(em);
  const minute = 60_000;
  const now = Date.now();
  const say = (client: Client, fromClient: boolean, content: string, minutesAgo: number, isRead = true) =>
    messages.add(tenant, {
      clientId: client.id,
      senderId: fromClient ? demo.clientUser.id : demo.coach.id,
      fromClient,
      content,
      isRead,
      createdAt: new Date(now - minutesAgo * minute),
    });
  say(demo.sam, false, 'Great work this week, Sam! Your weigh-in is down another 1.8 lbs.', 26 * 60);
  say(demo.sam, true, 'Thanks! The new meal plan is really helping.', 25 * 60);
  say(demo.sam, false, 'Keep it up. Tomorrow we add one more set to the squats.', 24 * 60);
  say(demo.sam, true, 'Can we move Thursday’s session to 7am?', 35, false);
  say(demo.maria, false, 'Welcome to FitStudio, Maria! Your first program is ready.', 3 * 60);

  const community = communities.add(tenant, { name: 'Morning Accountability', description: 'Check in before 9am and cheer each other on.' });
  const joined = [demo.sam, demo.maria].map((client) => members.add(tenant, community, client.id, new Date(now - 2 * 86_400_000)));
  community.memberCount = joined.length;
  const welcome = posts.add(tenant, community, {
    parent: null,
    authorId: demo.coach.id,
    clientId: null,
    content: 'Welcome! Post your morning workout here every day this week.',
    createdAt: new Date(now - 90 * minute),
  });
  posts.add(tenant, community, {
    parent: welcome,
    authorId: demo.clientUser.id,
    clientId: demo.sam.id,
    content: '5k run done ✅',
    createdAt: new Date(now - 60 * minute),
  });
  await new UnitOfWork(em).save();
}
