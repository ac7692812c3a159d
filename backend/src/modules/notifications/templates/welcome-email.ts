import type { User } from '../../users/entities/user.entity';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function welcomeEmail(user: Pick<User, 'firstName' | 'role' | 'businessName'>): { subject: string; text: string; html: string } {
  const intro =
    user.role === 'client'
      ? 'Your CoachCore account is ready. Sign in to see your workouts, nutrition, goals and messages from your coach.'
      : `Your CoachCore account${user.businessName ? ` for ${user.businessName}` : ''} is ready. Your 14-day free trial has started: add your first client, build a workout and set up your packages.`;
  const subject = 'Welcome to CoachCore';
  const text = `Hi ${user.firstName},\n\n${intro}\n\nThe CoachCore team`;
  const html = `<p>Hi ${escapeHtml(user.firstName)},</p><p>${escapeHtml(intro)}</p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
