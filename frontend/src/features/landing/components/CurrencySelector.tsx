import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode, type CurrencyTable } from '@coachcore/domain';
import { useHydrated } from '../../../lib/hydration';

interface CurrencySelectorProps {
  value: CurrencyCode;
  currencies: CurrencyTable;
  onChange: (code: CurrencyCode) => void;
}

/** A labelled dropdown of the landing currencies. */
export function CurrencySelector({ value, currencies, onChange }: CurrencySelectorProps) {
  // Pre-rendered: the dropdown needs the page's JavaScript, so it waits for React to take the page over.
  const ready = useHydrated();
  return (
    <TextField
      select
      id="landing-currency"
      label="Currency"
      size="small"
      disabled={!ready}
      value={value}
      onChange={(event) => {
        if (isCurrencyCode(event.target.value)) onChange(event.target.value);
      }}
      sx={{ minWidth: 200 }}
    >
      {CURRENCY_CODES.map((code) => (
        <MenuItem key={code} value={code}>
          <Box component="span" aria-hidden="true" sx={{ mr: 1 }}>
            {currencies[code].flag}
          </Box>
          {code} ({currencies[code].symbol}) · {currencies[code].name}
        </MenuItem>
      ))}
    </TextField>
  );
}
