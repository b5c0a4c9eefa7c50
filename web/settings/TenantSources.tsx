import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Input, List, Radio, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { call } from '../lib/api';
import { settings } from '../../sync/contract/settings/settings';
import type { TenantSource as Source } from '../../sync/contract/settings/settings-shapes';
import { SETTINGS_MSG, TENANT_SOURCE_MAX } from '../../sync/rules/settings/settings';
import { QueryState, runSave, SettingsDialog } from './shared';

const KEY = ['settings', 'tenant-sources'];

/** General_3: the tenant-source types offered at tenant registration, each enabled or disabled, plus custom ones. */
export default function TenantSources() {
  const q = useQuery({ queryKey: KEY, queryFn: () => call(settings.tenantSources, { query: {} }) });
  return (
    <QueryState loading={q.isLoading} error={q.error}>
      {q.data && <SourceList data={q.data} />}
    </QueryState>
  );
}

function SourceList({ data }: { data: Source[] }) {
  const client = useQueryClient();
  // The list as edited here (flags and newly added types), saved as a whole.
  const [rows, setRows] = useState(data);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const items = rows.map((s) => ({ tenantConfigId: s.tenantConfigId, useAble: s.useAble === 1 ? 1 : 0 }) as const);
    const out = await runSave(() => call(settings.saveTenantSources, { json: { items } }));
    setBusy(false);
    if (out) {
      setRows(out);
      client.setQueryData(KEY, out);
    }
  };
  const add = async () => {
    const v = name.trim();
    if (!v) return void Toast.show({ content: SETTINGS_MSG.tenantSourceRequired });
    if (v.length > TENANT_SOURCE_MAX) return void Toast.show({ content: SETTINGS_MSG.tenantSourceTooLong });
    setBusy(true);
    const out = await runSave(() => call(settings.addTenantSource, { json: { name: v } }), SETTINGS_MSG.added);
    setBusy(false);
    if (out) {
      setAdding(false);
      setName('');
      setRows((rs) => [...rs, out]);
    }
  };

  return (
    <>
      <div className="settings-hint">租客登记时可选择的来源渠道；停用后登记页不再显示。</div>
      {rows.length === 0 ? (
        <ErrorBlock status="empty" title="暂无租客来源" />
      ) : (
        <List style={{ '--padding-left': '0' }}>
          {rows.map((s) => (
            <List.Item
              key={s.tenantConfigId}
              extra={
                <Radio.Group
                  value={s.useAble}
                  onChange={(v) =>
                    setRows((rs) =>
                      rs.map((r) => (r.tenantConfigId === s.tenantConfigId ? { ...r, useAble: Number(v) } : r)),
                    )
                  }
                >
                  <Radio value={1} style={{ marginRight: 12 }}>
                    启用
                  </Radio>
                  <Radio value={0}>停用</Radio>
                </Radio.Group>
              }
            >
              {s.name}
            </List.Item>
          ))}
        </List>
      )}
      <div className="settings-actions">
        <Button color="primary" loading={busy} onClick={() => void save()}>
          保存
        </Button>
        <Button onClick={() => setAdding(true)}>
          <AddOutline /> 添加自定义类型
        </Button>
      </div>
      <SettingsDialog
        visible={adding}
        title="添加租客来源"
        onClose={() => setAdding(false)}
        onConfirm={() => void add()}
        busy={busy}
        confirmText="添加"
      >
        <div className="settings-section-title">类型名称</div>
        <Input
          className="settings-boxed-input full"
          value={name}
          onChange={setName}
          maxLength={TENANT_SOURCE_MAX}
          placeholder="如：小红书"
          clearable
        />
        <div className="settings-hint">必填，最多{TENANT_SOURCE_MAX}个字，不能与已有类型重名</div>
      </SettingsDialog>
    </>
  );
}
