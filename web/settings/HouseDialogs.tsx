import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Input, TextArea, Toast } from 'antd-mobile';
import { PickerButton } from '../components/PickerButton';
import { DeleteOutline } from 'antd-mobile-icons';
import { ulid } from 'ulid';
import { yuanToFen } from '../../sync/rules/common/money';
import { BILL_TYPES, FACILITIES, OTHER_FEE_TYPES, parseFacility, REMOVED_ITEM } from '../../sync/product/catalog';
import { fenInput, runSave, SettingsDialog } from './shared';
import { houseKey, saveDefaultItems, saveFacility, saveIntro } from './house-api';
import type { HouseDefaults } from '../../sync/contract/settings/settings-shapes';

const FEE_TYPE_OPTIONS = OTHER_FEE_TYPES.map((t) => ({ label: BILL_TYPES[t], value: t }));

interface DialogProps {
  visible: boolean;
  apartmentId: string;
  data: HouseDefaults;
  onClose: () => void;
}

interface ItemRow {
  key: string;
  itemType: number;
  item: string;
  cost: string;
  /** Marked removed: hidden here and sent with cost -100, which the server drops. */
  removed: boolean;
}

const rowKey = () => ulid();

function useSaver(apartmentId: string, onClose: () => void) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (run: () => Promise<HouseDefaults>) => {
    setBusy(true);
    const out = await runSave(run);
    setBusy(false);
    if (out) {
      client.setQueryData(houseKey(apartmentId), out);
      onClose();
    }
  };
  return { busy, save };
}

/** Default other amounts: a list of {category, name, amount in yuan}; removed rows are dropped. */
export function DefaultItemsDialog({ visible, apartmentId, data, onClose }: DialogProps) {
  const [rows, setRows] = useState<ItemRow[]>([]);
  const { busy, save } = useSaver(apartmentId, onClose);
  useEffect(() => {
    if (visible)
      setRows(
        data.items.map((i) => ({
          key: rowKey(),
          itemType: i.itemType,
          item: i.item,
          cost: fenInput(i.cost),
          removed: false,
        })),
      );
  }, [visible, data.items]);
  const patch = (key: string, p: Partial<ItemRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));
  const shown = rows.filter((r) => !r.removed);

  const submit = () => {
    const items: { itemType: number; item: string; cost: number }[] = [];
    for (const r of rows) {
      if (r.removed) {
        items.push({ itemType: r.itemType, item: r.item || '已删除', cost: REMOVED_ITEM });
        continue;
      }
      if (!r.item.trim()) return void Toast.show({ content: '请填写费用名称' });
      const cost = yuanToFen(r.cost);
      if (cost === null || cost < 0) return void Toast.show({ content: `“${r.item}”的金额不正确` });
      items.push({ itemType: r.itemType, item: r.item.trim(), cost });
    }
    void save(() => saveDefaultItems(apartmentId, { items }));
  };

  return (
    <SettingsDialog visible={visible} title="默认其他费用" onClose={onClose} onConfirm={submit} busy={busy}>
      {shown.length === 0 && <div className="settings-hint">暂无费用项目，点击下方按钮添加</div>}
      {shown.map((r) => (
        <div key={r.key} className="settings-row">
          <PickerButton
            title="费用类别"
            className="apartment-picker"
            value={r.itemType}
            options={FEE_TYPE_OPTIONS}
            onChange={(itemType) => patch(r.key, { itemType })}
          />
          <Input
            className="settings-boxed-input full"
            value={r.item}
            onChange={(v) => patch(r.key, { item: v })}
            placeholder="费用名称"
            maxLength={20}
          />
          <Input
            className="settings-boxed-input"
            value={r.cost}
            onChange={(v) => patch(r.key, { cost: v })}
            placeholder="金额"
            inputMode="decimal"
          />
          <span>元</span>
          <button
            type="button"
            className="icon-button"
            aria-label="删除"
            onClick={() => patch(r.key, { removed: true })}
          >
            <DeleteOutline />
          </button>
        </div>
      ))}
      <Button
        size="small"
        fill="outline"
        onClick={() =>
          setRows((rs) => [...rs, { key: rowKey(), itemType: OTHER_FEE_TYPES[0], item: '', cost: '', removed: false }])
        }
      >
        添加费用
      </Button>
    </SettingsDialog>
  );
}

/** Default house description: a title and a text. */
export function IntroDialog({ visible, apartmentId, data, onClose }: DialogProps) {
  const [title, setTitle] = useState('');
  const [intro, setIntro] = useState('');
  const { busy, save } = useSaver(apartmentId, onClose);
  useEffect(() => {
    if (visible) {
      setTitle(data.title);
      setIntro(data.intro);
    }
  }, [visible, data.title, data.intro]);
  return (
    <SettingsDialog
      visible={visible}
      title="房源描述"
      onClose={onClose}
      onConfirm={() => void save(() => saveIntro(apartmentId, { title, intro }))}
      busy={busy}
    >
      <div className="settings-section-title">标题</div>
      <Input
        className="settings-boxed-input full"
        value={title}
        onChange={setTitle}
        maxLength={30}
        placeholder="最多30个字"
      />
      <div className="settings-section-title">描述</div>
      <TextArea
        value={intro}
        onChange={setIntro}
        maxLength={2000}
        showCount
        rows={6}
        placeholder="房源亮点、周边配套、服务说明……"
      />
    </SettingsDialog>
  );
}

/** Default room facilities: checkboxes of the facility list. */
export function FacilityDialog({ visible, apartmentId, data, onClose }: DialogProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const { busy, save } = useSaver(apartmentId, onClose);
  useEffect(() => {
    if (visible) setChosen(parseFacility(data.facility));
  }, [visible, data.facility]);
  return (
    <SettingsDialog
      visible={visible}
      title="房间设施"
      onClose={onClose}
      onConfirm={() => void save(() => saveFacility(apartmentId, { facility: chosen }))}
      busy={busy}
    >
      <Checkbox.Group value={chosen} onChange={(v) => setChosen(v.map(Number))}>
        <div className="settings-group-items">
          {FACILITIES.map((f) => (
            <Checkbox key={f.facilityId} value={f.facilityId}>
              {f.name}
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
    </SettingsDialog>
  );
}
