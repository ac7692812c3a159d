import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES } from '@coachcore/domain';
import { useClientLinkGetQuery, useClientPortalSubscriptionsActiveQuery } from '../api';
import { PORTAL_TEXTS } from '../portal-texts';

/**
 * The side menu's member card: the signed-in client as their coach keeps them, with their coach and the coaching
 * package they hold now (the latest started, with how many more they hold), or that they hold none.
 */
export function ClientMembership() {
  const { data: link, isLoading } = useClientLinkGetQuery();
  const subscriptions = useClientPortalSubscriptionsActiveQuery(undefined, { skip: !link?.linked });
  if (isLoading || !link) return null;
  const [current, ...others] = subscriptions.data ?? [];
  return (
    <Box sx={{ px: 2.5, py: 1.5 }} data-testid="client-membership" aria-label="Your membership" role="group">
      {link.linked ? (
        <>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {link.firstName} {link.lastName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Coached by {link.businessName}
          </Typography>
          {subscriptions.data && (
            <Typography
              variant="body2"
              color={current ? 'primary' : 'text.secondary'}
              sx={current ? { fontWeight: 600 } : undefined}
              data-testid="client-package"
            >
              {current ? `${current.packageName}${others.length ? ` +${others.length} more` : ''}` : SUBSCRIPTION_MESSAGES.noPackage}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {PORTAL_TEXTS.notLinked}
        </Typography>
      )}
    </Box>
  );
}
