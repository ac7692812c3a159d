import { useForm } from 'react-hook-form';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import type { MealPlanResponseDto } from '@coachcore/api-client';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientsListQuery, useMealPlansAssignMutation } from '../api';
import { assignPlanFormResolver, emptyAssignPlanForm, toAssignPlanBody, type AssignPlanFormValues } from '../meal-plan-form';

/** Assign a plan to a client of the business from a start date (the end date defaults to the plan's length). */
export function AssignPlanDialog({ plan, onClose }: { plan: MealPlanResponseDto | null; onClose: () => void }) {
  // Mounted per opening, so the form starts empty each time.
  return plan ? <AssignPlanForm plan={plan} onClose={onClose} /> : null;
}

function AssignPlanForm({ plan, onClose }: { plan: MealPlanResponseDto; onClose: () => void }) {
  const clients = useClientsListQuery({ limit: 200 });
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
      <FormSelectField
        control={control}
        name="clientId"
        label="Client"
        required
        options={(clients.data?.items ?? []).map((client) => ({ value: client.id, label: `${client.firstName} ${client.lastName}` }))}
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
