import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ImportClientsResponseDto } from '@coachcore/api-client/clients';

export function ImportReportDialog({ report, onClose }: { report: ImportClientsResponseDto | null; onClose: () => void }) {
  return (
    <Dialog open={!!report} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="import-report-title">
      <DialogTitle id="import-report-title">Import Report</DialogTitle>
      <DialogContent>
        {report && (
          <>
            <Typography data-testid="import-summary" sx={{ mb: 2 }}>
              {report.total} rows read: {report.created} created, {report.failed} failed.
            </Typography>
            {report.errors.length === 0 ? (
              <Alert severity="success">Every row was imported.</Alert>
            ) : (
              <>
                <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  Rows not imported
                </Typography>
                <List dense aria-label="Rows not imported">
                  {report.errors.map((problem, index) => (
                    <ListItem key={`${problem.row}-${index}`} disableGutters>
                      <ListItemText primary={`Row ${problem.row}: ${problem.message}`} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
