import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/api-error';
import { useHelpPopularQuery } from '../../help-api';
import { HelpArticleList } from './HelpArticleList';

/** The articles coaches read most. */
export function HelpPopularArticles({ onOpen }: { onOpen: (slug: string) => void }) {
  const popular = useHelpPopularQuery();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="help-popular-title">
      <Typography id="help-popular-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Popular Articles
      </Typography>
      {popular.isError ? (
        <Alert severity="error">{errorMessage(popular.error, 'Failed to load the popular articles')}</Alert>
      ) : !popular.data ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <HelpArticleList articles={popular.data} onOpen={onOpen} label="Popular articles" showCategory />
      )}
    </Paper>
  );
}
