import { Controller, Get, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { Permission } from '../../shared/auth/permissions';
import { SAMPLE_CSV_FILENAME, buildSampleCsv } from './sample-csv';
import { ApiFile } from '../../shared/http/openapi/api-responses.decorator';

/** "Download Sample file" on the upload screen. */
@Controller('api/sample.csv')
export class SampleCsvController {
  @Get()
  @ApiFile(['text/csv'], 'A sample applicants file with the expected columns.')
  @CompanyStaff(Permission.UploadData)
  sample(@Res() reply: FastifyReply) {
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${SAMPLE_CSV_FILENAME}"`)
      .send(buildSampleCsv());
  }
}
