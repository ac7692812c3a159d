import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'coachcore:public';

/** Marks a route that needs no session (every other route does). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
