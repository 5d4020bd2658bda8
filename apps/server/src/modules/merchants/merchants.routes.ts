import { foldSearch } from '@console/contract/search';
import type { AreaHandlers, Deps } from '../../context';
import { merchantsRepository as repo } from './merchants.repository';

export function handlers({ db }: Deps): AreaHandlers<'merchants'> {
  return {
    'merchants.list': async (q) => {
      const keyword = foldSearch(q.keyword);
      const { rows, total } = await repo.list(db, { ...q, keyword });
      return {
        success: true,
        total,
        list: rows.map((r) => ({ code: r.code, name: r.name, terminalCount: Number(r.n ?? 0) })),
      };
    },
  };
}
