import { describe, expect, it } from 'vitest';
import { ACCESS_DEV_TYPE, ACCESS_TAB } from '../../../sync/rules/hardware/access-rules';
import { addBody, editBody, emptyForm, type DeviceForm } from './device-form';

const form = (patch: Partial<DeviceForm>): DeviceForm => ({
  ...emptyForm(ACCESS_TAB.doors, 'apt-1'),
  sn: 'DC-1',
  name: '大门',
  ...patch,
});
const refusal = (r: ReturnType<typeof addBody> | ReturnType<typeof editBody>) => ('refusal' in r ? r.refusal : null);

describe('the door device dialog', () => {
  it('says which field the server would find missing, first the common ones then the kind’s', () => {
    expect(refusal(addBody(form({ apartmentId: '' })))).toBe('请先选择公寓');
    expect(refusal(addBody(form({ sn: '' })))).toBe('请输入设备序列号');
    expect(refusal(addBody(form({ name: ' ' })))).toBe('请输入设备名称');
    expect(refusal(addBody(form({})))).toBe('请输入控制器序列号');
    expect(refusal(addBody(form({ ncuSn: 'N1' })))).toBe('请输入网络控制器序列号');
    const intercom = { devType: ACCESS_DEV_TYPE.intercom } as const;
    expect(refusal(addBody(form(intercom)))).toBe('请选择房间');
    expect(refusal(addBody(form({ ...intercom, rooms: new Set(['r1', 'r2']) })))).toBe('只能选择一个房间');
    expect(refusal(addBody(form({ ...intercom, rooms: new Set(['r1']) })))).toBe('请输入操作密码');
    expect(refusal(addBody(form({ devType: ACCESS_DEV_TYPE.videoDoorUnit })))).toBe('请选择门口机类型');
  });

  it('sends only the fields of the device’s kind, an intercom with its one room', () => {
    const out = addBody(
      form({ devType: ACCESS_DEV_TYPE.intercom, rooms: new Set(['r1']), devPass: '1234', ncuSn: 'left over' }),
    );
    expect('body' in out && out.body).toMatchObject({ devType: 2, houseId: 'r1', devPass: '1234', ncuSn: '' });
    const unit = editBody(
      form({ devType: ACCESS_DEV_TYPE.doorUnit, embedType: 2, devPass: '9999', loginName: 'admin' }),
    );
    expect('body' in unit && unit.body).toMatchObject({ embedType: 2, devPass: '', loginName: 'admin', houseId: null });
    expect(refusal(editBody(form({ devType: ACCESS_DEV_TYPE.doorUnit })))).toBe('请选择门口机类型');
  });
});
