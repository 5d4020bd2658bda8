/**
 * The Vietnamese banks that take NAPAS transfers, built from the MIT-licensed ngankt2/vn-banks list
 * (2025-08; /work/shared/data). English names are ours. Doubtful facts were checked against other
 * public lists: OCB's BIN and SHB's SWIFT code are corrected below, and a few Vietnamese names had
 * their diacritics and capitals restored.
 */
export interface Bank {
  /** Vietnamese name; the value bank details store as `bank_name`. */
  name: string;
  nameEn: string;
  bankId: string;
  atmBin: string;
  /** Digits of the bank's cards; 0 where the source does not say. */
  cardLength: number;
  shortName: string;
  bankCode: string;
  type: 'ACC';
  napasSupported: boolean;
  swiftCode: string | null;
}

export const BANKS: readonly Bank[] = [
  {
    name: 'Ngân hàng An Bình',
    nameEn: 'An Binh Commercial Joint Stock Bank',
    bankId: '970425',
    atmBin: '970425',
    cardLength: 16,
    shortName: 'ABBank',
    bankCode: '323',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'ABBKVNVX',
  },
  {
    name: 'Ngân hàng Á Châu',
    nameEn: 'Asia Commercial Bank',
    bankId: '970416',
    atmBin: '970416',
    cardLength: 0,
    shortName: 'ACB',
    bankCode: '307',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'ASCBVNVX',
  },
  {
    name: 'Ngân hàng NN & PTNT VN',
    nameEn: 'Vietnam Bank for Agriculture and Rural Development',
    bankId: '970405',
    atmBin: '970499',
    cardLength: 16,
    shortName: 'Agribank, VBARD',
    bankCode: '204',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'VBAAVNVX',
  },
  {
    name: 'Ngân hàng TMCP Bảo Việt',
    nameEn: 'Bao Viet Joint Stock Commercial Bank',
    bankId: '970438',
    atmBin: '970438',
    cardLength: 20,
    shortName: 'Baoviet Bank',
    bankCode: '359',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'BVBVVNVX',
  },
  {
    name: 'Ngân hàng Đầu tư và Phát triển Việt Nam',
    nameEn: 'Bank for Investment and Development of Vietnam',
    bankId: '970418',
    atmBin: '970418',
    cardLength: 16,
    shortName: 'BIDV',
    bankCode: '202',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'BIDVVNVX',
  },
  {
    name: 'Ngân hàng Đông Á',
    nameEn: 'DongA Commercial Joint Stock Bank',
    bankId: '970406',
    atmBin: '970406',
    cardLength: 16,
    shortName: 'Dong A Bank, DAB',
    bankCode: '304',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'EACBVNVX',
  },
  {
    name: 'Ngân hàng Xuất nhập khẩu Việt Nam',
    nameEn: 'Vietnam Export Import Commercial Joint Stock Bank',
    bankId: '970431',
    atmBin: '970431',
    cardLength: 16,
    shortName: 'Eximbank, EIB',
    bankCode: '305',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'EBVIVNVX',
  },
  {
    name: 'Ngân hàng Dầu khí Toàn cầu',
    nameEn: 'Global Petro Commercial Bank',
    bankId: '970408',
    atmBin: '970408',
    cardLength: 20,
    shortName: 'GP Bank',
    bankCode: '320',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'GBNKVNVX',
  },
  {
    name: 'Ngân hàng Phát triển TP HCM',
    nameEn: 'Ho Chi Minh City Development Joint Stock Commercial Bank',
    bankId: '970437',
    atmBin: '970437',
    cardLength: 20,
    shortName: 'HDBank',
    bankCode: '321',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'HDBCVNVX',
  },
  {
    name: 'Ngân hàng Hong Leong Việt Nam',
    nameEn: 'Hong Leong Bank Vietnam',
    bankId: '970442',
    atmBin: '970442',
    cardLength: 20,
    shortName: 'HLO',
    bankCode: '603',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'HLBBVNVX',
  },
  {
    name: 'Indovina Bank',
    nameEn: 'Indovina Bank',
    bankId: '970434',
    atmBin: '888999',
    cardLength: 0,
    shortName: 'IVB',
    bankCode: '502',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'IVBKVNVX',
  },
  {
    name: 'Ngân hàng Kiên Long',
    nameEn: 'Kien Long Commercial Joint Stock Bank',
    bankId: '970452',
    atmBin: '970452',
    cardLength: 16,
    shortName: 'Kienlongbank',
    bankCode: '353',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'KLBKVNVX',
  },
  {
    name: 'Ngân hàng TMCP Bưu điện Liên Việt',
    nameEn: 'LienViet Post Joint Stock Commercial Bank',
    bankId: '970449',
    atmBin: '970449',
    cardLength: 0,
    shortName: 'Lienvietbank, LPB',
    bankCode: '357',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'LVBKVNVX',
  },
  {
    name: 'Ngân hàng Hàng Hải Việt Nam',
    nameEn: 'Vietnam Maritime Commercial Joint Stock Bank',
    bankId: '970426',
    atmBin: '970426',
    cardLength: 16,
    shortName: 'Maritime Bank, MSB',
    bankCode: '302',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'MCOBVNVX',
  },
  {
    name: 'Ngân hàng Quân Đội',
    nameEn: 'Military Commercial Joint Stock Bank',
    bankId: '970422',
    atmBin: '970422',
    cardLength: 16,
    shortName: 'MB',
    bankCode: '311',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'MSCBVNVX',
  },
  {
    name: 'Ngân hàng Nam Á',
    nameEn: 'Nam A Commercial Joint Stock Bank',
    bankId: '970428',
    atmBin: '970428',
    cardLength: 0,
    shortName: 'Nam A Bank, NAB',
    bankCode: '306',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'NABVVNVX',
  },
  {
    name: 'Ngân hàng Bắc Á',
    nameEn: 'Bac A Commercial Joint Stock Bank',
    bankId: '970409',
    atmBin: '970409',
    cardLength: 0,
    shortName: 'NASBank, NASB',
    bankCode: '313',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'NASBVNVX',
  },
  {
    name: 'Ngân hàng Quốc Dân',
    nameEn: 'National Citizen Commercial Joint Stock Bank',
    bankId: '970419',
    atmBin: '970419',
    cardLength: 16,
    shortName: 'NCB',
    bankCode: '352',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'NVBAVNVX',
  },
  {
    name: 'Ngân hàng Đại Dương',
    nameEn: 'Ocean Commercial One Member Limited Liability Bank',
    bankId: '970414',
    atmBin: '970414',
    cardLength: 20,
    shortName: 'Ocean Bank',
    bankCode: '319',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'OJBAVNVX',
  },
  // The source gives atmBin 970468 (SeABank's); NAPAS and other lists give OCB 970448.
  {
    name: 'Ngân hàng Phương Đông',
    nameEn: 'Orient Commercial Joint Stock Bank',
    bankId: '970448',
    atmBin: '970448',
    cardLength: 16,
    shortName: 'Oricombank, OCB, PhuongDong Bank',
    bankCode: '333',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'ORCOVNVX',
  },
  {
    name: 'Ngân hàng Xăng dầu Petrolimex',
    nameEn: 'Petrolimex Group Commercial Joint Stock Bank',
    bankId: '970430',
    atmBin: '970430',
    cardLength: 16,
    shortName: 'PG Bank',
    bankCode: '341',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'PGBNVNVX',
  },
  {
    name: 'Ngân hàng TMCP Đại Chúng Việt Nam',
    nameEn: 'Vietnam Public Joint Stock Commercial Bank',
    bankId: '970412',
    atmBin: '970412',
    cardLength: 16,
    shortName: 'PVcombank',
    bankCode: '360',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'WBVNVNVX',
  },
  {
    name: 'Ngân hàng Sài Gòn Thương Tín',
    nameEn: 'Saigon Thuong Tin Commercial Joint Stock Bank',
    bankId: '970403',
    atmBin: '970403',
    cardLength: 16,
    shortName: 'Sacombank',
    bankCode: '303',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'SGTTVNVX',
  },
  {
    name: 'Ngân hàng Sài Gòn Công Thương',
    nameEn: 'Saigon Bank for Industry and Trade',
    bankId: '970400',
    atmBin: '161087',
    cardLength: 16,
    shortName: 'Saigonbank',
    bankCode: '308',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'SBITVNVX',
  },
  {
    name: 'Ngân hàng TMCP Sài Gòn',
    nameEn: 'Saigon Commercial Joint Stock Bank',
    bankId: '970429',
    atmBin: '970429',
    cardLength: 16,
    shortName: 'SCB',
    bankCode: '334',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'SACLVNVX',
  },
  {
    name: 'Ngân hàng TMCP Đông Nam Á',
    nameEn: 'Southeast Asia Commercial Joint Stock Bank',
    bankId: '970440',
    atmBin: '970468',
    cardLength: 16,
    shortName: 'SeABank',
    bankCode: '317',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'SEAVVNVX',
  },
  // The source gives SHBKVNVX, which is Shinhan's; SHB's own SWIFT code is SHBAVNVX.
  {
    name: 'Ngân hàng Sài Gòn - Hà Nội',
    nameEn: 'Saigon - Hanoi Commercial Joint Stock Bank',
    bankId: '970443',
    atmBin: '970443',
    cardLength: 16,
    shortName: 'SHB',
    bankCode: '348',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'SHBAVNVX',
  },
  {
    name: 'Ngân hàng TNHH MTV Shinhan Việt Nam',
    nameEn: 'Shinhan Bank Vietnam',
    bankId: '970424',
    atmBin: '970424',
    cardLength: 0,
    shortName: 'Shinhan Bank',
    bankCode: '616',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'SHBKVNVX',
  },
  {
    name: 'Ngân hàng Kỹ thương Việt Nam',
    nameEn: 'Vietnam Technological and Commercial Joint Stock Bank',
    bankId: '970407',
    atmBin: '970407',
    cardLength: 16,
    shortName: 'Techcombank, TCB',
    bankCode: '310',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'VTCBVNVX',
  },
  {
    name: 'United Overseas Bank',
    nameEn: 'United Overseas Bank Vietnam',
    bankId: '970458',
    atmBin: '970458',
    cardLength: 0,
    shortName: 'UOB',
    bankCode: '618',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'UOVBVNVX',
  },
  {
    name: 'Ngân hàng Quốc tế',
    nameEn: 'Vietnam International Commercial Joint Stock Bank',
    bankId: '970441',
    atmBin: '970441',
    cardLength: 0,
    shortName: 'VIBank, VIB',
    bankCode: '314',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'VNIBVNVX',
  },
  // No SWIFT code is published for VID Public Bank.
  {
    name: 'Ngân hàng VID Public',
    nameEn: 'VID Public Bank',
    bankId: '970439',
    atmBin: '970439',
    cardLength: 16,
    shortName: 'VID public',
    bankCode: '501',
    type: 'ACC',
    napasSupported: true,
    swiftCode: null,
  },
  {
    name: 'Ngân hàng Việt Á',
    nameEn: 'Viet A Commercial Joint Stock Bank',
    bankId: '970427',
    atmBin: '970427',
    cardLength: 0,
    shortName: 'VietA Bank, VAB',
    bankCode: '355',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'VNACVNVX',
  },
  {
    name: 'Ngân hàng Việt Nam Thương Tín',
    nameEn: 'Vietnam Thuong Tin Commercial Joint Stock Bank',
    bankId: '970433',
    atmBin: '970433',
    cardLength: 16,
    shortName: 'Vietbank',
    bankCode: '356',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'VNTTVNVX',
  },
  {
    name: 'Ngân hàng TMCP Bản Việt',
    nameEn: 'Viet Capital Commercial Joint Stock Bank',
    bankId: '970454',
    atmBin: '970454',
    cardLength: 16,
    shortName: 'VietCapital Bank',
    bankCode: '327',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'VCBCVNVX',
  },
  {
    name: 'Ngân hàng TMCP Ngoại Thương',
    nameEn: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam',
    bankId: '970436',
    atmBin: '970436',
    cardLength: 0,
    shortName: 'Vietcombank, VCB',
    bankCode: '203',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'BFTVVNVX',
  },
  {
    name: 'Ngân hàng Công thương Việt Nam',
    nameEn: 'Vietnam Joint Stock Commercial Bank for Industry and Trade',
    bankId: '970415',
    atmBin: '970415',
    cardLength: 16,
    shortName: 'Vietinbank',
    bankCode: '201',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'ICBVVNVX',
  },
  {
    name: 'Ngân hàng Thương mại cổ phần Việt Nam Thịnh Vượng',
    nameEn: 'Vietnam Prosperity Joint Stock Commercial Bank',
    bankId: '970432',
    atmBin: '970432',
    cardLength: 16,
    shortName: 'VPBank',
    bankCode: '309',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'VPBKVNVX',
  },
  {
    name: 'Ngân hàng Liên doanh Việt Nga',
    nameEn: 'Vietnam - Russia Joint Venture Bank',
    bankId: '970421',
    atmBin: '970421',
    cardLength: 16,
    shortName: 'VRB',
    bankCode: '505',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'VJRBVNVX',
  },
  {
    name: 'WOORI BANK Hà Nội',
    nameEn: 'Woori Bank Hanoi',
    bankId: '970457',
    atmBin: '970457',
    cardLength: 0,
    shortName: 'WHHN',
    bankCode: '624',
    type: 'ACC',
    napasSupported: true,
    swiftCode: 'HVBKVNVX',
  },
];

