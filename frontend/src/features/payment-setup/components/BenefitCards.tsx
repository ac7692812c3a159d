import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const BENEFITS = [
  { title: 'Get paid directly', text: 'Client payments go straight to your own payments account, paid out to your bank.' },
  { title: 'Sell packages online', text: 'Clients buy your coaching packages in their portal with a card, with your coupons applied.' },
  { title: 'Secure card payments', text: 'Cards are handled by the payments provider: card numbers never touch CoachCore.' },
  { title: 'Refunds and receipts', text: 'Refund all or part of a payment in a click; every client gets a receipt by e-mail.' },
];

/** Payment Setup's benefit cards. */
export function BenefitCards() {
  return (
    <Grid container spacing={2} component="section" aria-label="Benefits" sx={{ mt: 1 }}>
      {BENEFITS.map((benefit) => (
        <Grid key={benefit.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {benefit.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {benefit.text}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
