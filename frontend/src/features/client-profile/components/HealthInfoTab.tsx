import { useEffect } from 'react';
import { Controller, useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIVITY_LEVELS, CLIENT_MESSAGES, FITNESS_EXPERIENCE, joinList, splitList, type ActivityLevel, type FitnessExperience } from '@coachcore/domain';
import type { HealthProfileDto, HealthProfileResponseDto } from '@coachcore/api-client';
import { useClientHealthGetHealthProfileQuery, useClientHealthSaveHealthProfileMutation } from '../api';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { humanise } from '../labels';

const LIST_FIELDS = [
  { name: 'medicalConditions', label: 'Medical Conditions' },
  { name: 'medications', label: 'Medications' },
  { name: 'allergies', label: 'Allergies' },
  { name: 'injuries', label: 'Injuries' },
  { name: 'primaryGoals', label: 'Primary Goals' },
  { name: 'preferredWorkoutTypes', label: 'Preferred Workout Types' },
  { name: 'availableEquipment', label: 'Available Equipment' },
] as const;
type ListField = (typeof LIST_FIELDS)[number]['name'];

type HealthFormValues = Record<ListField, string> & {
  fitnessExperience: FitnessExperience | '';
  activityLevel: ActivityLevel | '';
  workoutFrequency: string;
  emergencyName: string;
  emergencyRelationship: string;
  emergencyPhone: string;
};

const toValues = (profile: HealthProfileResponseDto | undefined): HealthFormValues => ({
  medicalConditions: joinList(profile?.medicalConditions),
  medications: joinList(profile?.medications),
  allergies: joinList(profile?.allergies),
  injuries: joinList(profile?.injuries),
  primaryGoals: joinList(profile?.primaryGoals),
  preferredWorkoutTypes: joinList(profile?.preferredWorkoutTypes),
  availableEquipment: joinList(profile?.availableEquipment),
  fitnessExperience: profile?.fitnessExperience ?? '',
  activityLevel: profile?.activityLevel ?? '',
  workoutFrequency: profile?.workoutFrequency == null ? '' : String(profile.workoutFrequency),
  emergencyName: profile?.emergencyContact?.name ?? '',
  emergencyRelationship: profile?.emergencyContact?.relationship ?? '',
  emergencyPhone: profile?.emergencyContact?.phone ?? '',
});

const frequencyProblem = (text: string): string | null => {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isInteger(number) && number >= 0 && number <= 7 ? null : CLIENT_MESSAGES.workoutFrequencyRange;
};

const resolver: Resolver<HealthFormValues> = (values): ResolverResult<HealthFormValues> => {
  const message = frequencyProblem(values.workoutFrequency);
  if (!message) return { values, errors: {} };
  return { values: {}, errors: { workoutFrequency: { type: 'validate', message } } };
};

const toBody = (values: HealthFormValues): HealthProfileDto => {
  const contact = { name: values.emergencyName.trim() || null, relationship: values.emergencyRelationship.trim() || null, phone: values.emergencyPhone.trim() || null };
  return {
    ...Object.fromEntries(LIST_FIELDS.map(({ name }) => [name, splitList(values[name])])),
    fitnessExperience: values.fitnessExperience || null,
    activityLevel: values.activityLevel || null,
    workoutFrequency: values.workoutFrequency.trim() === '' ? null : Number(values.workoutFrequency),
    emergencyContact: contact.name || contact.relationship || contact.phone ? contact : null,
  };
};

export function HealthInfoTab({ clientId }: { clientId: string }) {
  const toast = useToast();
  const profileQuery = useClientHealthGetHealthProfileQuery({ id: clientId });
  const [save, { isLoading }] = useClientHealthSaveHealthProfileMutation();
  const { register, control, handleSubmit, reset, formState } = useForm<HealthFormValues>({ resolver, defaultValues: toValues(undefined) });

  useEffect(() => {
    if (profileQuery.data) reset(toValues(profileQuery.data));
  }, [profileQuery.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save({ id: clientId, healthProfileDto: toBody(values) }).unwrap();
      toast({ title: 'Success', description: CLIENT_MESSAGES.healthProfileUpdated });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, CLIENT_MESSAGES.healthProfileFailed), severity: 'error' });
    }
  });

  if (profileQuery.isLoading) return <Skeleton variant="rounded" height={320} />;
  if (profileQuery.isError) return <Alert severity="error">{errorMessage(profileQuery.error, 'Failed to load the health profile')}</Alert>;

  const text = (name: keyof HealthFormValues) => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name]?.message;
    return { inputRef: ref, ...rest, error: !!message, helperText: message, fullWidth: true };
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate aria-labelledby="health-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="health-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Health Information
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Separate several entries with a comma, e.g. “Asthma, Knee surgery”.
      </Typography>
      <Grid container spacing={2}>
        {LIST_FIELDS.map(({ name, label }) => (
          <Grid key={name} size={{ xs: 12, md: 6 }}>
            <TextField label={label} multiline minRows={1} {...text(name)} />
          </Grid>
        ))}
        {(
          [
            { name: 'fitnessExperience', label: 'Fitness Experience', options: FITNESS_EXPERIENCE },
            { name: 'activityLevel', label: 'Activity Level', options: ACTIVITY_LEVELS },
          ] as const
        ).map(({ name, label, options }) => (
          <Grid key={name} size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <TextField select label={label} fullWidth {...field} inputRef={field.ref}>
                  <MenuItem value="">
                    <em>Not set</em>
                  </MenuItem>
                  {options.map((option) => (
                    <MenuItem key={option} value={option}>
                      {humanise(option)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Workout Frequency (per week)" type="number" slotProps={{ htmlInput: { min: 0, max: 7, step: 1 } }} {...text('workoutFrequency')} />
        </Grid>
        <Grid size={12}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Emergency Contact
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField label="Contact Name" {...text('emergencyName')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField label="Relationship" {...text('emergencyRelationship')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField label="Contact Phone" type="tel" {...text('emergencyPhone')} />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 3 }}>
        {isLoading ? 'Saving...' : 'Save Health Info'}
      </Button>
    </Paper>
  );
}
