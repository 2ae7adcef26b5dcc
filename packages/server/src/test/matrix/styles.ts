import type { STYLE_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

/**
 * Matrix inputs of the style asset calls (product.md §2.5 /style/*). An asset is addressed by
 * unit, kind and name: the save row's allowed call creates the asset the enable and delete rows
 * then switch and remove (the rows run in declaration order).
 */
const key = (unitId: string) => ({ unitId, kind: 'css' as const, name: 'matrix.css' });

export const STYLE_FIXTURES: CallFixtures<typeof STYLE_CALLS> = {
  list: ({ ids }) => ({ firstResult: '0', pageSize: '10', unitId: ids.H001, kind: 'css' }),
  save: ({ ids }) => ({ ...key(ids.H001), content: 'body { color: #123456; }' }),
  enable: ({ ids }) => ({ ...key(ids.H001), enabled: 'F' }),
  delete: ({ ids }) => key(ids.H001),
};
