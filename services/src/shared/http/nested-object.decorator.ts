import { applyDecorators, type Type as ClassType } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { keyed } from './keyed-validation';

/**
 * A body field that holds one object of a DTO class. @ValidateNested alone lets an array through
 * with nothing in it to check (`data: []` once reached a handler and answered 500), so the field
 * must be an object first.
 */
export function NestedObject(dto: () => ClassType<unknown>) {
  return applyDecorators(IsObject(keyed('error.mustBeObject')), ValidateNested(), Type(dto));
}
