import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List } from 'antd-mobile';
import { call } from '../lib/api';
import { settings } from '../../sync/contract/settings/settings';
import type { SystemConfig } from '../../sync/contract/settings/settings-shapes';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import { QueryState, runSave } from './shared';

/** General_1: the organisation's display name (the boss edits it) and the fixed page size. */
export default function SystemConfig() {
  const q = useQuery({ queryKey: ['settings', 'system'], queryFn: () => call(settings.system) });
  return (
    <QueryState loading={q.isLoading} error={q.error} lines={3}>
      {q.data && <SystemForm key={q.dataUpdatedAt} data={q.data} />}
    </QueryState>
  );
}

function SystemForm({ data }: { data: SystemConfig }) {
  const client = useQueryClient();
  const [name, setName] = useState(data.orgName);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const v = name.trim();
    if (!v) return;
    setBusy(true);
    const out = await runSave(() => call(settings.saveSystem, { json: { orgName: v } }), SETTINGS_MSG.updated);
    setBusy(false);
    if (out) client.setQueryData(['settings', 'system'], out);
  };
  return (
    <>
      <List mode="card" style={{ margin: 0 }}>
        <List.Item
          title="机构名称"
          description={data.canEditName ? '显示在个人中心与单据抬头，最多30个字' : '仅老板账号可以修改'}
        >
          <Input
            value={name}
            onChange={setName}
            maxLength={30}
            disabled={!data.canEditName}
            placeholder={SETTINGS_MSG.orgNameRequired}
            clearable
          />
        </List.Item>
        <List.Item title="每页条数" extra={`${data.pageSize} 条（系统固定）`} description="所有列表统一分页大小" />
      </List>
      {data.canEditName && (
        <div className="settings-actions">
          <Button
            color="primary"
            loading={busy}
            disabled={!name.trim() || name.trim() === data.orgName}
            onClick={() => void save()}
          >
            保存
          </Button>
        </div>
      )}
    </>
  );
}
