import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import { PERSONA_QUOTES } from '../content/testimonials';
import { CardGrid } from './LandingSection';

/** Testimonials written as illustrative coach personas, labelled as such. */
export function PersonaQuotes() {
  return (
    <>
      <CardGrid>
        {PERSONA_QUOTES.map((item) => (
          <Card key={item.persona} variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
            <CardContent>
              <FormatQuote color="primary" aria-hidden="true" />
              <Typography component="blockquote" sx={{ m: 0, mb: 2, fontStyle: 'italic' }}>
                {item.quote}
              </Typography>
              <Typography component="figcaption">
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {item.persona}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.context}
                </Typography>
              </Typography>
            </CardContent>
          </Card>
        ))}
      </CardGrid>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
        Illustrative personas describing typical coaching needs, not quotes from named customers.
      </Typography>
    </>
  );
}
