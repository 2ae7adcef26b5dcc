import { describe, expect, it } from 'vitest';
import { LAUNCHER_CALLS } from '../contract/calls';
import { APPS_PATH } from './apps-api';

describe('the launcher list (product.md §2.7)', () => {
  it('calls the declared path: GET /app/apps under UC', () => {
    const call = LAUNCHER_CALLS.apps;
    expect([call.base, call.method, call.path]).toEqual(['UC', 'GET', APPS_PATH]);
  });
});
