import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('the pager s page numbers', () => {
  it('shows the first, the last and two either side of the current, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageNumbers(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
