import { INVITATION_MESSAGES } from '@coachcore/domain';
import { errorMessage } from '../../../lib/api-error';
import { useInvitationsAcceptMutation } from '../api';

/** Accepts the invitation for the signed-in account: the error message to show, or null when linked. */
export function useAcceptInvitation(code: string) {
  const [acceptInvitation, { isLoading }] = useInvitationsAcceptMutation();
  const accept = async (): Promise<string | null> => {
    try {
      await acceptInvitation({ code }).unwrap();
      return null;
    } catch (error) {
      return errorMessage(error, INVITATION_MESSAGES.notFound);
    }
  };
  return { accept, isAccepting: isLoading };
}
