import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { formatHelpDuration, HELP_CATEGORY_LABELS, HELP_MESSAGES, type HelpCategory } from '@coachcore/domain';
import { errorMessage } from '../../../../lib/api-error';
import { useHelpReadQuery } from '../../help-api';
import { HelpBackLink } from './HelpBackLink';

/** One article: its category, duration, video flag, body and numbered steps, with a link back to where it was opened. */
export function HelpArticleView({ slug, from, searched, onBack }: { slug: string; from: HelpCategory | null; searched: boolean; onBack: () => void }) {
  const article = useHelpReadQuery({ slug });
  const backLabel = from ? `Back to ${HELP_CATEGORY_LABELS[from]}` : searched ? 'Back to search results' : HELP_MESSAGES.backToHelp;
  const data = article.data;
  return (
    <section aria-labelledby="help-article-title">
      <HelpBackLink label={backLabel} onClick={onBack} />
      {article.isError ? (
        <Alert severity="error">{errorMessage(article.error, 'Failed to load the article')}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" variant="outlined" label={HELP_CATEGORY_LABELS[data.category]} />
            <Chip size="small" icon={<ScheduleIcon />} label={formatHelpDuration(data.durationMinutes)} data-testid="help-article-duration" />
            {data.hasVideo && <Chip size="small" color="primary" variant="outlined" icon={<OndemandVideoIcon />} label="Video walkthrough" />}
          </Stack>
          <Typography id="help-article-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {data.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {data.summary}
          </Typography>
          {data.body.split(/\n{2,}/).map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
          {data.steps.length > 0 && (
            <>
              <Typography variant="h6" component="h3" sx={{ mt: 1, mb: 1 }}>
                Steps
              </Typography>
              <Stack component="ol" aria-label="Steps" spacing={1} sx={{ pl: 3, m: 0 }}>
                {data.steps.map((step) => (
                  <Typography component="li" key={step}>
                    {step}
                  </Typography>
                ))}
              </Stack>
            </>
          )}
        </Paper>
      )}
    </section>
  );
}
