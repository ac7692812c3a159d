import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MealPlanResponseDto } from '@coachcore/api-client/meal-plans';

interface MealPlanCardProps {
  plan: MealPlanResponseDto;
  onEdit: (plan: MealPlanResponseDto) => void;
  onDuplicate: (plan: MealPlanResponseDto) => void;
  onAssign: (plan: MealPlanResponseDto) => void;
  onDelete: (plan: MealPlanResponseDto) => void;
}

/** A meal plan card: days, Template badge, description, target calories, protein in g, creation date. */
export function MealPlanCard({ plan, onEdit, onDuplicate, onAssign, onDelete }: MealPlanCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="meal-plan-card">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        {plan.isTemplate && <Chip size="small" color="primary" label="Template" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {plan.duration} days · {plan.mealCount === 1 ? '1 meal' : `${plan.mealCount} meals`}
      </Typography>
      {plan.description && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {plan.description}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2">{plan.targetCalories != null ? `${plan.targetCalories} kcal` : 'No calorie target'}</Typography>
        {plan.targetProtein != null && <Typography variant="body2">{plan.targetProtein} g protein</Typography>}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }}>
        Created {new Date(plan.createdAt).toLocaleDateString()}
      </Typography>
      <Stack direction="row" sx={{ mt: 'auto', pt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" onClick={() => onEdit(plan)}>
          Edit
        </Button>
        <Button size="small" onClick={() => onDuplicate(plan)}>
          Duplicate
        </Button>
        <Button size="small" onClick={() => onAssign(plan)}>
          Assign
        </Button>
        <Button size="small" color="error" onClick={() => onDelete(plan)}>
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}
