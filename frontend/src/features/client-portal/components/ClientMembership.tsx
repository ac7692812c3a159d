import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useClientLinkGetQuery } from '../api';
import { PORTAL_TEXTS } from '../portal-texts';

/**
 * The side menu's member card: the signed-in client as their coach keeps them, with their coach and their coaching
 * package. No client has a package until the packages module lands, so it says so rather than naming one.
 */
export function ClientMembership() {
  const { data: link, isLoading } = useClientLinkGetQuery();
  if (isLoading || !link) return null;
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
          <Typography variant="body2" color="text.secondary" data-testid="client-package">
            {PORTAL_TEXTS.noPackage}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {PORTAL_TEXTS.notLinked}
        </Typography>
      )}
    </Box>
  );
}
