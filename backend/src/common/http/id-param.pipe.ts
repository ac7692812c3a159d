import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** An id that is not a uuid cannot name a record: answer 404 like any other missing record, not 400 or 500. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage = 'Not found') {}

  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}
