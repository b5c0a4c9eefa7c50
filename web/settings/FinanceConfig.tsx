import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, ErrorBlock, Input, Selector, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { call } from '../lib/api';
import { settings } from '../../sync/contract/settings/settings';
import type { FinanceGroup as Group } from '../../sync/contract/settings/settings-shapes';
import { LEDGER_TYPES } from '../../sync/product/catalog';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import { QueryState, runSave, SettingsDialog } from './shared';

const key = (kind: number) => ['settings', 'finance', kind];

/** General_5: bill items by bill type and ledger-book items by ledger type; checked items are usable. */
export default function FinanceConfig() {
  return (
    <>
      <Section kind={1} title="账单项目" hint="勾选的项目会出现在账单与房间模板的费用选项中" />
      <Section kind={2} title="记账项目" hint="勾选的子项目会出现在记账（收支登记）中" canAdd />
    </>
  );
}

function Section(props: { kind: 1 | 2; title: string; hint: string; canAdd?: boolean }) {
  const q = useQuery({
    queryKey: key(props.kind),
    queryFn: () => call(settings.financeItems, { params: { kind: String(props.kind) } }),
  });
  return (
    <>
      <div className="settings-section-title">{props.title}</div>
      <div className="settings-hint">{props.hint}</div>
      <QueryState loading={q.isLoading} error={q.error}>
        {q.data && <Checklist key={q.dataUpdatedAt} kind={props.kind} groups={q.data} canAdd={props.canAdd} />}
      </QueryState>
    </>
  );
}

function Checklist(props: { kind: 1 | 2; groups: Group[]; canAdd?: boolean }) {
  const client = useQueryClient();
  const [checked, setChecked] = useState(
    () => new Set(props.groups.flatMap((g) => g.configVos.filter((v) => v.isUsable === 1).map((v) => v.pkId))),
  );
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const toggle = (id: string, on: boolean) =>
    setChecked((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const save = async () => {
    setBusy(true);
    const out = await runSave(() =>
      call(settings.saveFinanceItems, { params: { kind: String(props.kind) }, json: { usable: [...checked] } }),
    );
    setBusy(false);
    if (out) client.setQueryData(key(props.kind), out);
  };
  return (
    <>
      {props.groups.map((g) => (
        <div key={g.billsType} className="settings-group">
          <div className="settings-group-name">{g.superName}</div>
          {g.configVos.length === 0 ? (
            <div className="settings-hint">暂无子项目</div>
          ) : (
            <div className="settings-group-items">
              {g.configVos.map((v) => (
                <Checkbox key={v.pkId} checked={checked.has(v.pkId)} onChange={(on) => toggle(v.pkId, on)}>
                  {v.item}
                </Checkbox>
              ))}
            </div>
          )}
        </div>
      ))}
      <div className="settings-actions" style={{ marginBottom: 8 }}>
        <Button color="primary" loading={busy} onClick={() => void save()}>
          保存{props.kind === 1 ? '账单项目' : '记账项目'}
        </Button>
        {props.canAdd && (
          <Button onClick={() => setAdding(true)}>
            <AddOutline /> 添加记账项目
          </Button>
        )}
      </div>
      {props.canAdd && <AddLedgerItem visible={adding} onClose={() => setAdding(false)} />}
    </>
  );
}

function AddLedgerItem(props: { visible: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!groupId) return void Toast.show({ content: SETTINGS_MSG.ledgerGroupInvalid });
    if (!name.trim()) return void Toast.show({ content: SETTINGS_MSG.ledgerItemRequired });
    setBusy(true);
    const out = await runSave(
      () => call(settings.addLedgerItem, { json: { groupId, name: name.trim() } }),
      SETTINGS_MSG.added,
    );
    setBusy(false);
    if (out) {
      setName('');
      props.onClose();
      await client.invalidateQueries({ queryKey: key(2) });
    }
  };
  const groups = Object.entries(LEDGER_TYPES).map(([v, label]) => ({ label, value: Number(v) }));
  return (
    <SettingsDialog
      visible={props.visible}
      title="添加记账项目"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      confirmText="添加"
    >
      <div className="settings-section-title">主项目</div>
      {groups.length ? (
        <Selector
          columns={3}
          options={groups}
          value={groupId ? [groupId] : []}
          onChange={(v) => setGroupId(v[0] ?? null)}
        />
      ) : (
        <ErrorBlock status="empty" />
      )}
      <div className="settings-section-title">子项目名称</div>
      <Input
        className="settings-boxed-input full"
        value={name}
        onChange={setName}
        maxLength={20}
        placeholder={SETTINGS_MSG.ledgerItemRequired}
        clearable
      />
    </SettingsDialog>
  );
}
