import 'reflect-metadata';
import { IsNumber, validate } from 'class-validator';
import { decimalPlaces, IsNumberWithPlaces } from './rules';

class Measured {
  @IsNumberWithPlaces(2, { message: 'Must be a number with at most 2 decimals' })
  value: unknown;
}

class WithLibraryRule {
  @IsNumber({ maxDecimalPlaces: 2 })
  value: unknown;
}

const check = (value: unknown) => validate(Object.assign(new Measured(), { value }));

describe(decimalPlaces.name, () => {
  it.each([
    [82.5, 1],
    [100, 0],
    [0.25, 2],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [-3.125, 3],
  ])('%p has %p decimal places', (value, places) => expect(decimalPlaces(value)).toBe(places));
});

describe(IsNumberWithPlaces.name, () => {
  it('accepts numbers with up to the allowed decimal places', async () => {
    for (const value of [0, 82.5, 12.34, 1e21, -7]) expect(await check(value)).toHaveLength(0);
  });

  it('refuses exponent notation with too many places instead of throwing', async () => {
    const [error] = await check(1e-7);
    expect(error?.constraints).toEqual({ isNumber: 'Must be a number with at most 2 decimals' });
  });

  it('refuses more places, NaN, Infinity and non-numbers', async () => {
    for (const value of [1.234, Number.NaN, Number.POSITIVE_INFINITY, '12', null]) expect(await check(value)).toHaveLength(1);
  });

  it("is needed: class-validator's own maxDecimalPlaces check throws on 1e-7", () => {
    expect(() => validate(Object.assign(new WithLibraryRule(), { value: 1e-7 }))).toThrow(TypeError);
  });
});
