import { duplicateTitle, FORM_MESSAGES, parseOptionLines, validateFormAnswers, validateFormForm, type FormFieldDefinition, type FormFormInput } from './forms';

const valid: FormFormInput = {
  title: 'Waiver',
  description: '',
  category: 'waiver',
  isRequired: false,
  isActive: true,
  fields: [{ type: 'select', label: 'Level', required: true, optionsText: 'A\nB', placeholder: '' }],
};

describe('forms', () => {
  it('reads option lists one per line, trimmed, blank lines dropped', () => {
    expect(parseOptionLines(' One \r\n\n  \nTwo\n')).toEqual(['One', 'Two']);
  });

  it("suffixes a duplicate's title with (Copy) within the title limit", () => {
    expect(duplicateTitle('Waiver')).toBe('Waiver (Copy)');
    expect(duplicateTitle('x'.repeat(200))).toHaveLength(200);
  });

  it('asks for a title, a category, at least one field, labels and options', () => {
    expect(validateFormForm(valid)).toEqual({});
    expect(validateFormForm({ ...valid, title: ' ', category: '' })).toEqual({ title: FORM_MESSAGES.titleRequired, category: FORM_MESSAGES.categoryRequired });
    expect(validateFormForm({ ...valid, fields: [] })).toEqual({ fields: FORM_MESSAGES.fieldsRequired });
    expect(validateFormForm({ ...valid, fields: [{ ...valid.fields[0]!, label: '', optionsText: '\n ' }] })).toEqual({
      'fields.0.label': FORM_MESSAGES.fieldLabelRequired,
      'fields.0.optionsText': FORM_MESSAGES.optionsRequired,
    });
  });

  it('allows one signature field: the second is refused beside its type', () => {
    const signature = { type: 'signature', label: 'Signature', required: true, optionsText: '', placeholder: '' } as const;
    expect(validateFormForm({ ...valid, fields: [...valid.fields, signature] })).toEqual({});
    expect(validateFormForm({ ...valid, fields: [signature, ...valid.fields, { ...signature, label: 'Witness' }] })).toEqual({
      'fields.2.type': FORM_MESSAGES.oneSignatureField,
    });
  });

  it('checks answers against the fields', () => {
    const fields: FormFieldDefinition[] = [
      { id: 'e', type: 'email', label: 'Email', required: true },
      { id: 'n', type: 'number', label: 'Age', required: false },
      { id: 'd', type: 'date', label: 'Day', required: false },
      { id: 'c', type: 'checkbox', label: 'Pick', required: false, options: ['A'] },
      { id: 's', type: 'signature', label: 'Signature', required: true },
    ];
    expect(validateFormAnswers(fields, { e: 'a@b.co', n: '42', d: '2026-02-03', c: ['A'] }, true)).toEqual({});
    expect(validateFormAnswers(fields, { e: 'nope', n: 'x', d: '2026-02-30', c: ['B'] }, false)).toEqual({
      e: FORM_MESSAGES.invalidEmail('Email'),
      n: FORM_MESSAGES.invalidNumber('Age'),
      d: FORM_MESSAGES.invalidDate('Day'),
      c: FORM_MESSAGES.invalidOption('Pick'),
      s: FORM_MESSAGES.answerRequired('Signature'),
    });
  });
});
