import { describe, expect, it } from 'vitest';
import { bankAddRequest, bankFields, normalizeHolder } from './bank';

describe('normalizeHolder', () => {
  it.each([
    ['Nguyễn Văn Đức', 'NGUYEN VAN DUC'],
    ['  trần   thị  ánh   ', 'TRAN THI ANH'],
    ['đặng đình ĐÔNG', 'DANG DINH DONG'],
    ['Lê Thị Hồng Nhung', 'LE THI HONG NHUNG'],
    ['Phạm Ngọc Hưởng', 'PHAM NGOC HUONG'],
    ['JOHN SMITH', 'JOHN SMITH'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHolder(input)).toBe(expected);
  });

  it('gives the same text for the composed and decomposed spellings', () => {
    const composed = 'Nguyễn';
    expect(normalizeHolder(composed.normalize('NFD'))).toBe(normalizeHolder(composed));
  });
});

describe('bank fields', () => {
  const good = {
    bank_name: 'Ngân hàng TMCP Ngoại Thương',
    bank_number: '0071 0001 23456',
    bank_holder: 'Nguyễn Văn Đức',
  };

  it('drops spaces from the number and normalises the holder', () => {
    expect(bankFields.parse(good)).toEqual({
      bank_name: good.bank_name,
      bank_number: '0071000123456',
      bank_holder: 'NGUYEN VAN DUC',
    });
  });

  it.each([
    [{ bank_name: undefined }, 'bank_name', 'validation.bank_name_required'],
    [{ bank_number: undefined }, 'bank_number', 'validation.bank_number_required'],
    [{ bank_number: ' ' }, 'bank_number', 'validation.bank_number_required'],
    [{ bank_holder: undefined }, 'bank_holder', 'validation.bank_holder_required'],
    [{ bank_name: 'Vietcombank' }, 'bank_name', 'validation.bank_unknown'],
    [{ bank_number: '12345' }, 'bank_number', 'validation.bank_number'],
    [{ bank_number: '1'.repeat(20) }, 'bank_number', 'validation.bank_number'],
    [{ bank_number: '12345a78' }, 'bank_number', 'validation.bank_number'],
    [{ bank_holder: '   ' }, 'bank_holder', 'validation.bank_holder_required'],
  ])('%j: %s gets %s', (input, path, message) => {
    const result = bankFields.safeParse({ ...good, ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: [path], message })]),
    );
  });

  it('needs a user name on the general add', () => {
    const result = bankAddRequest.safeParse(good);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['user_name'], message: 'validation.user_name_required' }),
    ]);
  });
});
