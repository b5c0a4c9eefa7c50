import { Button, Input, Radio, Selector, Space } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { PickerButton } from '../components/PickerButton';
import { BILL_TYPES, COLLECT_RENT_TYPES, FACILITIES, OTHER_FEE_TYPES } from '../../sync/product/catalog';
import { chooseCollectType, collectDayBounds } from '../../sync/rules/templates/template-rules';
import { newRowKey, type FeeRow } from './form-state';
import './templates.css';

export { PickerButton };

export const MONTH_OPTIONS = Array.from({ length: 10 }, (_, i) => ({ label: `${i + 1}个月`, value: i + 1 }));
const FEE_TYPE_OPTIONS = OTHER_FEE_TYPES.map((t) => ({ label: BILL_TYPES[t], value: t as number }));

/** Other-fee rows: name, amount (yuan), category; rows are added and removed (removed rows are dropped on save). */
export function FeeItemsEditor(props: { value: FeeRow[]; onChange: (rows: FeeRow[]) => void; disabled?: boolean }) {
  const set = (key: string, patch: Partial<FeeRow>) =>
    props.onChange(props.value.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div className="tpl-fees">
      {props.value.length === 0 ? <div className="tpl-hint">暂无其他费用</div> : null}
      {props.value.map((r) => (
        <div className="tpl-fee-row" key={r.key}>
          <Input
            className="tpl-fee-name"
            placeholder="费用名称"
            value={r.item}
            maxLength={20}
            onChange={(v) => set(r.key, { item: v })}
            disabled={props.disabled}
            aria-label="费用名称"
          />
          <Input
            className="tpl-fee-cost"
            placeholder="金额(元)"
            inputMode="decimal"
            value={r.cost}
            onChange={(v) => set(r.key, { cost: v })}
            disabled={props.disabled}
            aria-label="费用金额"
          />
          <PickerButton
            title="费用类型"
            value={r.itemType}
            options={FEE_TYPE_OPTIONS}
            onChange={(v) => set(r.key, { itemType: v })}
            disabled={props.disabled}
          />
          <Button
            size="mini"
            fill="none"
            color="danger"
            aria-label="删除费用"
            disabled={props.disabled}
            onClick={() => props.onChange(props.value.filter((x) => x.key !== r.key))}
          >
            <DeleteOutline />
          </Button>
        </div>
      ))}
      <Button
        size="small"
        fill="outline"
        disabled={props.disabled || props.value.length >= 20}
        onClick={() => props.onChange([...props.value, { key: newRowKey(), item: '', cost: '', itemType: 13 }])}
      >
        <AddOutline /> 添加费用
      </Button>
    </div>
  );
}

/** The rent-collection rule: three exclusive rules, only the chosen one's day field enabled; choosing clears the day. */
export function CollectRentField(props: {
  type: number | null;
  day: string;
  onChange: (v: { collectRentType: number | null; collectRentDay: string }) => void;
}) {
  return (
    <Radio.Group
      value={props.type ?? undefined}
      onChange={(v) => {
        const next = chooseCollectType(Number(v));
        props.onChange({ collectRentType: next.collectRentType, collectRentDay: '' });
      }}
    >
      <Space direction="vertical" block>
        {COLLECT_RENT_TYPES.map((rule) => {
          const active = props.type === rule.type;
          const { min, max } = collectDayBounds(rule.type);
          return (
            <div className="tpl-collect-row" key={rule.type}>
              <Radio value={rule.type}>{rule.label}</Radio>
              <Input
                className="tpl-day"
                inputMode="numeric"
                disabled={!active}
                value={active ? props.day : ''}
                placeholder={`${min}-${max}`}
                onChange={(v) =>
                  props.onChange({ collectRentType: rule.type, collectRentDay: v.replace(/\D/g, '').slice(0, 2) })
                }
                aria-label={`${rule.label}${rule.unit}`}
              />
              <span>{rule.unit}</span>
            </div>
          );
        })}
      </Space>
    </Radio.Group>
  );
}

/** Facility checkboxes (ids). */
export function FacilitySelector(props: { value: number[]; onChange: (ids: number[]) => void }) {
  return (
    <Selector
      multiple
      columns={4}
      options={FACILITIES.map((f) => ({ label: f.name, value: f.facilityId }))}
      value={props.value}
      onChange={(v) => props.onChange(v)}
    />
  );
}
