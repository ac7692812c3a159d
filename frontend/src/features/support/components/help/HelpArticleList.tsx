import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { formatHelpDuration, HELP_CATEGORY_LABELS } from '@coachcore/domain';
import type { HelpArticleSummaryResponseDto } from '@coachcore/api-client/help';

/** Articles as lists show them: title, summary, duration and the video flag (and the category where asked). */
export function HelpArticleList({
  articles,
  onOpen,
  label,
  showCategory = false,
}: {
  articles: HelpArticleSummaryResponseDto[];
  onOpen: (slug: string) => void;
  label: string;
  showCategory?: boolean;
}) {
  return (
    <List aria-label={label} disablePadding>
      {articles.map((article) => (
        <ListItem key={article.slug} disablePadding>
          <ListItemButton onClick={() => onOpen(article.slug)} data-testid="help-article" sx={{ borderRadius: 1, alignItems: 'flex-start' }}>
            <ListItemText primary={article.title} secondary={article.summary} slotProps={{ primary: { sx: { fontWeight: 600 } } }} sx={{ mr: 2 }} />
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, mt: 0.5 }}>
              {showCategory && <Chip size="small" variant="outlined" label={HELP_CATEGORY_LABELS[article.category]} />}
              <Chip size="small" icon={<ScheduleIcon />} label={formatHelpDuration(article.durationMinutes)} />
              {article.hasVideo && <Chip size="small" color="primary" variant="outlined" icon={<OndemandVideoIcon />} label="Video" />}
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
