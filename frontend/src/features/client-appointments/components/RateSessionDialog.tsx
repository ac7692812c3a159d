import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientSessionFeedbackDto } from '@coachcore/api-client/client-portal';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@coachcore/domain';
import { FormDialog, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useClientPortalFeedbackGetQuery, useClientPortalFeedbackReviewMutation, useClientPortalFeedbackSubmitMutation } from '../api';

interface Values {
  overallRating: number | null;
  sessionRating: number | null;
  coachRating: number | null;
  feedback: string;
  improvements: string;
  wouldRecommend: boolean;
}

const STAR_FIELDS = [
  { name: 'overallRating', label: 'Overall rating' },
  { name: 'sessionRating', label: 'Session rating' },
  { name: 'coachRating', label: 'Coach rating' },
] as const;

/** After 4–5 stars: the business's review pages; following one records it. */
function ReviewRequest({ view, onClose }: { view: ClientSessionFeedbackDto; onClose: () => void }) {
  const [record] = useClientPortalFeedbackReviewMutation();
  const done = view.feedback?.reviewCompleted;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="review-request-title">
      <DialogTitle id="review-request-title">{done ? 'Thank you for your review!' : 'Would you share your experience?'}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {done
            ? `You chose to review us on ${view.reviewLinks.find((link) => link.platform === view.feedback?.reviewPlatform)?.label ?? 'a review site'}.`
            : 'Glad you enjoyed the session! A short public review helps others find us.'}
        </Typography>
        <Stack spacing={1}>
          {view.reviewLinks.map((link) => (
            <Button
              key={link.platform}
              variant="outlined"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => void record({ id: view.meetingId, recordReviewDto: { platform: link.platform } })}
            >
              Review us on {link.label}
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{done ? 'Close' : 'Maybe later'}</Button>
      </DialogActions>
    </Dialog>
  );
}

function RatingForm({ view, onClose }: { view: ClientSessionFeedbackDto; onClose: () => void }) {
  const [submit, { isLoading }] = useClientPortalFeedbackSubmitMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { overallRating: null, sessionRating: null, coachRating: null, feedback: '', improvements: '', wouldRecommend: false },
  });
  const [serverError, setServerError] = useState<string>();
  const onSubmit = handleSubmit(async (values) => {
    if (!values.overallRating) {
      setError('overallRating', { message: REVIEW_MESSAGES.overallRatingRequired });
      return;
    }
    const outcome = await runWithToasts(
      submit({
        id: view.meetingId,
        submitSessionFeedbackDto: {
          overallRating: values.overallRating,
          sessionRating: values.sessionRating,
          coachRating: values.coachRating,
          feedback: values.feedback.trim() || null,
          improvements: values.improvements.trim() || null,
          wouldRecommend: values.wouldRecommend,
        },
      }).unwrap(),
      { success: { title: REVIEW_MESSAGES.feedbackThanks }, failure: { fallback: REVIEW_MESSAGES.feedbackFailed, inlineOnly: true } },
    );
    if (!outcome.ok) {
      setServerError(outcome.message);
      showServerFieldErrors(outcome.error, values, setError);
    } else if (!outcome.data.reviewLinks.length) onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Rate ${view.title}`}
      titleId="rate-session-title"
      onSubmit={onSubmit}
      submitLabel="Submit Feedback"
      pendingLabel="Sending..."
      pending={isLoading}
      error={serverError}
    >
      {STAR_FIELDS.map(({ name, label }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <div>
              <Typography component="legend" id={`${name}-label`}>
                {label}
                {name === 'overallRating' ? ' *' : ''}
              </Typography>
              <Rating
                name={name}
                value={field.value}
                max={REVIEW_LIMITS.rating.max}
                onChange={(_event, value) => field.onChange(value)}
                aria-labelledby={`${name}-label`}
              />
              {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
            </div>
          )}
        />
      ))}
      <FormTextField control={control} name="feedback" label="What went well?" multiline minRows={2} />
      <FormTextField control={control} name="improvements" label="What could be better?" multiline minRows={2} />
      <Controller
        control={control}
        name="wouldRecommend"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />}
            label="I would recommend this coach"
          />
        )}
      />
    </FormDialog>
  );
}

/**
 * Rating a completed session (session_feedback), reached from Past meetings and from the feedback e-mail's link
 * (/client/meetings?rate=<meeting id>): overall, session and coach stars, comments, would recommend; 4–5 stars lead
 * to the business's review pages.
 */
export function RateSessionDialog({ meetingId, onClose }: { meetingId: string; onClose: () => void }) {
  const query = useClientPortalFeedbackGetQuery({ id: meetingId });
  if (query.isError || (query.data && !query.data.feedback && !query.data.completed))
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rate-session-title">
        <DialogTitle id="rate-session-title">Rate session</DialogTitle>
        <DialogContent>
          <Alert severity="info">{query.isError ? errorMessage(query.error, REVIEW_MESSAGES.sessionNotFound) : REVIEW_MESSAGES.notCompleted}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
    );
  if (!query.data)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-label="Loading the session">
        <DialogContent>
          <Skeleton variant="rounded" height={160} />
        </DialogContent>
      </Dialog>
    );
  if (query.data.feedback && query.data.reviewLinks.length) return <ReviewRequest view={query.data} onClose={onClose} />;
  if (query.data.feedback)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rate-session-title">
        <DialogTitle id="rate-session-title">{REVIEW_MESSAGES.feedbackThanks}</DialogTitle>
        <DialogContent>
          <Typography>
            You rated {query.data.title} {query.data.feedback.overallRating} out of 5.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
    );
  return <RatingForm view={query.data} onClose={onClose} />;
}
