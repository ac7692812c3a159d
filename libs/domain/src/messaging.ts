import type { ValidationErrors } from './validation';

/** Messages and communities (documents 2 and 3): the spec's texts and limits, shared by server and browser. */
export const MESSAGING_MESSAGES = {
  sent: 'Message sent successfully!',
  sendFailed: 'Failed to send message',
  errorTitle: 'Error',
  noClients: 'No clients found',
  noMessages: 'No messages yet',
  selectClient: 'Select a client',
  contentRequired: 'Message text is required',
  contentTooLong: 'Messages can be at most 5000 characters',
  receiverRequired: 'Recipient is required',
  recipientNotFound: 'Recipient not found',
  messageNotFound: 'Message not found',
  attachmentRequired: 'Please choose a file to attach',
  invalidCursor: 'cursor must be the id of a message of this conversation',
  editWindowPassed: 'Messages can only be edited within 15 minutes of sending',
  deleteWindowPassed: 'Messages can only be deleted within 15 minutes of sending',
  notOwnEdit: 'You can only edit your own messages',
  notOwnDelete: 'You can only delete your own messages',
  deleted: 'This message was deleted',
  edited: '(edited)',
  updateFailed: 'Failed to update message',
  deleteFailed: 'Failed to delete message',
  deleteConfirm: "It will read 'This message was deleted' on both sides of the conversation.",
} as const;

/** Longest message text, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;

/** How long after sending its sender may still edit or delete a message (the messages above say the same number). */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;

/** Whether a message sent at `createdAt` may still be edited or deleted at `now`. */
export function withinEditWindow(createdAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() < MESSAGE_EDIT_WINDOW_MINUTES * 60_000;
}

/** A typing page tells the other side at most this often while its person keeps typing. */
export const TYPING_THROTTLE_MS = 2000;

/** The other side's indicator goes after this long without a new typing event. */
export const TYPING_TIMEOUT_MS = 4000;

/** The typing indicator: '<First name> is typing…'. */
export const typingText = (firstName: string): string => `${firstName} is typing…`;

/** Message kinds: text, or an attachment (an image shown inline, or a PDF). */
export const MESSAGE_TYPES = ['text', 'image', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const COMMUNITY_MESSAGES = {
  nameRequired: 'Community name is required',
  nameTooLong: 'Community name can be at most 100 characters',
  created: 'Community created successfully!',
  createFailed: 'Failed to create community',
  updated: 'Community updated successfully!',
  updateFailed: 'Failed to update community',
  deleted: 'Community deleted successfully!',
  deleteFailed: 'Failed to delete community',
  notFound: 'Community not found',
  memberLimitInvalid: 'Member limit must be a whole number of at least 1',
  memberLimitBelowMembers: 'Member limit cannot be below the current number of members',
  full: 'This community has reached its member limit',
  alreadyMember: 'This client is already a member',
  memberNotFound: 'Member not found',
  memberAdded: 'Member added successfully!',
  memberRemoved: 'Member removed successfully!',
  postRequired: 'Post text is required',
  postTooLong: 'Posts can be at most 5000 characters',
  postNotFound: 'Post not found',
  posted: 'Posted successfully!',
  postFailed: 'Failed to post',
  invalidReaction: 'Reaction must be one of like, love, celebrate, strong',
  noCommunities: 'No communities yet',
} as const;

export const COMMUNITY_NAME_MAX_LENGTH = 100;

export const COMMUNITY_REACTIONS = ['like', 'love', 'celebrate', 'strong'] as const;
export type CommunityReaction = (typeof COMMUNITY_REACTIONS)[number];

/** Validates a message before it is sent (the textarea's rule: trimmed, not empty). */
export function messageTextError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return MESSAGING_MESSAGES.contentRequired;
  if (trimmed.length > MESSAGE_MAX_LENGTH) return MESSAGING_MESSAGES.contentTooLong;
  return null;
}

export interface CommunityFormInput {
  name: string;
  memberLimit: string;
}

/** Community rules (document 2 section 5): name required; member limit blank (unlimited) or a whole number of at least 1. */
export function validateCommunityForm(input: CommunityFormInput): ValidationErrors<keyof CommunityFormInput> {
  const errors: ValidationErrors<keyof CommunityFormInput> = {};
  if (!input.name.trim()) errors.name = COMMUNITY_MESSAGES.nameRequired;
  else if (input.name.trim().length > COMMUNITY_NAME_MAX_LENGTH) errors.name = COMMUNITY_MESSAGES.nameTooLong;
  const limit = input.memberLimit.trim();
  if (limit && !(/^\d+$/.test(limit) && Number(limit) >= 1)) errors.memberLimit = COMMUNITY_MESSAGES.memberLimitInvalid;
  return errors;
}
