import { barcodeProblem, gtinCheckDigitValid, NUTRITION_MESSAGES, nutrientsFor, sumNutrients, withinCalorieGoal } from './nutrition';

describe('nutrition', () => {
  it('checks GTIN check digits of EAN-8, UPC-A, EAN-13 and GTIN-14', () => {
    expect(['96385074', '737628064502', '3017620422003', '10012345678902'].every(gtinCheckDigitValid)).toBe(true);
    expect(['96385075', '737628064503', '3017620422004'].some(gtinCheckDigitValid)).toBe(false);
  });

  it('names the problem of a malformed barcode', () => {
    expect(barcodeProblem('3017620422003')).toBeNull();
    expect(barcodeProblem('30176204')).toBe(NUTRITION_MESSAGES.barcodeCheckDigit);
    expect(barcodeProblem('301762042200')).toBe(NUTRITION_MESSAGES.barcodeCheckDigit);
    expect(barcodeProblem('12345')).toBe(NUTRITION_MESSAGES.barcodeFormat);
    expect(barcodeProblem('30176204220a3')).toBe(NUTRITION_MESSAGES.barcodeFormat);
  });

  it('scales a food to an amount and sums nutrients, to one decimal', () => {
    const oats = { servingSize: 100, calories: 379, protein: 13.2, carbs: 67.7, fat: 6.5, fiber: 10.1 };
    expect(nutrientsFor(oats, 40)).toEqual({ calories: 151.6, protein: 5.3, carbs: 27.1, fat: 2.6, fiber: 4 });
    expect(sumNutrients([nutrientsFor(oats, 40), nutrientsFor(oats, 60)])).toEqual({ calories: 379, protein: 13.2, carbs: 67.7, fat: 6.5, fiber: 10.1 });
  });

  it('counts a day within 10 % of the calorie goal as on target', () => {
    expect(withinCalorieGoal(1800, 2000)).toBe(true);
    expect(withinCalorieGoal(2200, 2000)).toBe(true);
    expect(withinCalorieGoal(1799, 2000)).toBe(false);
    expect(withinCalorieGoal(0, 0)).toBe(false);
  });
});
