import { Module } from '@nestjs/common';
import { ReasonCodesController } from './reason-codes.http.controller';

@Module({ controllers: [ReasonCodesController] })
export class ReasonCodesModule {}
