import { Equals, IsIn, IsOptional, IsString } from 'class-validator';
import { NestedObject } from '../shared/http/nested-object.decorator';
import { PERIODS } from '../shared/period/reporting-period';
import { RepeatedBody } from '../shared/http/repeated-body';

export class StatsFilter {
  @IsIn(PERIODS, { message: `Must be one of ${PERIODS.join(', ')}` })
  filterType!: string;

  @IsOptional()
  @IsString()
  start_date?: string;

  @IsOptional()
  @IsString()
  end_date?: string;
}

/** Spec section 7: `{type: 'FILTER', filter: {filterType, start_date, end_date}}`. Every open dashboard posts the same one. */
@RepeatedBody()
export class StatsRequest {
  @Equals('FILTER', { message: 'Must be FILTER' })
  type!: string;

  @NestedObject(() => StatsFilter)
  filter!: StatsFilter;
}
