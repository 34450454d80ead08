import { Global, Module } from '@nestjs/common';
import { Lifecycle } from './lifecycle';

/** The replica's readiness and its drain on SIGTERM (lifecycle.ts); the health endpoints read it. */
@Global()
@Module({ providers: [Lifecycle], exports: [Lifecycle] })
export class LifecycleModule {}
