import { validateCommunityForm } from '@coachcore/domain';
import type { CommunityResponseDto, CreateCommunityDto } from '@coachcore/api-client/communities';
import { domainResolver } from '../../components/form';

export interface CommunityFormValues {
  name: string;
  description: string;
  isPrivate: boolean;
  /** Blank: unlimited. */
  memberLimit: string;
}

export const EMPTY_COMMUNITY_FORM: CommunityFormValues = { name: '', description: '', isPrivate: false, memberLimit: '' };

export const toCommunityForm = (community: CommunityResponseDto): CommunityFormValues => ({
  name: community.name,
  description: community.description ?? '',
  isPrivate: community.isPrivate,
  memberLimit: community.memberLimit == null ? '' : String(community.memberLimit),
});

export const communityFormResolver = domainResolver<CommunityFormValues>(validateCommunityForm);

export const toCommunityBody = (values: CommunityFormValues): CreateCommunityDto => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  isPrivate: values.isPrivate,
  memberLimit: values.memberLimit.trim() ? Number(values.memberLimit.trim()) : null,
});
