import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, CenterPopup, ErrorBlock, List, Picker, Popup, Skeleton, Toast } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { call, NETWORK_MSG } from '../lib/api';
import { toastFailure } from '../components/list';
import { settings } from '../../sync/contract/settings/settings';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import './settings.css';

const APARTMENT_KEY = 'gongyu.generalApartment';

/** Runs a save: a success Toast with `msg`, or the failure's message; resolves to the result or undefined. */
export async function runSave<T>(call: () => Promise<T>, msg: string = SETTINGS_MSG.saved): Promise<T | undefined> {
  try {
    const out = await call();
    Toast.show({ icon: 'success', content: msg });
    return out;
  } catch (e) {
    toastFailure(e);
    return undefined;
  }
}

/** Loading, failure and content of one query, in the house style. */
export function QueryState(props: { loading: boolean; error: unknown; children: ReactNode; lines?: number }) {
  if (props.loading) return <Skeleton.Paragraph lineCount={props.lines ?? 5} animated />;
  if (props.error)
    return (
      <ErrorBlock
        status="default"
        title="加载失败"
        description={props.error instanceof Error ? props.error.message : NETWORK_MSG}
      />
    );
  return <>{props.children}</>;
}

/**
 * Apartment-scoped settings: the apartments the user may see as a list on the left (desktop) or a picker (phone),
 * the first one selected on load (or the one chosen last on another tab), '请先创建公寓' when there is none.
 */
export function ApartmentScoped(props: { children: (apartmentId: string, name: string) => ReactNode }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const list = useQuery({
    queryKey: ['settings', 'apartments'],
    queryFn: () => call(settings.apartments),
  });
  const [selected, setSelected] = useState<string | null>(() => sessionStorage.getItem(APARTMENT_KEY));
  const [pickerOpen, setPickerOpen] = useState(false);
  const rows = list.data ?? [];
  const current = rows.find((a) => a.apartmentId === selected) ?? rows[0];
  useEffect(() => {
    if (current) sessionStorage.setItem(APARTMENT_KEY, current.apartmentId);
  }, [current]);

  if (list.isLoading || list.error)
    return (
      <QueryState loading={list.isLoading} error={list.error}>
        {null}
      </QueryState>
    );
  if (!current)
    return (
      <ErrorBlock status="empty" title={SETTINGS_MSG.noApartment} description="公寓建好后即可在这里设置默认配置" />
    );
  const content = <div className="settings-apt-body">{props.children(current.apartmentId, current.name)}</div>;
  if (desktop)
    return (
      <div className="settings-apt">
        <List className="settings-apt-list" header="公寓">
          {rows.map((a) => (
            <List.Item
              key={a.apartmentId}
              arrow={false}
              className={a.apartmentId === current.apartmentId ? 'settings-apt-active' : undefined}
              onClick={() => setSelected(a.apartmentId)}
            >
              {a.name}
            </List.Item>
          ))}
        </List>
        {content}
      </div>
    );
  return (
    <>
      <button
        type="button"
        className="apartment-picker settings-apt-picker"
        onClick={() => setPickerOpen(true)}
        aria-label="选择公寓"
      >
        {current.name}
        <DownOutline fontSize={12} />
      </button>
      <Picker
        title="选择公寓"
        columns={[rows.map((a) => ({ label: a.name, value: a.apartmentId }))]}
        visible={pickerOpen}
        value={[current.apartmentId]}
        onClose={() => setPickerOpen(false)}
        onConfirm={(v) => v[0] && setSelected(String(v[0]))}
        confirmText="确定"
        cancelText="取消"
      />
      {content}
    </>
  );
}

/** A dialog with a title and a footer of cancel/confirm: centred on desktop, a bottom sheet on phones. */
export function SettingsDialog(props: {
  visible: boolean;
  title: string;
  onClose: () => void;
  onConfirm: () => void;
  confirmText?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const desktop = useMedia(DESKTOP_QUERY);
  const body = (
    <div className="settings-dialog">
      <div className="settings-dialog-title">{props.title}</div>
      <div className="settings-dialog-body">{props.children}</div>
      <div className="settings-dialog-foot">
        <Button onClick={props.onClose}>取消</Button>
        <Button color="primary" loading={props.busy} onClick={props.onConfirm}>
          {props.confirmText ?? '保存'}
        </Button>
      </div>
    </div>
  );
  return desktop ? (
    <CenterPopup
      visible={props.visible}
      onMaskClick={props.onClose}
      style={{ '--min-width': '520px', '--max-width': '640px' }}
    >
      {body}
    </CenterPopup>
  ) : (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh' }}
    >
      {body}
    </Popup>
  );
}

/** An integer of fen shown as yuan in an input ('' for null). */
export const fenInput = (fen: number | null | undefined) =>
  fen === null || fen === undefined ? '' : (fen / 100).toFixed(2).replace(/\.00$/, '');
