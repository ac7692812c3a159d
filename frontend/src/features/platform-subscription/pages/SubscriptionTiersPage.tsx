import { useCallback, useEffect, useRef, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PLATFORM_SUBSCRIPTION_TEXTS as TEXTS, SUBSCRIPTION_TIER_FAQ, SUBSCRIPTION_TIERS, subscriptionTier, type SubscriptionTierId } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToast } from '../../../components/toast/toast-context';
import { usePlatformSubscriptionConfigQuery, usePlatformSubscriptionGetOrCreateMutation, usePlatformSubscriptionStatusQuery } from '../api';
import { CardForm } from '../components/CardForm';

/**
 * The older subscription page (document 3 section 2.2): Starter $29, Professional $79 (Most Popular) and Enterprise
 * $199 with their client limits, a feature blurb and the FAQ. On load it asks for the chosen tier's subscription
 * (`POST /api/get-or-create-subscription`); 'Setting up your subscription...' until its client secret comes, then the
 * card form (Subscribe Now), with 'Payment Successful' / 'You are subscribed!' or 'Payment Failed' and the provider's message.
 */
export function SubscriptionTiersPage() {
  const config = usePlatformSubscriptionConfigQuery();
  const status = usePlatformSubscriptionStatusQuery();
  const [tier, setTier] = useState<SubscriptionTierId>('professional');
  const [getOrCreate, request] = usePlatformSubscriptionGetOrCreateMutation();
  // The client secret of the tier it was asked for: another tier's shows 'Setting up your subscription...' until its own comes.
  const [secret, setSecret] = useState<{ plan: SubscriptionTierId; clientSecret: string | null } | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const toast = useToast();
  const misconfigured = config.data?.provider === 'misconfigured';
  const current = status.data && ['active', 'trialing', 'past_due'].includes(status.data.status) ? subscriptionTier(status.data.priceId) : null;

  const load = useCallback(
    async (plan: SubscriptionTierId) => {
      try {
        const answer = await getOrCreate({ getOrCreateSubscriptionDto: { plan } }).unwrap();
        setSecret({ plan, clientSecret: answer.clientSecret });
      } catch (error) {
        // The spec's older page only logged a failure; the form stays in its setting-up state.
        console.error('Could not set up the subscription', error);
      }
    },
    [getOrCreate],
  );

  const alreadySubscribed = Boolean(status.data && ['active', 'trialing', 'past_due', 'suspended'].includes(status.data.status));
  const canSubscribe = Boolean(config.data && !misconfigured && status.data && !alreadySubscribed);
  // Each tier is asked for once when chosen (Professional on load). Not again when the status refetches: the answer
  // invalidates it, and asking again for another tier would replace the subscription the card form is showing.
  const requested = useRef<SubscriptionTierId | null>(null);
  useEffect(() => {
    if (!canSubscribe || requested.current === tier) return;
    requested.current = tier;
    void load(tier);
  }, [canSubscribe, tier, load]);

  if (config.isLoading || status.isLoading) return <PageSpinner />;

  const choose = (id: SubscriptionTierId) => setTier(id);
  const chosen = subscriptionTier(tier)!;
  const clientSecret = secret?.plan === tier ? secret.clientSecret : null;

  return (
    <>
      <PageHeader
        title="Subscription Plans"
        subtitle="Everything you need to coach online: workouts, nutrition, scheduling, payments and your own client portal."
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}>
        {SUBSCRIPTION_TIERS.map((option) => (
          <Paper
            key={option.id}
            component="section"
            aria-label={option.name}
            variant="outlined"
            sx={{
              p: 3,
              display: 'flex',
              flexDirection: 'column',
              borderWidth: option.id === tier ? 2 : 1,
              borderColor: option.id === tier ? 'primary.main' : 'divider',
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {option.name}
              </Typography>
              {option.popular && <Chip size="small" color="primary" label="Most Popular" />}
              {current?.id === option.id && <Chip size="small" color="success" label="Current plan" />}
            </Stack>
            <Typography component="p">
              <Box component="span" sx={{ fontSize: 36, fontWeight: 800 }}>
                ${option.price}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
                /month
              </Box>
            </Typography>
            <List dense sx={{ flex: 1 }}>
              {option.features.map((feature) => (
                <ListItem key={feature} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckIcon color="success" fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={feature} />
                </ListItem>
              ))}
            </List>
            <Button variant={option.id === tier ? 'contained' : 'outlined'} onClick={() => choose(option.id)} aria-pressed={option.id === tier}>
              {option.id === tier ? `${option.name} selected` : `Choose ${option.name}`}
            </Button>
          </Paper>
        ))}
      </Box>

      <Paper variant="outlined" component="section" aria-label="Payment" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640, mb: 4 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {chosen.name} — ${chosen.price}/month
        </Typography>
        {misconfigured ? (
          <Alert severity="warning">{TEXTS.configurationRequired}</Alert>
        ) : subscribed || alreadySubscribed ? (
          <Alert severity="success">{TEXTS.subscribed}</Alert>
        ) : clientSecret && !request.isLoading ? (
          <CardForm
            clientSecret={clientSecret}
            submitLabel="Subscribe Now"
            returnPath="/platform-subscription/plans"
            onSucceeded={() => {
              setSubscribed(true);
              toast({ title: TEXTS.paymentSucceeded, description: TEXTS.subscribed, severity: 'success' });
              void status.refetch();
            }}
            onFailed={(message) => toast({ title: TEXTS.paymentFailed, description: message, severity: 'error' })}
          />
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{TEXTS.settingUp}</Typography>
          </Stack>
        )}
      </Paper>

      <Box component="section" aria-labelledby="tiers-faq" sx={{ maxWidth: 800 }}>
        <Typography id="tiers-faq" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          Frequently Asked Questions
        </Typography>
        {SUBSCRIPTION_TIER_FAQ.map((item) => (
          <Accordion key={item.question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </>
  );
}
