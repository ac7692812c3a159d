import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { HELP_CATEGORY_DESCRIPTIONS, HELP_CATEGORY_LABELS, HELP_MESSAGES, type HelpCategory } from '@coachcore/domain';
import { EmptyState } from '../../../../components/EmptyState';
import { ListPagination } from '../../../../components/ListPagination';
import { errorMessage } from '../../../../lib/api-error';
import { useHelpListQuery } from '../../help-api';
import { HelpArticleList } from './HelpArticleList';
import { HelpBackLink } from './HelpBackLink';

const PAGE_SIZE = 10;

/** A category's articles in their reading order, with the back link to the Help Center. */
export function HelpCategoryView({ category, onOpen, onBack }: { category: HelpCategory; onOpen: (slug: string) => void; onBack: () => void }) {
  const [page, setPage] = useState(1);
  const list = useHelpListQuery({ category, page, limit: PAGE_SIZE });
  const articles = list.data?.items ?? [];
  return (
    <section aria-labelledby="help-category-title">
      <HelpBackLink label={HELP_MESSAGES.backToHelp} onClick={onBack} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="help-category-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {HELP_CATEGORY_LABELS[category]}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {HELP_CATEGORY_DESCRIPTIONS[category]}
        </Typography>
        {list.isError ? (
          <Alert severity="error">{errorMessage(list.error, 'Failed to load the articles')}</Alert>
        ) : list.isLoading ? (
          <Skeleton variant="rounded" height={160} />
        ) : articles.length === 0 ? (
          <EmptyState text="No articles in this category yet" />
        ) : (
          <HelpArticleList articles={articles} onOpen={onOpen} label={`${HELP_CATEGORY_LABELS[category]} articles`} />
        )}
        <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Article pages" />
      </Paper>
    </section>
  );
}
