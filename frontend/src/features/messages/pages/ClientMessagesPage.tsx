import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { useMessagesConversationsQuery } from '../api';
import { ConversationPane } from '../components/ConversationPane';
import { useMessagesRealtime } from '../hooks/useMessagesRealtime';

/** A client's Messages screen: their one conversation, with their coach. */
export function ClientMessagesPage() {
  useMessagesRealtime();
  const { data, error, isLoading } = useMessagesConversationsQuery({});
  const conversation = data?.items[0];
  return (
    <>
      <PageHeader title="Messages" subtitle="Conversations with your coach." />
      {error ? (
        <Alert severity="error">{errorMessage(error, 'Could not load your conversation')}</Alert>
      ) : isLoading || !conversation ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: { md: 'calc(100vh - 220px)' }, minHeight: 480, overflow: 'hidden' }}>
          <ConversationPane conversation={conversation} ownSide="client" />
        </Paper>
      )}
    </>
  );
}
