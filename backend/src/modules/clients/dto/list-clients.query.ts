import { CLIENT_PAGE } from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { rule } from '../../../common/validation/rules';
import { queryBoolean, queryInt, trim } from '../../../common/validation/transforms';

/** Query of GET /api/clients. The total before paging is answered in the X-Total-Count header. */
export class ListClientsQuery {
  /** Matches the full name or the e-mail, case-insensitively. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean(rule({ message: 'isActive must be true or false' }))
  isActive?: boolean;

  /** 1-based. */
  @IsOptional()
  @Transform(queryInt)
  @IsInt(rule({ message: 'page must be a whole number' }))
  @Min(1, rule({ message: 'page must be at least 1' }))
  page: number = 1;

  @IsOptional()
  @Transform(queryInt)
  @IsInt(rule({ message: 'limit must be a whole number' }))
  @Min(1, rule({ message: 'limit must be at least 1' }))
  @Max(CLIENT_PAGE.maxLimit, rule({ message: `limit must be at most ${CLIENT_PAGE.maxLimit}` }))
  limit: number = CLIENT_PAGE.defaultLimit;
}
