import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { MEAL_CATEGORIES, MEAL_CATEGORY_LABELS, NUTRITION_MESSAGES, nutrientsFor, type ScanMethod } from '@coachcore/domain';
import type { LoggedFoodDto } from '@coachcore/api-client/client-portal';
import type { FoodResponseDto } from '@coachcore/api-client/foods';
import { AddFoodDialog } from '../../../components/food/AddFoodDialog';
import { FoodSearchField } from '../../../components/food/FoodSearchField';
import { FormSelectField, FormTextField } from '../../../components/form';
import { useOutboxWrite } from '../../../hooks/useOutboxWrite';
import { errorMessage } from '../../../lib/api-error';
import { useClientFoodLogFrequentQuery, useClientFoodLogRecentQuery, useLazyFoodsByBarcodeQuery } from '../api';
import { barcodeFormResolver, defaultMealType, logFoodFormResolver, toFoodLogBody, type LogFoodFormValues } from '../log-food-form';

// The scanner (and the barcode decoder it loads) is fetched only when it is opened.
const BarcodeScanner = lazy(async () => ({ default: (await import('./BarcodeScanner')).BarcodeScanner }));

type Source = 'search' | 'barcode' | 'recent' | 'frequent';

const MEAL_OPTIONS = MEAL_CATEGORIES.map((option) => ({ value: option, label: MEAL_CATEGORY_LABELS[option] }));

