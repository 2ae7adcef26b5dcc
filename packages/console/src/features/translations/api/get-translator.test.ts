import type { AuthTreeNode } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { grants, TRANSLATOR_RESOURCE } from './get-translator';

const node = (code: string, extra: Partial<AuthTreeNode> = {}): AuthTreeNode => ({
  id: code,
  code,
  name: code,
  kind: 'OPERATION',
  checked: false,
  origins: [],
  children: [],
  ...extra,
});

describe('the translator permission (product.md §6) is read from the user’s operation tree', () => {
  it('granted through a role or directly, at any depth', () => {
    expect(
      grants([node(TRANSLATOR_RESOURCE, { origins: ['TRANSLATOR'] })], TRANSLATOR_RESOURCE),
    ).toBe(true);
    const nested = node('UC_OP', { children: [node(TRANSLATOR_RESOURCE, { checked: true })] });
    expect(grants([nested], TRANSLATOR_RESOURCE)).toBe(true);
  });

  it('listed but not granted (an ancestor shown for a granted child), or absent: no permission', () => {
    expect(grants([node(TRANSLATOR_RESOURCE)], TRANSLATOR_RESOURCE)).toBe(false);
    expect(grants([node('UC_OP_USER', { checked: true })], TRANSLATOR_RESOURCE)).toBe(false);
    expect(grants([], TRANSLATOR_RESOURCE)).toBe(false);
  });
});
