import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { PERIODS } from '../../period/reporting-period';
import type { ListFilterSpec } from '../list-filter';
import { render } from '../../i18n/translate';

const text = { type: 'string' } as const;

/**
 * The query parameters of a server-side list: paging and sort (shared/http/paging.ts) and, when the
 * list has a declarative filter (shared/http/list-filter.ts), one parameter per filter of its spec, so
 * the document lists exactly what the server reads.
 */
export function ApiListQuery(options: { sort: string[]; limits?: number[]; filter?: ListFilterSpec }) {
  const decorators = [
    ApiQuery({
      name: 'page',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    }),
    ApiQuery({
      name: 'limit',
      required: false,
      schema: { type: 'integer', enum: options.limits ?? [5, 10, 25, 50, 100] },
      description: 'Rows per page.',
    }),
    ApiQuery({ name: 'sort', required: false, schema: { type: 'string', enum: options.sort } }),
    ApiQuery({
      name: 'order',
      required: false,
      schema: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    }),
  ];
  let search = !options.filter;
  for (const column of options.filter?.columns ?? []) {
    switch (column.kind) {
      case 'search':
        search = true;
        break;
      case 'period':
        decorators.push(
          ApiQuery({
            name: 'date[filter]',
            required: false,
            schema: { type: 'string', enum: [...PERIODS] },
            description:
              'Reporting period of the creation time (custom: with date[fromDate] and date[toDate]).',
          }),
          ApiQuery({ name: 'date[fromDate]', required: false, schema: { type: 'string', format: 'date' } }),
          ApiQuery({ name: 'date[toDate]', required: false, schema: { type: 'string', format: 'date' } }),
        );
        break;
      case 'text':
        decorators.push(
          ApiQuery({
            name: column.param,
            required: false,
            schema: text,
            description: 'Equals (case-insensitive where text).',
          }),
        );
        break;
      case 'uuid':
        decorators.push(
          ApiQuery({ name: column.param, required: false, schema: { type: 'string', format: 'uuid' } }),
        );
        break;
      case 'date':
        decorators.push(
          ApiQuery({ name: column.param, required: false, schema: { type: 'string', format: 'date' } }),
        );
        break;
      case 'flag':
        decorators.push(
          ApiQuery({
            name: column.param,
            required: false,
            schema: { type: 'string', enum: ['1', '0', 'true', 'false'] },
          }),
        );
        break;
      case 'choice':
        for (const param of column.params)
          decorators.push(
            ApiQuery({
              name: param,
              required: false,
              schema: { type: 'string', enum: Object.keys(column.choices) },
              // The API document is written in English.
              description: `${render('en', column.message)} (case-insensitive).`,
            }),
          );
        break;
    }
  }
  if (search)
    decorators.push(
      ApiQuery({
        name: 'search',
        required: false,
        schema: { type: 'string', maxLength: 200 },
        description: 'Substring search.',
      }),
    );
  return applyDecorators(...decorators);
}
