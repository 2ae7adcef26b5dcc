import type { MatrixRow } from '../test/matrix/context';

/**
 * Authorization-matrix rows of the style asset calls (product.md §2.5 /style/*).
 * An asset is addressed by unit, kind and name: the save row's allowed call creates the asset
 * the enable and delete rows then switch and remove (the rows run in this order).
 */
const key = (unitId: string) => ({ unitId, kind: 'css', name: 'matrix.css' });

export const STYLE_MATRIX_ROWS: MatrixRow[] = [
  {
    call: 'GET /uc/style/list',
    request: ({ ids }) => ({
      query: { firstResult: '0', pageSize: '10', unitId: ids.H001, kind: 'css' },
    }),
  },
  {
    call: 'PUT /uc/style/save',
    request: ({ ids }) => ({ body: { ...key(ids.H001), content: 'body { color: #123456; }' } }),
  },
  {
    call: 'PUT /uc/style/enable',
    request: ({ ids }) => ({ body: { ...key(ids.H001), enabled: 'F' } }),
  },
  { call: 'DELETE /uc/style/delete', request: ({ ids }) => ({ query: key(ids.H001) }) },
];
