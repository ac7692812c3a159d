import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export function HelpBackLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={onClick} sx={{ mb: 2 }}>
      {label}
    </Button>
  );
}
