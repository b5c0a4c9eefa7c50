import { useState, type FC, type SVGProps } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dialog, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import {
  AddOutline,
  AddSquareOutline,
  AppOutline,
  BillOutline,
  CalculatorOutline,
  CheckShieldOutline,
  ContentOutline,
  FileOutline,
  HistogramOutline,
  KeyOutline,
  LockOutline,
  MessageOutline,
  PieOutline,
  ReceiptOutline,
  SetOutline,
  SoundOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { DASHBOARD_KEYS, fetchEntryOptions, saveEntries, useQuickEntries } from './dashboard-api';
import type { QuickEntryRow } from '../../sync/contract/dashboard/dashboard';

/** Icons of the quick entries of sync/quick-entries.ts, by indexEnterId. */
const ICONS: Record<number, FC<SVGProps<SVGSVGElement>>> = {
  1: AddSquareOutline,
  2: AppOutline,
  3: KeyOutline,
  4: UserAddOutline,
  5: UnorderedListOutline,
  6: ReceiptOutline,
  7: TeamOutline,
  8: CalculatorOutline,
  9: LockOutline,
  10: CheckShieldOutline,
  11: SetOutline,
  12: SoundOutline,
  13: PieOutline,
  14: BillOutline,
  15: ContentOutline,
  16: UserContactOutline,
  17: FileOutline,
  18: MessageOutline,
  19: HistogramOutline,
};

/** How many tiles this device last showed: the loading grid keeps their place, so nothing moves when they come. */
const COUNT_KEY = 'gongyu.dash.entryCount';
/** Before this device knows: the demo accounts' six (api/dashboard/seed.ts), two rows of four with the add tile. */
const DEFAULT_COUNT = 6;
const lastCount = () => Math.min(Number(localStorage.getItem(COUNT_KEY)) || DEFAULT_COUNT, 19);

function PendingEntries() {
  return (
    <div className="dash-entries" aria-busy="true">
      {Array.from({ length: lastCount() + 1 }, (_, i) => (
        <div key={i} className="dash-entry dash-entry-pending" aria-hidden="true">
          <span className="dash-entry-icon" />
          <span className="dash-entry-name">&nbsp;</span>
        </div>
      ))}
    </div>
  );
}

function EntryPicker(props: { options: QuickEntryRow[]; initial: number[]; onDone: () => void }) {
  const [picked, setPicked] = useState<number[]>(props.initial);
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const save = async () => {
    setSaving(true);
    try {
      // Keep the order of the tiles already shown, then the newly ticked ones.
      const ordered = [
        ...props.initial.filter((id) => picked.includes(id)),
        ...picked.filter((id) => !props.initial.includes(id)),
      ];
      const saved = await saveEntries(ordered);
      client.setQueryData(DASHBOARD_KEYS.entries, saved);
      Toast.show({ icon: 'success', content: '保存成功' });
      props.onDone();
    } catch {
      Toast.show({ icon: 'fail', content: '操作失败' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="dash-picker">
      <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])}>
        <div className="dash-picker-list">
          {props.options.map((o) => (
            <Checkbox key={o.indexEnterId} value={o.indexEnterId}>
              {o.name}
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
      <div className="dash-picker-actions">
        <Button onClick={props.onDone}>取消</Button>
        <Button color="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
      </div>
    </div>
  );
}

/** Quick-entry tiles (part 1 §2.5): each opens its url; the add tile opens a dialog of checkboxes. */
export function QuickEntries() {
  const navigate = useNavigate();
  const entries = useQuickEntries();
  const [opening, setOpening] = useState(false);
  const [options, setOptions] = useState<QuickEntryRow[] | null>(null);

  const openPicker = async () => {
    setOpening(true);
    try {
      setOptions(await fetchEntryOptions());
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
    } finally {
      setOpening(false);
    }
  };

  if (entries.isLoading) return <PendingEntries />;
  if (entries.isError)
    return <ErrorBlock status="default" title="快捷入口加载失败" description={(entries.error as Error).message} />;
  if (entries.data) localStorage.setItem(COUNT_KEY, String(entries.data.length));
  return (
    <div className="dash-entries">
      {(entries.data ?? []).map((e) => {
        const Icon = ICONS[e.indexEnterId] ?? AppOutline;
        return (
          <button key={e.indexEnterId} type="button" className="dash-entry" onClick={() => navigate(e.url)}>
            <span className="dash-entry-icon">
              <Icon fontSize={24} />
            </span>
            <span className="dash-entry-name">{e.name}</span>
          </button>
        );
      })}
      <button
        type="button"
        className="dash-entry dash-entry-add"
        onClick={() => void openPicker()}
        disabled={opening}
        aria-label="添加快捷入口"
      >
        <span className="dash-entry-icon">{opening ? <DotLoading /> : <AddOutline fontSize={24} />}</span>
        <span className="dash-entry-name">添加</span>
      </button>
      <Dialog
        visible={options !== null}
        title="选择快捷入口"
        closeOnMaskClick
        onClose={() => setOptions(null)}
        content={
          options ? (
            <EntryPicker
              options={options}
              initial={(entries.data ?? []).map((e) => e.indexEnterId)}
              onDone={() => setOptions(null)}
            />
          ) : null
        }
      />
    </div>
  );
}
