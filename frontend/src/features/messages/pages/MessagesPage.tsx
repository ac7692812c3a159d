import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { ALL_ROUTES, MESSAGING_MESSAGES } from '@coachcore/domain';
import type { ConversationResponseDto } from '@coachcore/api-client/messages';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { PageHeader } from '../../../components/PageHeader';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { loadedItems } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useConversationPagesInfiniteQuery, useMessagesUnreadCountQuery } from '../api';
import { ConversationList } from '../components/ConversationList';
import { ConversationPane } from '../components/ConversationPane';
import { useMessagesRealtime } from '../hooks/useMessagesRealtime';

/** The coach's (and permitted staff's) Messages screen: clients on the left, the open conversation on the right. */
export function MessagesPage() {
  useMessagesRealtime();
  const { pathname } = useLocation();
  const title = ALL_ROUTES.find((route) => route.path === pathname)?.title ?? 'Messages';
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  // The latest conversation first over all pages, a page at a time ("Load more"); the search narrows it on the server.
  const listQuery = useConversationPagesInfiniteQuery({ search: debouncedSearch || undefined });
  const list = loadedItems(listQuery);
  // A conversation moving up while pages load may appear twice: each is shown once.
  const conversations = listQuery.currentData ? [...new Map(list.items.map((c) => [c.withUser, c])).values()] : undefined;
  const unread = useMessagesUnreadCountQuery();
  // The open conversation stays open when a search hides its client; its row refreshes it when listed.
  const [opened, setOpened] = useState<ConversationResponseDto | null>(null);
  const selected = opened && (conversations?.find((c) => c.withUser === opened.withUser) ?? opened);

  return (
    <>
      <PageHeader title={title} subtitle="Conversations with your clients." />
      {listQuery.error ? (
        <Alert severity="error">{errorMessage(listQuery.error, 'Could not load your conversations')}</Alert>
      ) : (
        <Paper
          variant="outlined"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
            height: { md: 'calc(100vh - 220px)' },
            minHeight: 480,
            overflow: 'hidden',
          }}
        >
          <Box
            sx={{
              display: { xs: selected ? 'none' : 'flex', md: 'flex' },
              flexDirection: 'column',
              borderRight: { md: 1 },
              borderColor: { md: 'divider' },
              minHeight: 0,
            }}
          >
            <Box sx={{ p: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
                Clients
              </Typography>
              {unread.data && (
                <Chip
                  size="small"
                  color={unread.data.unreadCount ? 'primary' : 'default'}
                  label={`${unread.data.unreadCount} unread`}
                  data-testid="total-unread"
                />
              )}
            </Box>
            <Box sx={{ px: 2, pb: 1 }}>
              <TextField
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Search clients..."
                size="small"
                fullWidth
                slotProps={{
                  htmlInput: { 'aria-label': 'Search clients' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Box>
            <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
              <ConversationList
                conversations={conversations}
                loading={listQuery.isFetching && !listQuery.currentData}
                selected={selected?.withUser ?? null}
                onSelect={setOpened}
              />
              <Box sx={{ pb: 2 }}>
                <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} label="Load more clients" />
              </Box>
            </Box>
          </Box>
          <Box sx={{ display: { xs: selected ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column', minHeight: 0 }}>
            {selected ? (
              <>
                <Button startIcon={<ArrowBackIcon />} onClick={() => setOpened(null)} sx={{ display: { md: 'none' }, alignSelf: 'flex-start', m: 1 }}>
                  Clients
                </Button>
                <ConversationPane key={selected.withUser} conversation={selected} ownSide="business" />
              </>
            ) : (
              <Typography color="text.secondary" sx={{ m: 'auto', p: 4 }}>
                {MESSAGING_MESSAGES.selectClient}
              </Typography>
            )}
          </Box>
        </Paper>
      )}
    </>
  );
}
