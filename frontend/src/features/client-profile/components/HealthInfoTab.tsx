import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  ACTIVITY_LEVELS,
  CLIENT_MESSAGES,
  FITNESS_EXPERIENCE,
  joinList,
  splitList,
  validateHealthProfileForm,
  type ActivityLevel,
  type FitnessExperience,
} from '@coachcore/domain';
import type { HealthProfileDto, HealthProfileResponseDto } from '@coachcore/api-client/clients';
import { domainResolver, FormSelectField, FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useClientHealthGetHealthProfileQuery, useClientHealthSaveHealthProfileMutation } from '../api';
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

const resolver = domainResolver<HealthFormValues>(validateHealthProfileForm);

const toBody = (values: HealthFormValues): HealthProfileDto => {
  const contact = {
    name: values.emergencyName.trim() || null,
    relationship: values.emergencyRelationship.trim() || null,
    phone: values.emergencyPhone.trim() || null,
  };
  return {
    ...Object.fromEntries(LIST_FIELDS.map(({ name }) => [name, splitList(values[name])])),
    fitnessExperience: values.fitnessExperience || null,
    activityLevel: values.activityLevel || null,
    workoutFrequency: values.workoutFrequency.trim() === '' ? null : Number(values.workoutFrequency),
    emergencyContact: contact.name || contact.relationship || contact.phone ? contact : null,
  };
};

export function HealthInfoTab({ clientId }: { clientId: string }) {
  const runWithToasts = useMutationToasts();
  const profileQuery = useClientHealthGetHealthProfileQuery({ id: clientId });
  const [save, { isLoading }] = useClientHealthSaveHealthProfileMutation();
  const { control, handleSubmit, reset } = useForm<HealthFormValues>({ resolver, defaultValues: toValues(undefined) });

  useEffect(() => {
    if (profileQuery.data) reset(toValues(profileQuery.data));
  }, [profileQuery.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    await runWithToasts(save({ id: clientId, healthProfileDto: toBody(values) }).unwrap(), {
      success: { title: 'Success', description: CLIENT_MESSAGES.healthProfileUpdated },
      failure: { fallback: CLIENT_MESSAGES.healthProfileFailed },
    });
  });

  if (profileQuery.isLoading) return <Skeleton variant="rounded" height={320} />;
  if (profileQuery.isError) return <Alert severity="error">{errorMessage(profileQuery.error, 'Failed to load the health profile')}</Alert>;

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
            <FormTextField control={control} name={name} label={label} multiline minRows={1} />
          </Grid>
        ))}
        {(
          [
            { name: 'fitnessExperience', label: 'Fitness Experience', options: FITNESS_EXPERIENCE },
            { name: 'activityLevel', label: 'Activity Level', options: ACTIVITY_LEVELS },
          ] as const
        ).map(({ name, label, options }) => (
          <Grid key={name} size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name={name}
              label={label}
              emptyOption="Not set"
              options={options.map((option) => ({ value: option, label: humanise(option) }))}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="workoutFrequency"
            label="Workout Frequency (per week)"
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 7, step: 1 } }}
          />
        </Grid>
        <Grid size={12}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Emergency Contact
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="emergencyName" label="Contact Name" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="emergencyRelationship" label="Relationship" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="emergencyPhone" label="Contact Phone" type="tel" />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 3 }}>
        {isLoading ? 'Saving...' : 'Save Health Info'}
      </Button>
    </Paper>
  );
}
