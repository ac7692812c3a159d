import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { LEGAL_COOKIES } from '@coachcore/domain';

/** Every cookie the product sets, with purpose and lifetime. */
export function CookieTable() {
  return (
    // Focusable so keyboard users can scroll the table sideways on a phone.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-labelledby="cookie-table-caption">
      <Table size="small">
        <caption id="cookie-table-caption">Cookies set by CoachCore</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Cookie
            </TableCell>
            <TableCell component="th" scope="col">
              Category
            </TableCell>
            <TableCell component="th" scope="col">
              Purpose
            </TableCell>
            <TableCell component="th" scope="col">
              Duration
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {LEGAL_COOKIES.map((cookie) => (
            <TableRow key={cookie.name} data-testid={`cookie-${cookie.name}`}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {cookie.name}
              </TableCell>
              <TableCell>{cookie.category}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{cookie.purpose}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{cookie.duration}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
