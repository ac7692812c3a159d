import { Controller, useForm } from 'react-hook-form';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import type { MealPlanResponseDto } from '@coachcore/api-client/meal-plans';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { FormDialog, FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMealPlansAssignMutation } from '../api';
import { assignPlanFormResolver, emptyAssignPlanForm, toAssignPlanBody, type AssignPlanFormValues } from '../meal-plan-form';

/** Assign a plan to a client of the business from a start date (the end date defaults to the plan's length). */
export function AssignPlanDialog({ plan, onClose }: { plan: MealPlanResponseDto | null; onClose: () => void }) {
  // Mounted per opening, so the form starts empty each time.
  return plan ? <AssignPlanForm plan={plan} onClose={onClose} /> : null;
}

function AssignPlanForm({ plan, onClose }: { plan: MealPlanResponseDto; onClose: () => void }) {
  const [assign, state] = useMealPlansAssignMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit } = useForm<AssignPlanFormValues>({ resolver: assignPlanFormResolver, defaultValues: emptyAssignPlanForm() });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(assign({ id: plan.id, assignMealPlanDto: toAssignPlanBody(values) }).unwrap(), {
      success: { title: 'Success', description: NUTRITION_MESSAGES.mealPlanAssigned },
      failure: { fallback: 'Failed to assign meal plan' },
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Assign ${plan.name}`}
      titleId="assign-plan-title"
      maxWidth="xs"
      onSubmit={onSubmit}
      pending={state.isLoading}
      pendingLabel="Assigning..."
      submitLabel="Assign Plan"
    >
      <Controller
        control={control}
        name="clientId"
        render={({ field, fieldState }) => (
          <ClientPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} required error={fieldState.error?.message} sx={{ mt: 1 }} />
        )}
      />
      <FormTextField control={control} name="startDate" label="Start Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField
        control={control}
        name="endDate"
        label="End Date"
        type="date"
        helperText={`Leave empty for ${plan.duration} days`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
