import { validateFormAnswers, type FormAnswer } from '@coachcore/domain';
import type { ClientFormResponseDto, SubmitFormDto } from '@coachcore/api-client/client-portal';
import { domainResolver } from '../../components/form';

/** Answers by field id (a list for checkboxes, an upload's id for files) and the drawn signature as a PNG data URL. */
export interface FillFormValues {
  answers: Record<string, string | string[]>;
  signature: string;
}

export const emptyAnswers = (form: ClientFormResponseDto): FillFormValues => ({
  answers: Object.fromEntries(form.fields.filter((field) => field.type !== 'signature').map((field) => [field.id, field.type === 'checkbox' ? [] : ''])),
  signature: '',
});

/** The form's own rules (required answers, e-mail, phone, number, date, options), beside each field. */
export const fillFormResolver = (form: ClientFormResponseDto) =>
  domainResolver<FillFormValues>((values) => {
    const errors = validateFormAnswers(form.fields, values.answers, !!values.signature);
    const signatureField = form.fields.find((field) => field.type === 'signature');
    return Object.fromEntries(
      Object.entries(errors).map(([id, message]) => [signatureField && id === signatureField.id ? 'signature' : `answers.${id}`, message]),
    );
  });

export const toSubmitBody = (form: ClientFormResponseDto, values: FillFormValues): SubmitFormDto => ({
  responses: Object.fromEntries(
    form.fields
      .filter((field) => field.type !== 'signature')
      .map((field): [string, FormAnswer] => {
        const value = values.answers[field.id];
        return [field.id, Array.isArray(value) ? value : value?.trim() ? value.trim() : null];
      }),
  ) as SubmitFormDto['responses'],
  ...(values.signature ? { signature: values.signature } : {}),
});
