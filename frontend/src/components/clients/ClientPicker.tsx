import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { generatedClientsApi, type ClientResponseDto } from '@coachcore/api-client/clients';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { paged } from '../../lib/api';

const clientsApi = paged(generatedClientsApi);

/** Suggestions per search; typing narrows the list on the server, so every client can be reached. */
export const CLIENT_PICKER_SIZE = 20;

const clientName = (client: ClientResponseDto) => `${client.firstName} ${client.lastName}`;

interface ClientPickerProps {
  /** The chosen client's id; '' when none is chosen. */
  value: string;
  onChange: (clientId: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  /** Shown when the coach has no clients at all. */
  emptyHint?: string;
  /** The field's label ('Client' unless told). */
  label?: string;
  size?: 'small' | 'medium';
  /** Only active clients are offered. */
  activeOnly?: boolean;
  sx?: SxProps<Theme>;
}

/** Client chooser that asks GET /api/clients?search= as the coach types (debounced), not a preloaded list. */
export function ClientPicker({ value, onChange, onBlur, required, error, emptyHint, label = 'Client', size, activeOnly, sx }: ClientPickerProps) {
  const [inputText, setInputText] = useState('');
  // Only what the coach types searches; the chosen client's name filling the box does not.
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 300);
  const list = clientsApi.useClientsListQuery({ search: search || undefined, isActive: activeOnly || undefined, page: 1, limit: CLIENT_PICKER_SIZE });
  const chosenQuery = clientsApi.useClientsGetQuery({ id: value }, { skip: !value });
  const options = list.data?.items ?? [];
  const chosen = value ? (options.find((client) => client.id === value) ?? chosenQuery.data ?? null) : null;
  const noClientsAtAll = !!list.data && list.data.total === 0 && !search;

  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_event, client) => onChange(client?.id ?? '')}
      inputValue={inputText}
      onInputChange={(_event, text, reason) => {
        setInputText(text);
        setTyped(reason === 'input' ? text : '');
      }}
      onBlur={onBlur}
      // The server has filtered already; filtering again by the label would hide matches on e-mail.
      filterOptions={(found) => found}
      getOptionLabel={clientName}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={list.isFetching}
      loadingText="Searching..."
      noOptionsText={search ? 'No clients found' : 'No clients yet'}
      renderOption={({ key, ...props }, client) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{clientName(client)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {client.email}
            </Typography>
          </Box>
        </Box>
      )}
      sx={sx}
      renderInput={(params) => (
        <TextField {...params} label={label} size={size} required={required} error={!!error} helperText={error ?? (noClientsAtAll ? emptyHint : undefined)} />
      )}
    />
  );
}
