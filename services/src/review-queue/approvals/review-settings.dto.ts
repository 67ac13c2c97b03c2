import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** The company's review settings. */
export class ReviewSettingsResponse {
  /**
   * Four-eyes: overriding an IDV result, or clearing a confirmed watchlist match as a false positive,
   * waits for a second staff member with the same permission to approve it.
   */
  four_eyes!: boolean;
}

export class ReviewSettingsRequest {
  @IsBoolean()
  @ApiProperty({ type: 'boolean' })
  four_eyes!: boolean;
}
