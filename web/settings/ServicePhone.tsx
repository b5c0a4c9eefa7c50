import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Toast } from 'antd-mobile';
import { call } from '../lib/api';
import { settings } from '../../sync/contract/settings/settings';
import type { ServiceLine as Line } from '../../sync/contract/settings/settings-shapes';
import { checkServiceLine } from '../../sync/rules/settings/settings';
import { ApartmentScoped, QueryState, runSave } from './shared';

/** General_8: the customer-service phone tenants of an apartment see. */
export default function ServicePhone() {
  return <ApartmentScoped>{(apartmentId) => <Panel key={apartmentId} apartmentId={apartmentId} />}</ApartmentScoped>;
}

function Panel({ apartmentId }: { apartmentId: string }) {
  const q = useQuery({
    queryKey: ['settings', 'line', apartmentId],
    queryFn: () => call(settings.serviceLine, { params: { apartmentId } }),
  });
  return (
    <QueryState loading={q.isLoading} error={q.error} lines={2}>
      {q.data && <LineForm key={q.dataUpdatedAt} data={q.data} />}
    </QueryState>
  );
}

function LineForm({ data }: { data: Line }) {
  const client = useQueryClient();
  const [line, setLine] = useState(data.line);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const msg = checkServiceLine(line);
    if (msg) return void Toast.show({ content: msg });
    setBusy(true);
    const out = await runSave(() =>
      call(settings.saveServiceLine, { params: { apartmentId: data.apartmentId }, json: { line: line.trim() } }),
    );
    setBusy(false);
    if (out) client.setQueryData(['settings', 'line', data.apartmentId], out);
  };
  return (
    <>
      <div className="settings-section-title">客服电话</div>
      <div className="settings-row">
        <Input
          className="settings-boxed-input full"
          value={line}
          onChange={setLine}
          inputMode="tel"
          maxLength={20}
          placeholder="手机号或座机，如 0571-88888888"
          clearable
          aria-label="客服电话"
        />
      </div>
      <div className="settings-hint">支持手机号、带区号的座机（如 0571-88888888）及 400/800 电话</div>
      <div className="settings-actions">
        <Button color="primary" loading={busy} onClick={() => void save()}>
          保存
        </Button>
      </div>
    </>
  );
}
