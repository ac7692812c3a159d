import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from '../clients/entities/client.entity';
import type { User } from '../users/entities/user.entity';
import { Community } from './communities/entities/community.entity';
import { CommunityMember } from './communities/entities/community-member.entity';
import { CommunityPost } from './communities/entities/community-post.entity';
import { Message } from './entities/message.entity';

/**
 * The demo business's conversations and community: Sam (who signs in as the demo client) has a conversation with
 * the coach ending in an unread question; Maria (no sign-in yet) has one message from the coach.
 */
export async function seedDemoMessaging(em: EntityManager, demo: { coach: User; clientUser: User; sam: Client; maria: Client }): Promise<void> {
  const minute = 60_000;
  const now = Date.now();
  const say = (client: Client, fromClient: boolean, content: string, minutesAgo: number, isRead = true) =>
    em.create(Message, {
      coach: demo.coach,
      client,
      sender: fromClient ? demo.clientUser : demo.coach,
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

  const community = em.create(Community, {
    coach: demo.coach,
    name: 'Morning Accountability',
    description: 'Check in before 9am and cheer each other on.',
    memberCount: 2,
  });
  for (const client of [demo.sam, demo.maria]) em.create(CommunityMember, { community, client, joinedAt: new Date(now - 2 * 86_400_000) });
  const welcome = em.create(CommunityPost, {
    community,
    author: demo.coach,
    content: 'Welcome! Post your morning workout here every day this week.',
    createdAt: new Date(now - 90 * minute),
  });
  em.create(CommunityPost, {
    community,
    parent: welcome,
    author: demo.clientUser,
    client: demo.sam,
    content: '5k run done ✅',
    createdAt: new Date(now - 60 * minute),
  });
  await em.flush();
}
