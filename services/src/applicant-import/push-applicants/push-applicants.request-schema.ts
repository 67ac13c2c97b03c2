import { ApiProperty } from '@nestjs/swagger';
import { CSV_COLUMNS, type CsvColumnName } from '../rows/csv-columns';
import { MAX_LENGTHS } from '../rows/validate-applicant-row';
import { MAX_PUSH_BATCH } from './push-body';

/**
 * One pushed applicant as the OpenAPI document describes it: the CSV's columns by their canonical
 * names, with the row validator's length limits, so a client generated from the document knows the
 * fields (docs/integrations.md). Documentation only: the body is read by readPushBody, which also
 * takes numbers as their decimal text and ignores unknown keys.
 */
export class PushApplicantRequest {
  external_id?: string;
  first_name!: string;
  last_name!: string;
  email?: string;
  csug_email?: string;
  phone?: string;
  date_of_birth?: string;
  ssn?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country_code?: string;
}

/** Only a missing or nameless first or last name rejects an applicant; everything else is scored. */
const REQUIRED: readonly CsvColumnName[] = ['first_name', 'last_name'];
const EXAMPLES: Partial<Record<CsvColumnName, string>> = {
  external_id: 'S-100042',
  first_name: 'Mei',
  last_name: 'Tanaka',
  email: 'mei.t@example.edu',
  phone: '(303) 555-0142',
  date_of_birth: '2004-03-12',
  zip: '80202',
  country_code: 'US',
};
for (const column of CSV_COLUMNS) {
  ApiProperty({
    type: 'string',
    required: REQUIRED.includes(column.name),
    maxLength: MAX_LENGTHS[column.name],
    description: column.description,
    ...(EXAMPLES[column.name] ? { example: EXAMPLES[column.name] } : {}),
  })(PushApplicantRequest.prototype, column.name);
}

/** A batch: `{ "applicants": [ … ] }`, answered with one result per applicant in the order sent. */
export class PushApplicantsBatchRequest {
  @ApiProperty({ type: [PushApplicantRequest], minItems: 1, maxItems: MAX_PUSH_BATCH })
  applicants!: PushApplicantRequest[];
}