const byName = new Map(BANKS.map((bank) => [bank.name, bank]));

/** The catalogue bank with exactly this Vietnamese name. */
export function findBank(name: string): Bank | undefined {
  return byName.get(name);
}

/** Text without its diacritics ('Đức' becomes 'Duc'); Đ has no decomposition, so it is mapped by hand. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

const folded = (text: string) => withoutAccents(text).toLowerCase();
const searchText = new Map(
  BANKS.map((bank) => [
    bank,
    folded(
      [
        bank.name,
        bank.nameEn,
        bank.shortName,
        bank.bankCode,
        bank.bankId,
        bank.atmBin,
        bank.swiftCode,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  ]),
);

/** The catalogue banks whose name or code holds the keyword, whatever its case and accents. */
export function searchBanks(keyword: string): Bank[] {
  const needle = folded(keyword.trim());
  return BANKS.filter((bank) => searchText.get(bank)!.includes(needle));
}

/**
 * How well a bank answers what a picker's user typed, lower first: 0 when it is exactly one of
 * the bank's short names ("MB", "EIB", whatever the case and accents), 1 when a short name starts
 * with it, 2 otherwise. Pickers put the banks they find in this order, keeping the catalogue's
 * within a rank, so "MB" and Enter picks MB, not Eximbank (whose name holds the letters).
 */
export function bankSearchRank(bank: Pick<Bank, 'shortName'>, typed: string): number {
  const needle = folded(typed.trim());
  if (needle === '') return 2;
  const shortNames = bank.shortName.split(',').map((name) => folded(name.trim()));
  if (shortNames.includes(needle)) return 0;
  return shortNames.some((name) => name.startsWith(needle)) ? 1 : 2;
}

/** The catalogue bank with this code (bankCode) or NAPAS id (bankId). */
export function findBankByCode(code: string): Bank | undefined {
  const wanted = code.trim();
  return BANKS.find((bank) => bank.bankCode === wanted || bank.bankId === wanted);
}

/** How a bank is shown in pickers and details: its Vietnamese name and short name. */
export function bankLabel(bank: Pick<Bank, 'name' | 'shortName'>): string {
  return `${bank.name} (${bank.shortName})`;
}
