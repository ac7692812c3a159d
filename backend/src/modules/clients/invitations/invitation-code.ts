// The invitation codes are shared by client and staff invitations: they live in common/security.
export * from '../../../common/security/invitation-code';
