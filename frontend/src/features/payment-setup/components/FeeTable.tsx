import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAYMENT_FEES } from '@coachcore/domain';

const total = PAYMENT_FEES.cardPercent + PAYMENT_FEES.platformPercent;

/** The fees of document 3 section 9: card processing 2.9 % + 30c, the platform's 5 %, about 7.9 % + 30c in all. */
export function FeeTable() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fee-table-title" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="fee-table-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Fees
      </Typography>
      <Table size="small" aria-labelledby="fee-table-title">
        <TableHead>
          <TableRow>
            <TableCell>Fee</TableCell>
            <TableCell>Rate</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Card processing</TableCell>
            <TableCell>
              {PAYMENT_FEES.cardPercent}% + {PAYMENT_FEES.cardFixedCents}¢ per transaction
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Platform fee</TableCell>
            <TableCell>{PAYMENT_FEES.platformPercent}% of the transaction</TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>
              About {total.toFixed(1)}% + {PAYMENT_FEES.cardFixedCents}¢
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}
