/**
 * Days the showrooms close besides Sundays (Nigerian public holidays), as showroom dates
 * 'yyyy-mm-dd'. Only the fixed-date holidays are listed; the movable ones (Good Friday, Easter
 * Monday, Eid al-Fitr, Eid al-Adha, Eid-el-Maulud) and any holiday the Federal Government declares
 * are the distributor's to add here once announced.
 */
export const PUBLIC_HOLIDAYS: ReadonlyArray<{ date: string; name: string }> = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-05-01', name: "Workers' Day" },
  { date: '2026-06-12', name: 'Democracy Day' },
  { date: '2026-10-01', name: 'Independence Day' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-05-01', name: "Workers' Day" },
  { date: '2027-06-12', name: 'Democracy Day' },
  { date: '2027-10-01', name: 'Independence Day' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-26', name: 'Boxing Day' },
]
