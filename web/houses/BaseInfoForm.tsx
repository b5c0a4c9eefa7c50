import { useState } from 'react';
import { Form, Input, Picker, Stepper, Switch } from 'antd-mobile';
import { MAX_TOTAL_FLOOR, MIN_TOTAL_FLOOR } from '../../sync/rules/houses/room-plan';
import { DesktopSelect } from '../components/PickerButton';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';
import { useCityLocations, useProvinces } from './api';
import './houses.css';
import type { Division } from '../../sync/contract/register/register';

export interface BaseInfo {
  name: string;
  address: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  locationName: string;
  totalFloor: number;
  isElevator: 0 | 1;
}

export const emptyBaseInfo = (): BaseInfo => ({
  name: '',
  address: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  locationName: '',
  totalFloor: 6,
  isElevator: 0,
});

/** The checks of the spec, in its order (address, name, business district), then the region. */
export function checkBaseInfo(v: BaseInfo): string | null {
  if (!v.address.trim()) return '请填写公寓详细地址';
  if (!v.name.trim()) return '请填写公寓名称';
  if (!v.locationName.trim()) return '请填写所属商圈';
  if (!v.cityCode) return '请选择所在城市';
  if (!v.districtCode) return '请选择所在区县';
  return null;
}

function DivisionButton(props: {
  label: string;
  options: Division[];
  value: string;
  disabled?: boolean;
  onChange: (code: string) => void;
}) {
  const [visible, setVisible] = useState(false);
  const desktop = useMedia(DESKTOP_QUERY);
  const current = props.options.find((o) => o.code === props.value);
  if (desktop)
    return (
      <DesktopSelect
        title={props.label}
        className="apt-division-select"
        value={props.value || null}
        options={props.options.map((o) => ({ label: o.name, value: o.code }))}
        onChange={props.onChange}
        placeholder={props.label}
        disabled={props.disabled || props.options.length === 0}
      />
    );
  return (
    <>
      <button
        type="button"
        className="apt-division-select"
        aria-label={props.label}
        disabled={props.disabled || props.options.length === 0}
        onClick={() => setVisible(true)}
      >
        <span className={current ? '' : 'placeholder'}>{current?.name ?? props.label}</span>
      </button>
      <Picker
        title={props.label}
        columns={[props.options.map((o) => ({ label: o.name, value: o.code }))]}
        visible={visible}
        value={props.value ? [props.value] : []}
        onClose={() => setVisible(false)}
        onConfirm={(v) => v[0] && props.onChange(String(v[0]))}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}

/**
 * Base info of a new apartment (spec part 1 §2.6 mode 1): name, address, province → city → district, business
 * district with suggestions from the org's other apartments, total floors 1–100, elevator. No map (no map service
 * is reachable from here).
 */
export function BaseInfoForm(props: { value: BaseInfo; onChange: (v: BaseInfo) => void }) {
  const v = props.value;
  const set = (patch: Partial<BaseInfo>) => props.onChange({ ...v, ...patch });
  const provinces = useProvinces();
  const cities = provinces.data?.find((p) => p.code === v.provinceCode)?.cities ?? [];
  const locations = useCityLocations(v.cityCode || null);
  const typed = v.locationName.trim();
  const suggestions = (locations.data?.locationNames ?? [])
    .filter((n) => n !== typed && (!typed || n.includes(typed)))
    .slice(0, 8);

  return (
    <Form layout="vertical" className="form-shell form-cols">
      <Form.Item label="公寓名称" required>
        <Input
          placeholder="请输入公寓名称"
          maxLength={30}
          clearable
          value={v.name}
          onChange={(name) => set({ name })}
        />
      </Form.Item>
      <Form.Item label="所在地区" required>
        <div className="apt-division-row">
          <DivisionButton
            label="省份"
            options={provinces.data ?? []}
            value={v.provinceCode}
            onChange={(provinceCode) => set({ provinceCode, cityCode: '', districtCode: '' })}
          />
          <DivisionButton
            label="城市"
            options={cities}
            value={v.cityCode}
            disabled={!v.provinceCode}
            onChange={(cityCode) => set({ cityCode, districtCode: '' })}
          />
          <DivisionButton
            label="区县"
            options={locations.data?.districts ?? []}
            value={v.districtCode}
            disabled={!v.cityCode}
            onChange={(districtCode) => set({ districtCode })}
          />
        </div>
      </Form.Item>
      <Form.Item label="详细地址" required>
        <Input
          placeholder="请输入公寓详细地址"
          maxLength={100}
          clearable
          value={v.address}
          onChange={(address) => set({ address })}
        />
      </Form.Item>
      <Form.Item
        label="所属商圈"
        required
        description={v.cityCode ? undefined : '先选择城市，可从本城市已有商圈中选择'}
      >
        <Input
          placeholder="请输入所属商圈"
          maxLength={30}
          clearable
          value={v.locationName}
          onChange={(locationName) => set({ locationName })}
        />
        {suggestions.length ? (
          <div className="suggestions" role="list" aria-label="商圈建议">
            {suggestions.map((n) => (
              <button
                key={n}
                type="button"
                role="listitem"
                className="suggestion"
                onClick={() => set({ locationName: n })}
              >
                {n}
              </button>
            ))}
          </div>
        ) : null}
      </Form.Item>
      <Form.Item label="总楼层" required childElementPosition="right">
        <Stepper
          min={MIN_TOTAL_FLOOR}
          max={MAX_TOTAL_FLOOR}
          digits={0}
          value={v.totalFloor}
          onChange={(n) => set({ totalFloor: Number(n) || MIN_TOTAL_FLOOR })}
        />
      </Form.Item>
      <Form.Item label="电梯" childElementPosition="right">
        <Switch
          checked={v.isElevator === 1}
          onChange={(on) => set({ isElevator: on ? 1 : 0 })}
          checkedText="有"
          uncheckedText="无"
        />
      </Form.Item>
    </Form>
  );
}
