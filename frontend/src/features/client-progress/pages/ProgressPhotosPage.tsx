import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { findRoute } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { loadedItems } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useClientProgressPagesInfiniteQuery } from '../api';
import { PhotoCompare } from '../components/PhotoCompare';
import { PhotoGallery } from '../components/PhotoGallery';
import { UploadPhotosForm } from '../components/UploadPhotosForm';
import { photoDays } from '../photo-days';

/**
 * Progress Photos (/client/progress): upload front, side and back photos with the day's figures, compare any two days
 * with a slider, and the gallery by day. Only the client and their coach's business see them.
 */
export function ProgressPhotosPage() {
  const title = findRoute('/client/progress')?.title ?? 'Progress Photos';
  const query = useClientProgressPagesInfiniteQuery();
  const list = loadedItems(query);
  const days = useMemo(() => photoDays(list.items), [list.items]);
  if (query.isLoading) return <PageSpinner label="Loading your photos" />;

  return (
    <>
      <PageHeader title={title} subtitle="Front, side and back, day by day. Only you and your coach see them." />
      <UploadPhotosForm />
      {query.error ? (
        <Alert severity="error">{errorMessage(query.error, 'Failed to load your photos')}</Alert>
      ) : !days.length ? (
        <EmptyState text="No progress photos yet. Upload your first ones above." />
      ) : (
        <>
          {days.length > 1 && <PhotoCompare days={days} />}
          <PhotoGallery days={days} />
          <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} label="Load earlier photos" />
        </>
      )}
    </>
  );
}
