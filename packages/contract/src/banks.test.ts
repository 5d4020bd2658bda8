import { describe, expect, it } from 'vitest';
import { BANKS, bankLabel, bankSearchRank, findBank, findBankByCode, searchBanks } from './banks';

describe('bank catalogue', () => {
  it('holds the 40 NAPAS banks', () => {
    expect(BANKS).toHaveLength(40);
    expect(BANKS.every((bank) => bank.napasSupported)).toBe(true);
  });

  it.each(['name', 'bankId', 'shortName', 'atmBin'] as const)('has unique %s values', (field) => {
    const values = BANKS.map((bank) => bank[field]);
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives every bank 6-digit ids and BINs, a bank code and both names', () => {
    for (const bank of BANKS) {
      expect(bank.bankId, bank.shortName).toMatch(/^\d{6}$/);
      expect(bank.atmBin, bank.shortName).toMatch(/^\d{6}$/);
      expect(bank.bankCode, bank.shortName).toMatch(/^\d{3}$/);
      expect(bank.name.trim()).not.toBe('');
      expect(bank.nameEn.trim()).not.toBe('');
      expect(bank.shortName).not.toMatch(/\s{2}/);
    }
  });

  it("uses OCB's own BIN, not the one the source copied from SeABank", () => {
    const ocb = BANKS.find((bank) => bank.shortName.includes('OCB'));
    expect(ocb?.atmBin).toBe('970448');
  });

  it('finds a bank by its exact Vietnamese name and labels it with its short name', () => {
    const vcb = findBank('Ngân hàng TMCP Ngoại Thương');
    expect(vcb?.shortName).toBe('Vietcombank, VCB');
    expect(bankLabel(vcb!)).toBe('Ngân hàng TMCP Ngoại Thương (Vietcombank, VCB)');
    expect(findBank('Vietcombank')).toBeUndefined();
  });
});

describe('finding a bank in the catalogue', () => {
  it('finds a bank by its code or by its NAPAS id, around spaces, and nothing else', () => {
    expect(findBankByCode('307')?.shortName).toBe('ACB');
    expect(findBankByCode('970416')?.shortName).toBe('ACB');
    expect(findBankByCode(' 307 ')?.shortName).toBe('ACB');
    expect(findBankByCode('999')).toBeUndefined();
    expect(findBankByCode('')).toBeUndefined();
  });

  it('searches names and codes whatever their case and accents', () => {
    const names = (keyword: string) => searchBanks(keyword).map((b) => b.bankCode);
    expect(names('á châu')).toEqual(['307']);
    expect(names('  A CHAU ')).toEqual(['307']);
    expect(names('ASCBVNVX')).toEqual(['307']);
    expect(names('970416')).toEqual(['307']);
    expect(names('no such bank anywhere')).toEqual([]);
    expect(searchBanks('')).toHaveLength(BANKS.length);
  });
});

describe('ranking the banks a picker finds', () => {
  const rankOf = (shortName: string, typed: string) =>
    bankSearchRank(
      BANKS.find((bank) => bank.shortName === shortName)!,
      typed,
    );

  it('puts an exact short name first, then a short name that starts with it', () => {
    expect(rankOf('MB', 'MB')).toBe(0);
    expect(rankOf('MB', ' mb ')).toBe(0);
    expect(rankOf('Eximbank, EIB', 'eib')).toBe(0);
    expect(rankOf('Eximbank, EIB', 'MB')).toBe(2);
    expect(rankOf('Eximbank, EIB', 'exim')).toBe(1);
    expect(rankOf('MB', '')).toBe(2);
  });
});
