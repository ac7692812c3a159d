import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Close from '@mui/icons-material/Close';
import { DEMO_TOUR_STEPS } from '../content/demo-tour';
import { FeatureList } from './FeatureList';

interface DemoTourDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Watch Demo: a guided tour through what each area of the product does. */
export function DemoTourDialog({ open, onClose }: DemoTourDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [index, setIndex] = useState(0);
  const step = DEMO_TOUR_STEPS[index];
  const last = index === DEMO_TOUR_STEPS.length - 1;
  const Icon = step.icon;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="demo-tour-title"
      aria-describedby="demo-tour-description"
      slotProps={{ transition: { onExited: () => setIndex(0) } }}
    >
      <DialogTitle id="demo-tour-title" sx={{ pr: 7 }}>
        Product tour
      </DialogTitle>
      <IconButton aria-label="Close tour" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Chip icon={<Icon aria-hidden="true" />} label={step.area} color="primary" />
          <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="demo-tour-progress">
            Step {index + 1} of {DEMO_TOUR_STEPS.length}
          </Typography>
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
          {step.title}
        </Typography>
        <Typography id="demo-tour-description" color="text.secondary" sx={{ mb: 2 }}>
          {step.description}
        </Typography>
        <FeatureList items={step.highlights} />
        <Box sx={{ display: 'flex', gap: 0.75, justifyContent: 'center', mt: 2 }} aria-hidden="true">
          {DEMO_TOUR_STEPS.map((s, i) => (
            <Box
              key={s.area}
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: i === index ? 'primary.main' : 'grey.400',
              }}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<ArrowBack />} onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Back
        </Button>
        {last ? (
          <Button component={RouterLink} to="/signup" variant="contained">
            Start Free Trial
          </Button>
        ) : (
          <Button endIcon={<ArrowForward />} onClick={() => setIndex(index + 1)} variant="contained">
            Next
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
