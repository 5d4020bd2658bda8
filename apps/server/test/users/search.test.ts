import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_CAP, searchTextOf } from '@console/contract/search';
import { sql } from 'kysely';
import { nowIso } from '../../src/db/database';
import { usersRepository } from '../../src/db/users.repository';
import { answerOf, call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/accounts';
import { createBrowser } from '../helpers/browsers';
import { TEST_DB } from '../helpers/database';

// Keyword search ignores accents and case, reads đ as d, and takes % and _ literally, with the
// same answers on SQLite and PostgreSQL (docs/decisions/search-and-totals.md).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t.close());

const as = () => ({ token: admin });
const names = async (keyword: string, route: 'users.list' | 'employees.list' = 'users.list') => {
  if (route === 'employees.list') {
    const { list } = await callOk(t.app, route, { keyword, pageSize: 100 }, as());
    return list.map((u) => u.userName).sort();
  }
  const { list } = await callOk(t.app, route, { keyword, page_size: 100 }, as());
  return list.map((u) => u.user_name).sort();
};

describe('users list keyword', () => {
  it('finds Nguyễn by "nguyen", "NGUYEN" and "Nguyễn", in the full name too', async () => {
    const expected = ['nguyenthanhha', 'salesman1', 'sarah_nguyen'];
    expect(await names('nguyen')).toEqual(expected);
    expect(await names('NGUYEN')).toEqual(expected);
    expect(await names('Nguyễn')).toEqual(expected);
    // salesman1 is "Nguyễn Bán Hàng": found by the full name without accents.
    expect(await names('nguyen ban hang')).toEqual(['salesman1']);
    expect(await names('NGUYỄN BÁN', 'employees.list')).toEqual(['salesman1']);
  });

  it('reads đ as d both ways', async () => {
    // pham_van_duc is "Phạm Văn Đức", riskuser1 "Đỗ Rủi Ro".
    expect(await names('đức')).toEqual(['pham_van_duc']);
    expect(await names('DUC')).toEqual(['pham_van_duc']);
    expect(await names('do rui')).toEqual(['riskuser1']);
    expect(await names('Đỗ')).toEqual(await names('do rui'));
  });

  it('takes % and _ literally, and follows a changed name', async () => {
    const row = await userRow(t.deps.db, 'tranquocbao');
    expect(await names('50%_off')).toEqual([]);
    await usersRepository.update(t.deps.db, row!.id, { full_name: 'Trần 50%_off Bảo' });
    expect(await names('50%_off')).toEqual(['tranquocbao']);
    expect(await names('50%')).toEqual(['tranquocbao']);
    expect(await names('50_off')).toEqual([]);
    expect(await names('5%o')).toEqual([]);
    expect(await names('tran 50')).toEqual(['tranquocbao']);
    await usersRepository.update(t.deps.db, row!.id, { full_name: 'Trần Quốc Bảo' });
    expect(await names('50%')).toEqual([]);
    expect(await names('quoc bao')).toEqual(['tranquocbao']);
  });

  it('finds a long keyword whole, not an account holding its pieces apart', async () => {
    // The decoy holds every three characters of "qxzvwk" (the trigram index finds it), and any
    // start of "qxzvwk exam" but the whole ("exa", "xam": most accounts' "example.com").
    const decoy = await userRow(t.deps.db, 'tranquocbao');
    const holder = await userRow(t.deps.db, 'pham_van_duc');
    await usersRepository.update(t.deps.db, decoy!.id, { full_name: 'Qxzv Zvwk Qxzvwk Exa Exam' });
    await usersRepository.update(t.deps.db, holder!.id, { full_name: 'Ông QXZVWK Exam' });
    expect(await names('qxzvwk exam')).toEqual(['pham_van_duc']);
    expect(await names('qxzv zvwk')).toEqual(['tranquocbao']);
    expect(await names('qxzvwk')).toEqual(['pham_van_duc', 'tranquocbao']);
    await usersRepository.update(t.deps.db, decoy!.id, { full_name: 'Trần Quốc Bảo' });
    await usersRepository.update(t.deps.db, holder!.id, { full_name: 'Phạm Văn Đức' });
    expect(await names('qxzvwk')).toEqual([]);
  });

  it('finds a common keyword whole, not an account holding its trigrams apart', async () => {
    // "nguyen" is held by a share of the accounts: on PostgreSQL the index is asked for its
    // rarest trigram alone (db/search.ts, indexedPart) and strpos checks the whole keyword.
    const decoy = await userRow(t.deps.db, 'tranquocbao');
    await usersRepository.update(t.deps.db, decoy!.id, { full_name: 'Ngu Guy Uye Yen' });
    expect(await names('nguyen')).toEqual(['nguyenthanhha', 'salesman1', 'sarah_nguyen']);
    expect(await names('ngu guy')).toEqual(['tranquocbao']);
    await usersRepository.update(t.deps.db, decoy!.id, { full_name: 'Trần Quốc Bảo' });
  });

  it('counts the matches exactly, in two characters too', async () => {
    const body = await callOk(t.app, 'users.list', { keyword: 'Hà' }, as());
    expect(body.total_capped).toBe(false);
    expect(body.total).toBe(body.list.length);
    expect(body.list.map((u) => u.user_name)).toContain('nguyenthanhha');
  });
});

describe('a common keyword counted by walking the live accounts (PostgreSQL, 0071)', () => {
  it.runIf(TEST_DB === 'postgres')(
    'counts live holders in id order up to the cap, as the list does',
    async () => {
      const { db } = t.deps;
      const holding = async (keyword: string, cap: number) => {
        const { rows } = await sql<{ n: string }>`
          select users_holding_count(${keyword}, ${cap}) as n`.execute(db);
        return Number(rows[0]!.n);
      };
      const live = await db
        .selectFrom('users')
        .select(['id', 'search_text'])
        .where('deleted_at', 'is', null)
        .execute();
      const holders = live.filter((u) => u.search_text.includes('nguyen'));
      expect(holders.length).toBeGreaterThan(2);
      expect(await holding('nguyen', 100)).toBe(holders.length);
      expect(await holding('nguyen', 2)).toBe(2);
      // A literal substring: % and _ are characters, not patterns.
      expect(await holding('ngu%en', 100)).toBe(0);
      const list = (await call(t.app, 'users.list', { keyword: 'nguyen' }, as())).json();
      expect(list).toMatchObject({ total: holders.length, total_capped: false });
      // The empty keyword: every live account, as the list without a keyword counts them.
      expect(await holding('', 100_000)).toBe(live.length);
      const all = async () => (await call(t.app, 'users.list', {}, as())).json().total;
      expect(await all()).toBe(live.length);

      const gone = holders[0]!.id;
      await db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', gone).execute();
      expect(await holding('nguyen', 100)).toBe(holders.length - 1);
      expect(await all()).toBe(live.length - 1);
      await db.updateTable('users').set({ deleted_at: null }).where('id', '=', gone).execute();
      expect(await holding('nguyen', 100)).toBe(holders.length);
    },
  );
});

describe('pickers', () => {
  it('user/list_like finds a name whatever its case and accents', async () => {
    const res = await call(t.app, 'users.listLike', { user_name: 'NGUYỄNTHANH' }, as());
    expect(answerOf('users.listLike', res).list.map((u) => u.user_name)).toEqual(['nguyenthanhha']);
  });

  it('user/search_like finds an e-mail in any case, % and _ literal', async () => {
    const one = await call(
      t.app,
      'users.searchLike',
      { keyword: 'THANHHA.NGUYEN@', type: 'email' },
      as(),
    );
    expect(answerOf('users.searchLike', one).list.map((u) => u.user_name)).toEqual([
      'nguyenthanhha',
    ]);
    const none = await call(
      t.app,
      'users.searchLike',
      { keyword: 'ha%nguyen@', type: 'email' },
      as(),
    );
    expect(none.json().list).toEqual([]);
  });

  it('sales list finds the salesman by part of his name, accents and case aside', async () => {
    for (const salesman of ['SALESMAN1', 'nguyễn bán']) {
      const res = await call(t.app, 'sales.list', { salesman }, as());
      expect(res.statusCode, res.body).toBe(200);
      for (const s of res.json().list) expect(s.salesman_name).toBe('salesman1');
    }
    const nobody = await call(t.app, 'sales.list', { salesman: 'salesman%' }, as());
    expect(nobody.json().list).toEqual([]);
  });

  it('blocked browsers are found without accents, and after a rename', async () => {
    const made = await createBrowser(t.app, admin, {
      browser_name: 'Cốc Cốc',
      file_name: 'coccoc_search.exe',
    });
    const find = async (keyword: string) =>
      (await callOk(t.app, 'browsers.list', { keyword }, as())).list.map((b) => b.id);
    expect(await find('COC COC')).toEqual([made.id]);
    expect(await find('cốc')).toEqual([made.id]);
    expect(await find('coc%')).toEqual([]);
    expect(await find('c_search')).toEqual([made.id]);
    const res = await call(
      t.app,
      'browsers.edit',
      { id: made.id, browser_name: 'Trình duyệt Đặc biệt', file_name: 'coccoc_search.exe' },
      as(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await find('dac biet')).toEqual([made.id]);
    expect(await find('coc coc')).toEqual([]);
  });
});

describe('totals past the cap', () => {
  it(`says "more than ${TOTAL_CAP}" instead of counting every account`, async () => {
    const now = nowIso();
    const rows = Array.from({ length: TOTAL_CAP + 5 }, (_, i) => {
      const user = {
        user_name: `bulk${i}`,
        full_name: `Lê Bulk ${i}`,
        email: `bulk${i}@example.com`,
        phone: '',
      };
      return {
        ...user,
        role: 'parent',
        created_at: now,
        updated_at: now,
        search_text: searchTextOf([user.user_name, user.full_name, user.email, user.phone]),
      };
    });
    for (let i = 0; i < rows.length; i += 1000) {
      await t.deps.db
        .insertInto('users')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
    const all = (await call(t.app, 'users.list', {}, as())).json();
    expect(all).toMatchObject({ total: TOTAL_CAP, total_capped: true });
    expect(all.list).toHaveLength(10);
    const many = await callOk(t.app, 'users.list', { keyword: 'LE BULK', sort: 'user_name' }, as());
    expect(many).toMatchObject({ total: TOTAL_CAP, total_capped: true });
    expect(many.list.map((u) => u.user_name)).toEqual([
      'bulk0',
      'bulk1',
      'bulk10',
      'bulk100',
      'bulk1000',
      'bulk10000',
      'bulk10001',
      'bulk10002',
      'bulk10003',
      'bulk10004',
    ]);
    const few = await callOk(
      t.app,
      'users.list',
      { keyword: 'bulk1000', sort: 'user_name', order: 'desc' },
      as(),
    );
    expect(few.total_capped).toBe(false);
    expect(few.total).toBe(6);
    expect(few.list.map((u) => u.user_name)).toEqual([
      'bulk10004',
      'bulk10003',
      'bulk10002',
      'bulk10001',
      'bulk10000',
      'bulk1000',
    ]);

    // Past the cap of candidates, SQLite counts the whole keyword in its trigram index alone
    // (0069): still exact, without deleted accounts nor one holding the keyword's pieces apart.
    const { db } = t.deps;
    const setDeleted = (names: string[], deleted_at: string | null) =>
      db.updateTable('users').set({ deleted_at }).where('user_name', 'in', names).execute();
    await setDeleted(['bulk1', 'bulk2', 'bulk3', 'bulk4', 'bulk5', 'bulk6'], now);
    const decoy = await userRow(db, 'tranquocbao');
    await usersRepository.update(db, decoy!.id, { full_name: 'Lê Bu Bulk' });
    const count = async () => {
      const body = (await call(t.app, 'users.list', { keyword: 'Lê bulk' }, as())).json();
      return { total: body.total, total_capped: body.total_capped };
    };
    expect(await count()).toEqual({ total: TOTAL_CAP - 1, total_capped: false });
    await setDeleted(['bulk6'], null);
    expect(await count()).toEqual({ total: TOTAL_CAP, total_capped: false });
    await setDeleted(['bulk5'], null);
    expect(await count()).toEqual({ total: TOTAL_CAP, total_capped: true });
    await setDeleted(['bulk1', 'bulk2', 'bulk3', 'bulk4'], null);
    await usersRepository.update(db, decoy!.id, { full_name: 'Trần Quốc Bảo' });
  });
});
