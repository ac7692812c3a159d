import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { HELP_SEARCH_MAX_LENGTH } from '@coachcore/domain';

const DELAY_MS = 300;

/** The search box: what is typed becomes the search once typing pauses (the address holds it, see useHelpLocation). */
export function HelpSearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  /** The search this box last asked for, and the address's search last seen. */
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The address changed elsewhere (a back link, the browser's Back): show what it holds.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }

  const onChange = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setSent(next.trim());
      onSearch(next.trim());
    }, DELAY_MS);
  };

  return (
    <TextField
      fullWidth
      type="search"
      placeholder="Search articles, for example “working hours” or “waiver”"
      value={text}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': 'Search help articles', maxLength: HELP_SEARCH_MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
