import { describe, expect, it } from 'vitest';
import { emptyNoticeForm, noticeBody, noticeFormError } from './send-form';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';

const NOW = shanghaiMidnight('2026-03-10') + 10 * 3_600_000;
const filled = (kind: 1 | 2 | 3) => ({ ...emptyNoticeForm(kind, 'A1'), title: '停水', content: '明天停水' });

describe('the sender form', () => {
  it('says the first thing missing, as the server says it', () => {
    expect(noticeFormError(emptyNoticeForm(2, ''), NOW)).toBe('请选择公寓');
    expect(noticeFormError({ ...filled(2), title: ' ' }, NOW)).toBe('请输入通知标题');
    expect(noticeFormError(filled(1), NOW)).toBe('请选择要通知的设备');
    expect(noticeFormError(filled(2), NOW)).toBe('请选择要通知的房间');
    expect(noticeFormError(filled(3), NOW)).toBe('请选择要通知的管家');
    expect(noticeFormError({ ...filled(2), isForAll: 1 }, NOW)).toBeNull();
    expect(noticeFormError({ ...filled(2), isForAll: 1, isForever: 0 }, NOW)).toBe('请选择有效日期');
    expect(noticeFormError({ ...filled(2), isForAll: 1, isForever: 0, keepDate: '2026-03-09' }, NOW)).toBe(
      '有效日期不能早于今天',
    );
    expect(noticeFormError({ ...filled(2), isForAll: 1, isForever: 0, keepDate: '2026-03-10' }, NOW)).toBeNull();
  });

  it('posts only what the tab sends: no photos or validity for door units, no list in the all mode', () => {
    const device = noticeBody({ ...filled(1), photos: ['/x'], isForever: 0, keepDate: '2026-03-11', chosen: ['D1'] });
    expect(device).toMatchObject({ kind: 1, photos: [], isForever: 1, keepDate: undefined, devList: ['D1'] });
    const all = noticeBody({ ...filled(3), isForAll: 1, chosen: ['U1'] });
    expect(all).toMatchObject({ isForAll: 1, managerList: [], houseIdList: [], devList: [] });
    const rooms = noticeBody({ ...filled(2), isForever: 0, keepDate: '2026-03-11', chosen: ['R1'] });
    expect(rooms).toMatchObject({ isForever: 0, keepDate: '2026-03-11', houseIdList: ['R1'] });
  });
});
