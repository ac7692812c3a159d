import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { FieldErrorDto } from '../http/error-response.dto';
import { assertSafeInput } from './hostile-input';
import { ValidationFailedException } from './validation-failed.exception';

interface Ranked extends FieldErrorDto {
  order: number;
  position: number;
}

/**
 * Flattens class-validator's tree into field errors. A rule may carry `context: { order: n }` so that the
 * first message follows the spec's order of checks rather than the order of properties in the class.
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldErrorDto[] {
  const ranked: Ranked[] = [];
  const walk = (list: ValidationError[], prefix: string) => {
    for (const error of list) {
      const field = prefix ? `${prefix}.${error.property}` : error.property;
      const constraints = error.constraints ?? {};
      // class-validator lists constraints in reverse decorator order; the last one is the first rule written.
      for (const name of Object.keys(constraints).reverse()) {
        const order = (error.contexts?.[name] as { order?: number } | undefined)?.order ?? 1000;
        ranked.push({ field, message: constraints[name]!, order, position: ranked.length });
      }
      if (error.children?.length) walk(error.children, field);
    }
  };
  walk(errors, parent);
  ranked.sort((a, b) => a.order - b.order || a.position - b.position);
  const seen = new Set<string>();
  return ranked
    .filter((e) => {
      // One message per field: the first rule it breaks.
      if (seen.has(e.field)) return false;
      seen.add(e.field);
      return true;
    })
    .map(({ field, message }) => ({ field, message }));
}

/** The global pipe: first refuses hostile text and nesting in every body, query and route parameter, then validates DTOs. */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // 'custom' arguments come from our own decorators (current user, tenant), not from the caller.
    if (metadata.type !== 'custom') assertSafeInput(value, metadata.data ? [metadata.data] : []);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}
