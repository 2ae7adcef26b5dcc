import { hash, verify } from '@node-rs/argon2';
import { DEMO_PASSWORD } from '../packages/server/src/db/demo-data';
import { DURATION_S } from './server-processes';

/**
 * The login row's baseline: argon2id verifications per second as login runs them (the same
 * library, its default parameters as shared/password.ts uses, and as many in flight as the
 * login row has connections), in the bench process while nothing else is loaded.
 */
export async function argon2Rate(inFlight: number): Promise<number> {
  const stored = await hash(DEMO_PASSWORD);
  const end = Date.now() + DURATION_S * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < end) {
        await verify(stored, DEMO_PASSWORD);
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}
