import { ApiProperty } from '@nestjs/swagger';
import { PageMetaDto } from '../../shared/http/openapi/envelope.response.dto';

/** GET /api/students' paging, with the screen it answered for. */
export class StudentsPageMetaResponse extends PageMetaDto {
  /** Every applicant (`all`), or those with an Admissions or a Financial Aid (`sas`) IDV request. */
  @ApiProperty({ enum: ['all', 'admissions', 'sas'], enumName: 'StudentsForm', example: 'all' })
  form!: string;
}
