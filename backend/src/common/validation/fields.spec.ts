import 'reflect-metadata';
import { PartialType } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Amount, Email, OptionalText, Phone, RequiredText } from './fields';
import { flattenValidationErrors } from './validation.pipe';

class Thing {
  @RequiredText({ label: 'Thing name', max: 10, required: 'Name is required' })
  name: string;

  @OptionalText(20, 'Notes')
  notes?: string | null;

  @OptionalText(5)
  code?: string | null;

  @Email('Invalid email address', 2)
  email: string;

  @Phone(3)
  phone?: string | null;

  @Amount(100, 'Weight must be a number from 0 to 100')
  weight?: number | null;
}

class UpdateThing extends PartialType(Thing, { skipNullProperties: false }) {}

const valid = { name: 'Box', email: 'a@example.com' };

async function check(type: new () => object, body: Record<string, unknown>) {
  const instance = plainToInstance(type, body);
  return { instance: instance as Record<string, unknown>, errors: flattenValidationErrors(await validate(instance)) };
}

describe('shared field decorators', () => {
  it('trim, clear empty optional text and read typed numbers', async () => {
    const { instance, errors } = await check(Thing, { ...valid, name: '  Box  ', notes: '   ', phone: '', weight: '82.5' });
    expect(errors).toEqual([]);
    expect(instance).toMatchObject({ name: 'Box', notes: null, phone: null, weight: 82.5 });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(11) }, 'name', 'Thing name must be at most 10 characters'],
    [{ notes: 'x'.repeat(21) }, 'notes', 'Notes must be at most 20 characters'],
    [{ notes: 12 }, 'notes', 'Notes must be text'],
    [{ code: 'x'.repeat(6) }, 'code', 'code must be shorter than or equal to 5 characters'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'email', 'Invalid email address'],
    [{ phone: 'x'.repeat(41) }, 'phone', 'Phone must be at most 40 characters'],
    [{ weight: 100.5 }, 'weight', 'Weight must be a number from 0 to 100'],
    [{ weight: -1 }, 'weight', 'Weight must be a number from 0 to 100'],
    [{ weight: 1e-7 }, 'weight', 'Weight must be a number from 0 to 100'],
  ])('refuse %p with the field and its message', async (change, field, message) => {
    expect((await check(Thing, { ...valid, ...change })).errors).toEqual([{ field, message }]);
  });

  it('in an update DTO made with PartialType, skip what is left out and refuse null for what cannot be emptied', async () => {
    expect((await check(UpdateThing, {})).errors).toEqual([]);
    expect((await check(UpdateThing, { notes: null, phone: null, weight: null })).errors).toEqual([]);
    expect((await check(UpdateThing, { name: null })).errors).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect((await check(UpdateThing, { email: null })).errors).toEqual([{ field: 'email', message: 'Invalid email address' }]);
  });
});
