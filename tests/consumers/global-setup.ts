import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { packInto, repo } from './packed-consumer';
import type {} from './packed-sdk';

/** One `npm pack` of the SDK per run, shared by the consumer tests that install it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-packs-'));
  const file = await packInto(path.join(repo, 'packages/sdk'), dir);
  project.provide('sdkTarball', path.join(dir, file));
  return () => rmSync(dir, { recursive: true, force: true });
}
