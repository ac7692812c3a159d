import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode, type CurrencyTable } from '@coachcore/domain';

interface CurrencySelectorProps {
  value: CurrencyCode;
  currencies: CurrencyTable;
  onChange: (code: CurrencyCode) => void;
}

/** A labelled dropdown of the landing currencies. */
export function CurrencySelector({ value, currencies, onChange }: CurrencySelectorProps) {
  return (
    <TextField
      select
      id="landing-currency"
      label="Currency"
      size="small"
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
