import { Module } from '@nestjs/common';
import { ReasonCodesController } from './reason-codes.http.controller';
import { ListReasonCodesHandler } from './list-reason-codes.query';

@Module({ controllers: [ReasonCodesController], providers: [ListReasonCodesHandler] })
export class ReasonCodesModule {}
