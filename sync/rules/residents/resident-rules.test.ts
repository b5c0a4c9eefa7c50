import { describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../common/id-card';
import {
  canDeleteResident,
  canMoveOut,
  checkMoveInDate,
  checkResidentExtra,
  dwellText,
  EMPTY_EXTRA,
  extraOf,
  RESIDENT_MSG,
  residentsEditable,
  storedResidentIdNumber,
  validateResident,
  type ResidentDraft,
  DWELL_STATUS,
} from './resident-rules';
import { LEASE_STATUS } from '../leases/lease-status';

const id17 = '11010119900307123';
const ID = id17 + idCardCheckChar(id17);

const good = (over: Partial<ResidentDraft> = {}): ResidentDraft => ({
  name: '王小明',
  sex: 0,
  idNumberType: 0,
  idNumber: ID,
  country: '中国',
  idCardAddress: '北京市东城区1号',
  residentialAddress: '杭州市上城区东湖路8号',
  phone: '13912345678',
  startDate: '2026-11-22',
  remark: '',
  extra: { ...EMPTY_EXTRA },
  ...over,
});

describe('add-resident rules (§5)', () => {
  it('accepts a complete form', () => {
    expect(validateResident(good())).toBeNull();
    expect(validateResident(good({ idNumberType: 1, idNumber: 'E12345678' }))).toBeNull();
  });

  it('gives the spec messages in screen order', () => {
    expect(validateResident(good({ name: ' ' }))).toBe('请输入姓名');
    expect(validateResident(good({ name: '名'.repeat(21) }))).toBe(RESIDENT_MSG.nameTooLong);
    expect(validateResident(good({ sex: null }))).toBe('请选择性别');
    expect(validateResident(good({ sex: 2 }))).toBe('请选择性别');
    expect(validateResident(good({ idNumberType: null }))).toBe('请选择证件类型');
    expect(validateResident(good({ idNumberType: 9 }))).toBe('请选择证件类型');
    expect(validateResident(good({ idNumber: '' }))).toBe('请输入证件号');
    expect(validateResident(good({ idNumber: ID.slice(0, 17) + (ID[17] === '0' ? '1' : '0') }))).toBe(
      '证件号码格式有误！',
    );
    expect(validateResident(good({ idNumberType: 1, idNumber: 'E1' }))).toBe('证件号码格式有误！');
    expect(validateResident(good({ country: '' }))).toBe('请选择国籍');
    expect(validateResident(good({ idCardAddress: '' }))).toBe('请输入证件地址');
    expect(validateResident(good({ residentialAddress: '' }))).toBe('请输入居住地址');
    expect(validateResident(good({ residentialAddress: '址'.repeat(101) }))).toBe('地址不能超过100个字');
    expect(validateResident(good({ phone: '' }))).toBe('请输入手机号');
    expect(validateResident(good({ phone: '12912345678' }))).toBe('请输入正确的手机号');
    expect(validateResident(good({ startDate: '' }))).toBe('请选择入住日期');
    expect(validateResident(good({ startDate: '2026-02-30' }))).toBe('请选择入住日期');
    expect(validateResident(good({ remark: '备'.repeat(201) }))).toBe('备注不能超过200个字');
  });

  it('checks the optional fields', () => {
    const e = (over: Partial<typeof EMPTY_EXTRA>) => checkResidentExtra({ ...EMPTY_EXTRA, ...over });
    expect(
      e({
        censusRegister: '本地',
        education: '本科',
        emergencyRelation: '家人',
        constellation: '白羊座',
        birthday: '1990-03-07',
      }),
    ).toBeNull();
    expect(e({ education: '小学' })).toBe(RESIDENT_MSG.extraOption);
    expect(e({ birthday: '1990-13-01' })).toBe(RESIDENT_MSG.dateInvalid);
    expect(e({ startValid: '2020-01-01', endValid: '2019-12-31' })).toBe(RESIDENT_MSG.validReversed);
    expect(e({ contractTime: 100 })).toBe(RESIDENT_MSG.contractTimeInvalid);
    expect(e({ emergencyPhone: '12345' })).toBe(RESIDENT_MSG.emergencyPhoneInvalid);
    expect(e({ career: '职'.repeat(51) })).toBe(RESIDENT_MSG.extraTooLong);
    expect(validateResident(good({ extra: { ...EMPTY_EXTRA, emergencyPhone: '1' } }))).toBe(
      RESIDENT_MSG.emergencyPhoneInvalid,
    );
  });

  it('keeps the move-in date within the lease period', () => {
    const lease = { startDate: '2026-11-22', endDate: '2027-11-21' };
    expect(checkMoveInDate('2026-11-22', lease)).toBeNull();
    expect(checkMoveInDate('2027-11-21', lease)).toBeNull();
    expect(checkMoveInDate('2026-11-21', lease)).toBe('入住日期须在租期内');
    expect(checkMoveInDate('2027-11-22', lease)).toBe('入住日期须在租期内');
  });
});

describe('resident states (§4)', () => {
  it('moves out only while staying, never deletes the lessee', () => {
    expect(canMoveOut({ dwellStatus: DWELL_STATUS.staying })).toBe(true);
    expect(canMoveOut({ dwellStatus: DWELL_STATUS.movedOut })).toBe(false);
    expect(canDeleteResident({ isLease: 1 })).toBe(false);
    expect(canDeleteResident({ isLease: 0 })).toBe(true);
    expect(dwellText(0)).toBe('在住');
    expect(dwellText(1)).toBe('已搬离');
    expect(residentsEditable({ status: LEASE_STATUS.toConfirm })).toBe(true);
    expect(residentsEditable({ status: LEASE_STATUS.signed })).toBe(true);
    expect(residentsEditable({ status: LEASE_STATUS.checkedOut })).toBe(false);
  });

  it('reads the extra JSON defensively and stores ID numbers normalised', () => {
    expect(extraOf('{"career":"教师","contractTime":2,"bogus":1}')).toEqual({
      ...EMPTY_EXTRA,
      career: '教师',
      contractTime: 2,
    });
    expect(extraOf('not json')).toEqual(EMPTY_EXTRA);
    expect(extraOf('[1]')).toEqual(EMPTY_EXTRA);
    expect(storedResidentIdNumber(0, ' 11010519491231002x ')).toBe('11010519491231002X');
    expect(storedResidentIdNumber(1, ' e123456 ')).toBe('e123456');
  });
});
