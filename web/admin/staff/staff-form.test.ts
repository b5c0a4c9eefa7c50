import { describe, expect, it } from 'vitest';
import { emptyStaff, staffOf, type StaffDraft } from './staff-form';
import { STAFF_MSG } from '../../../sync/rules/admin/staff-rules';
import { MSG } from '../../../sync/rules/common/validators';

const good: StaffDraft = {
  ...emptyStaff(['p1']),
  name: ' 赵管家 ',
  phone: '13700000009',
  email: 'zhao@example.com',
  password: 'Guanjia2026',
};

describe('the create-staff form', () => {
  it('says the first problem in the words of the spec', () => {
    expect(staffOf({ ...good, name: '' })).toBe(STAFF_MSG.nameRequired);
    expect(staffOf({ ...good, phone: '1234' })).toBe(MSG.phoneInvalid);
    expect(staffOf({ ...good, email: '' })).toBe('请输入邮箱地址');
    expect(staffOf({ ...good, email: 'a@b' })).toBe('请输入正确的邮箱地址');
    expect(staffOf({ ...good, password: '' })).toBe('请输入用户密码');
    expect(staffOf({ ...good, password: '12345678' })).toBe(STAFF_MSG.passwordWeak);
    expect(staffOf({ ...good, userType: null })).toBe(STAFF_MSG.typeRequired);
    expect(staffOf({ ...good, projectIds: [] })).toBe(STAFF_MSG.projectRequired);
  });

  it('sends a trimmed account; a 管理 needs no project', () => {
    expect(staffOf(good)).toMatchObject({ name: '赵管家', userType: 2, projectIds: ['p1'], picture: null });
    expect(staffOf({ ...good, userType: 1, projectIds: [] })).toMatchObject({ userType: 1, projectIds: [] });
  });
});
