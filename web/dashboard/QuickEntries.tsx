import { lazy, Suspense, useState, type FC, type SVGProps } from 'react';
import { useNavigate } from 'react-router-dom';
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
import { fetchEntryOptions, useQuickEntries } from './dashboard-api';
import { DotLoading, ErrorBlock, showToast } from './later';
import type { QuickEntryRow } from '../../sync/contract/dashboard/dashboard';

// The picker (a dialog of the kit's checkboxes) loads when the add tile is first tapped.
const EntryPickerDialog = lazy(() => import('./EntryPicker'));

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

/** Quick-entry tiles (part 1 §2.5): each opens its url; the add tile opens a dialog of checkboxes. */
export function QuickEntries() {
  const navigate = useNavigate();
  const entries = useQuickEntries();
  const [opening, setOpening] = useState(false);
  const [options, setOptions] = useState<QuickEntryRow[] | null>(null);
  // Once opened, the picker's dialog stays mounted so that it closes with the kit's animation.
  const [pickerLoaded, setPickerLoaded] = useState(false);

  const openPicker = async () => {
    setOpening(true);
    try {
      setOptions(await fetchEntryOptions());
      setPickerLoaded(true);
    } catch (e) {
      showToast({ icon: 'fail', content: (e as Error).message });
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
      {pickerLoaded ? (
        <Suspense fallback={null}>
          <EntryPickerDialog
            options={options}
            initial={(entries.data ?? []).map((e) => e.indexEnterId)}
            onClose={() => setOptions(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
