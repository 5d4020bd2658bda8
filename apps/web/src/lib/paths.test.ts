import { describe, expect, it } from 'vitest';
import { linkTo, pathOf } from './paths';

describe('in-app links', () => {
  it('give a screen without parameters its path', () => {
    expect(linkTo('browsers.list')).toBe('/browser');
    expect(linkTo('dashboard.show')).toBe('/Dashboard');
  });

  it('fill in and encode the parameters of the path', () => {
    expect(linkTo('browsers.show', { id: 7 })).toBe('/browser/7');
    expect(linkTo('promotions.sales', { id: 3, code: 'TET 20/25%' })).toBe(
      '/promotion/3/TET%2020%2F25%25/sale',
    );
  });

  it('add a query string, leaving out empty values', () => {
    expect(linkTo('accounts.resend', {}, { login: 'a.b@example.com' })).toBe(
      '/account/resend?login=a.b%40example.com',
    );
    expect(linkTo('sales.list', {}, { page_size: 20, salesman: undefined, from: '' })).toBe(
      '/sale?page_size=20',
    );
  });

  it('give the router the pattern itself', () => {
    expect(pathOf('promotions.edit')).toBe('/promotion/:id/:code/edit');
  });

  it('refuse, when type-checked, a missing parameter or an unknown screen', () => {
    const unchecked = () => [
      // @ts-expect-error a browser's detail needs its id
      linkTo('browsers.show'),
      // @ts-expect-error a promotion is found by id and code
      linkTo('promotions.show', { id: 1 }),
      // @ts-expect-error no such screen in the contract
      linkTo('browsers.nowhere'),
    ];
    expect(unchecked).toBeTypeOf('function');
  });
});
