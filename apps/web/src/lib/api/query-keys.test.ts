import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateQueriesOf, queryKeyOf } from './query-keys';

function clientWith(...keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'data');
  return client;
}

const invalidatedKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('query keys', () => {
  it('start with the area and the route id of the call', () => {
    expect(queryKeyOf('sales.listMine', { page: 2 })).toEqual([
      'sales',
      'sales.listMine',
      { page: 2 },
    ]);
  });

  it('let a change invalidate a whole area or one call by prefix', async () => {
    const sales = queryKeyOf('sales.list', { page: 1 });
    const codes = queryKeyOf('promotions.list', { page: 1 });
    const history = queryKeyOf('users.history', 7);
    const user = queryKeyOf('users.get', 7);
    const client = clientWith(sales, codes, history, user);

    await invalidateQueriesOf(client, 'sales', 'promotions', 'users.history');

    expect(invalidatedKeys(client)).toEqual([sales, codes, history]);
  });
});
