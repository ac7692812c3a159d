import { useState, type KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { PackageFormValues } from '../package-form';

/**
 * The package's features: typed one at a time, added with Enter or Add (a blank one is not added), each removable on
 * its own (document 2: Coaching Packages form).
 */
export function FeaturesField({ control }: { control: Control<PackageFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'features' });
  const [draft, setDraft] = useState('');
  const features: string[] = field.value;

  const add = () => {
    const feature = draft.trim();
    if (!feature) return;
    field.onChange([...features, feature]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter adds the feature; it does not submit the form.
    event.preventDefault();
    add();
  };

  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle2">
        Features
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Add a feature"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          fullWidth
          size="small"
          autoComplete="off"
          placeholder="e.g. Weekly check-in call"
        />
        <Button variant="outlined" onClick={add} sx={{ flexShrink: 0 }}>
          Add
        </Button>
      </Stack>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {features.length > 0 && (
        <List dense aria-label="Package features" disablePadding>
          {features.map((feature, index) => (
            <ListItem
              key={`${index}-${feature}`}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${feature}`} onClick={() => field.onChange(features.filter((_, i) => i !== index))}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
