import { Equals, IsIn, IsOptional, IsString } from 'class-validator';
import { NestedObject } from '../shared/http/nested-object.decorator';
import { PERIODS } from '../shared/period/reporting-period';
import { RepeatedBody } from '../shared/http/repeated-body';
import { keyed } from '../shared/http/keyed-validation';

export class StatsFilter {
  @IsIn(PERIODS, keyed('error.oneOf', { values: PERIODS.join(', ') }))
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
  @Equals('FILTER', keyed('error.mustBeFilter'))
  type!: string;

  @NestedObject(() => StatsFilter)
  filter!: StatsFilter;
}
