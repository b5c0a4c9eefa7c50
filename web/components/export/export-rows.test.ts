import { describe, expect, it } from 'vitest';
import type { Column } from '../list/columns';
import { exportFileName, sheetOf } from './export-rows';
import { fetchAll } from './fetch-all';

interface Row {
  name: string;
  rent: number;
  note: string | null;
}

const COLUMNS: Column<Row>[] = [
  { title: '姓名', value: (r) => r.name, card: 'title' },
  { title: '租金', value: (r) => r.rent, money: true },
  { title: '备注', value: (r) => r.note },
  { title: '状态', value: () => 'x', only: 'screen' },
  { title: '编号', value: (r) => `N-${r.name}`, only: 'file' },
];

describe('export rows from the list s columns', () => {
  it('writes money as yuan numbers through the string (no float division), leaves out screen-only columns', () => {
    const { columns, rows } = sheetOf(COLUMNS, [
      { name: '张三', rent: 123456, note: null },
      { name: '李四', rent: 1, note: '押一付三' },
      { name: '王五', rent: -250, note: '' },
    ]);
    expect(columns.map((c) => c.header)).toEqual(['姓名', '租金（元）', '备注', '编号']);
    expect(columns.map((c) => c.money)).toEqual([false, true, false, false]);
    expect(rows).toEqual([
      ['张三', 1234.56, '', 'N-张三'],
      ['李四', 0.01, '押一付三', 'N-李四'],
      ['王五', -2.5, '', 'N-王五'],
    ]);
    // Widths fit the longest cell, a Chinese character counting two.
    expect(columns[2]!.width).toBe(10);
  });

  it('names the file after the list and the Shanghai date', () => {
    expect(exportFileName('定金订单', '2026-03-04')).toBe('定金订单-20260304.xlsx');
  });
});

describe('reading every page', () => {
  const pageOf = (current: number, size: number, total: number) => {
    const from = (current - 1) * size;
    const records = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i);
    return { records, total, current, size, pages: Math.ceil(total / size) };
  };

  it('reads 100 a page until the last, telling the progress', async () => {
    const seen: string[] = [];
    const asked: number[] = [];
    const rows = await fetchAll(
      async (current, size) => (asked.push(size), pageOf(current, size, 234)),
      (done, total) => seen.push(`${done}/${total}`),
      () => false,
    );
    expect(rows).toEqual(Array.from({ length: 234 }, (_, i) => i));
    expect(asked).toEqual([100, 100, 100]);
    expect(seen).toEqual(['100/234', '200/234', '234/234']);
  });

  it('reads every page without progress or cancelling (the walk s floor tenants)', async () => {
    const rows = await fetchAll(async (current, size) => pageOf(current, size, 150));
    expect(rows).toHaveLength(150);
  });

  it('stops when cancelled between pages, and ends on an empty list', async () => {
    let calls = 0;
    let stop = false;
    const out = await fetchAll(
      async (current, size) => {
        calls++;
        stop = current === 2;
        return pageOf(current, size, 1000);
      },
      () => {},
      () => stop,
    );
    expect(out).toBeNull();
    expect(calls).toBe(2);
    expect(
      await fetchAll(
        async (c, s) => pageOf(c, s, 0),
        () => {},
        () => false,
      ),
    ).toEqual([]);
  });
});
