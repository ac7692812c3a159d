import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { validateFoodForm } from '@coachcore/domain';
import { generatedFoodsApi, type FoodResponseDto } from '@coachcore/api-client/foods';
import { paged } from '../../lib/api';
import { domainResolver, FormDialog, FormTextField, showServerFieldErrors } from '../form';
import { useMutationToasts } from '../../hooks/useMutationToasts';

const foodsApi = paged(generatedFoodsApi);

interface FoodFormValues {
  name: string;
  brand: string;
  barcode: string;
  servingSize: string;
  servingUnit: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
}

const EMPTY: FoodFormValues = { name: '', brand: '', barcode: '', servingSize: '100', servingUnit: 'g', calories: '', protein: '', carbs: '', fat: '' };
const resolver = domainResolver<FoodFormValues>((values) => validateFoodForm(values));

/** Enter a food by hand (a product neither the database nor the barcode lookup knew); it stays private to the business. */
export function AddFoodDialog({
  open,
  barcode,
  onClose,
  onAdded,
}: {
  open: boolean;
  barcode?: string;
  onClose: () => void;
  onAdded: (food: FoodResponseDto) => void;
}) {
  const [createFood, state] = foodsApi.useFoodsCreateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<FoodFormValues>({ resolver, defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset({ ...EMPTY, barcode: barcode ?? '' });
  }, [open, barcode, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(
      createFood({
        createFoodDto: {
          name: values.name,
          brand: values.brand || null,
          barcode: values.barcode || null,
          servingSize: Number(values.servingSize),
          servingUnit: values.servingUnit || 'g',
          calories: Number(values.calories),
          protein: values.protein === '' ? null : Number(values.protein),
          carbs: values.carbs === '' ? null : Number(values.carbs),
          fat: values.fat === '' ? null : Number(values.fat),
        },
      }).unwrap(),
      { success: { title: 'Success', description: 'Food added successfully!' }, failure: { fallback: 'Failed to add food' } },
    );
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onAdded(outcome.data);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Food"
      titleId="add-food-title"
      onSubmit={onSubmit}
      pending={state.isLoading}
      pendingLabel="Adding..."
      submitLabel="Add Food"
    >
      <FormTextField control={control} name="name" label="Food Name" required autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="brand" label="Brand" />
        <FormTextField control={control} name="barcode" label="Barcode" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormTextField control={control} name="servingSize" label="Serving Size" type="number" required />
        <FormTextField control={control} name="servingUnit" label="Serving Unit" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="calories" label="Calories (kcal)" type="number" required />
        <FormTextField control={control} name="protein" label="Protein (g)" type="number" />
        <FormTextField control={control} name="carbs" label="Carbs (g)" type="number" />
        <FormTextField control={control} name="fat" label="Fat (g)" type="number" />
      </Stack>
    </FormDialog>
  );
}
