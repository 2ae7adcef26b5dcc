import { inject } from 'vitest';
import { installInto } from './packed-consumer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The SDK's `npm pack` tarball, made once for every consumer test of the run. */
    sdkTarball: string;
  }
}

/** `npm install` of the SDK tarball packed once for the run (tests/consumers/global-setup.ts). */
export async function installPackedSdk(consumer: string): Promise<void> {
  await installInto(consumer, [inject('sdkTarball')]);
}