/** Log a food found by search, barcode (typed or scanned), or from the recent and frequent lists. */
export function LogFoodPanel({ date }: { date: string }) {
  const [source, setSource] = useState<Source>('search');
  const [missingBarcode, setMissingBarcode] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [scanning, setScanning] = useState(false);
  const recent = useClientFoodLogRecentQuery(undefined, { skip: source !== 'recent' });
  const frequent = useClientFoodLogFrequentQuery(undefined, { skip: source !== 'frequent' });
  const [lookUp, lookUpState] = useLazyFoodsByBarcodeQuery();
  // Through the outbox: an entry made offline waits on the device and is sent once the connection returns.
  const write = useOutboxWrite();
  const [saving, setSaving] = useState(false);
  const logForm = useForm<LogFoodFormValues>({ resolver: logFoodFormResolver, defaultValues: { food: null, mealType: defaultMealType(), servingSize: '' } });
  const barcodeForm = useForm<{ code: string }>({ resolver: barcodeFormResolver, defaultValues: { code: '' } });
  const [food, servingSize] = useWatch({ control: logForm.control, name: ['food', 'servingSize'] });

  const choose = (chosen: FoodResponseDto | LoggedFoodDto | null, method: ScanMethod, barcode?: string) => {
    logForm.setValue('food', chosen ? { food: chosen, method, barcode } : null);
    logForm.setValue('servingSize', chosen ? String(chosen.servingSize) : '');
  };

  const lookUpBarcode = barcodeForm.handleSubmit(async ({ code }) => {
    const result = await lookUp({ code });
    if (result.data) return choose(result.data, 'barcode', code);
    const status = (result.error as { status?: number } | undefined)?.status;
    if (status === 404) setMissingBarcode(code);
    else barcodeForm.setError('code', { message: errorMessage(result.error, 'Failed to look the barcode up') });
  });

  /** Typed or scanned: the field shows the code looked up. */
  const findBarcode = (typed: string) => {
    barcodeForm.setValue('code', typed.trim());
    setMissingBarcode(null);
    return lookUpBarcode();
  };

  const save = logForm.handleSubmit(async (values) => {
    setSaving(true);
    const outcome = await write(
      {
        endpoint: 'clientFoodLogAdd',
        args: { createFoodLogDto: toFoodLogBody(values, date) },
        label: values.food ? ('foodName' in values.food.food ? values.food.food.foodName : values.food.food.name) : 'Food',
      },
      { success: { title: 'Success', description: NUTRITION_MESSAGES.foodLogged }, fallback: 'Failed to log food' },
    );
    setSaving(false);
    if (outcome.ok) logForm.reset({ ...values, food: null, servingSize: '' });
  });

  const preview =
    food && 'calories' in food.food && Number(servingSize) > 0 ? nutrientsFor({ ...food.food, fiber: food.food.fiber ?? 0 }, Number(servingSize)) : null;
  const logged = (list: LoggedFoodDto[] | undefined, method: ScanMethod, empty: string) =>
    !list ? null : list.length === 0 ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      <List dense aria-label={method === 'recent' ? 'Recent foods' : 'Frequent foods'}>
        {list.map((item) => (
          <ListItemButton key={item.foodId} selected={!!food && 'foodId' in food.food && food.food.foodId === item.foodId} onClick={() => choose(item, method)}>
            <ListItemText
              primary={item.foodName}
              secondary={`${item.servingSize} ${item.servingUnit} · logged ${item.times} ${item.times === 1 ? 'time' : 'times'}`}
            />
          </ListItemButton>
        ))}
      </List>
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Log food">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Log Food
      </Typography>
      <Tabs value={source} onChange={(_event, next: Source) => setSource(next)} variant="scrollable" aria-label="Find a food by">
        <Tab value="search" label="Search" />
        <Tab value="barcode" label="Barcode" />
        <Tab value="recent" label="Recent" />
        <Tab value="frequent" label="Frequent" />
      </Tabs>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {source === 'search' && <FoodSearchField value={food && 'id' in food.food ? food.food : null} onChange={(chosen) => choose(chosen, 'search')} />}
        {source === 'barcode' && (
          <>
            <Stack
              component="form"
              onSubmit={(event) => {
                event.preventDefault();
                void findBarcode(barcodeForm.getValues('code'));
              }}
              noValidate
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormTextField
                control={barcodeForm.control}
                name="code"
                label="Barcode"
                helperText="EAN-13, UPC-A or EAN-8"
                fullWidth={false}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Button type="submit" variant="outlined" disabled={lookUpState.isFetching}>
                {lookUpState.isFetching ? 'Looking up...' : 'Find'}
              </Button>
              <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => setScanning(true)}>
                Scan with Camera
              </Button>
            </Stack>
            {missingBarcode && (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={() => setAdding(true)}>
                    Add Food
                  </Button>
                }
              >
                {NUTRITION_MESSAGES.barcodeNotFound} ({missingBarcode})
              </Alert>
            )}
          </>
        )}
        {source === 'recent' && logged(recent.data, 'recent', 'Foods you log appear here.')}
        {source === 'frequent' && logged(frequent.data, 'frequent', 'Foods you log often appear here.')}

        {food && (
          <Typography data-testid="chosen-food" sx={{ fontWeight: 600 }}>
            {'foodName' in food.food ? food.food.foodName : food.food.name}
            {'calories' in food.food ? ` — ${food.food.calories} kcal per ${food.food.servingSize} ${food.food.servingUnit}` : ''}
          </Typography>
        )}
        <Stack component="form" onSubmit={save} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField control={logForm.control} name="mealType" label="Meal" options={MEAL_OPTIONS} fullWidth={false} sx={{ minWidth: 160 }} />
          <FormTextField
            control={logForm.control}
            name="servingSize"
            label={`Serving Size${food ? ` (${'servingUnit' in food.food ? food.food.servingUnit : 'g'})` : ''}`}
            type="number"
            fullWidth={false}
            disabled={!food}
          />
          <Button type="submit" variant="contained" disabled={!food || !(Number(servingSize) > 0) || saving}>
            {saving ? 'Adding...' : 'Add to Log'}
          </Button>
        </Stack>
        {preview && (
          <Typography variant="body2" color="text.secondary">
            {preview.calories} kcal · {preview.protein} g protein · {preview.carbs} g carbs · {preview.fat} g fat
          </Typography>
        )}
      </Stack>
      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanner
            open={scanning}
            onClose={() => setScanning(false)}
            onDetected={(detected) => {
              setScanning(false);
              void findBarcode(detected);
            }}
          />
        </Suspense>
      )}
      <AddFoodDialog
        open={adding}
        barcode={missingBarcode ?? undefined}
        onClose={() => setAdding(false)}
        onAdded={(created) => choose(created, 'manual', created.barcode ?? undefined)}
      />
    </Paper>
  );
}
