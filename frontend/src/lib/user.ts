import { isOnPlatformDomain } from '@coachcore/domain';
import type { StoredUser } from './session';

export const fullName = (user: Pick<StoredUser, 'firstName' | 'lastName'> | undefined): string => `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();

export const isPlatformAdmin = (user: StoredUser | undefined): boolean => !!user && (user.role === 'admin' || isOnPlatformDomain(user.email));

export const initials = (user: StoredUser | undefined): string => `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase() || '?';
