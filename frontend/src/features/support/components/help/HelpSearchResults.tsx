import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HELP_MESSAGES } from '@coachcore/domain';
import { ListPagination } from '../../../../components/ListPagination';
import { errorMessage } from '../../../../lib/api-error';
import { useHelpListQuery } from '../../help-api';
import { HelpArticleList } from './HelpArticleList';
import { HelpBackLink } from './HelpBackLink';

const PAGE_SIZE = 10;

/** What a search found, best match first; when nothing matches, the reader can ask for the article they missed. */
export function HelpSearchResults({
  q,
  onOpen,
  onBack,
  onRequestContent,
}: {
  q: string;
  onOpen: (slug: string) => void;
  onBack: () => void;
  onRequestContent: () => void;
}) {
  const [page, setPage] = useState(1);
  const list = useHelpListQuery({ q, page, limit: PAGE_SIZE });
  const articles = list.data?.items ?? [];
  return (
    <section aria-labelledby="help-search-title">
      <HelpBackLink label={HELP_MESSAGES.backToHelp} onClick={onBack} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="help-search-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {list.data ? `${list.data.total} ${list.data.total === 1 ? 'article' : 'articles'} found for “${q}”` : `Searching for “${q}”`}
        </Typography>
        {list.isError ? (
          <Alert severity="error">{errorMessage(list.error, 'Failed to search the articles')}</Alert>
        ) : list.isLoading ? (
          <Skeleton variant="rounded" height={160} />
        ) : articles.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">{HELP_MESSAGES.noResults}</Typography>
            <Button variant="outlined" onClick={onRequestContent}>
              {HELP_MESSAGES.requestContent}
            </Button>
          </Stack>
        ) : (
          <HelpArticleList articles={articles} onOpen={onOpen} label="Search results" showCategory />
        )}
        <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Search result pages" />
      </Paper>
    </section>
  );
}
