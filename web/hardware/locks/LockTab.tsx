import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { LockRow } from '../../../sync/contract/hardware/lock-shape';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { LOCK_COLUMNS, LOCK_FILTERS } from './lock-columns';
import { lockRowActions, type LockDialog } from './lock-row-actions';
import { fetchLocks, LOCKS_KEY } from './locks-api';
import { AddLockSheet } from './AddLockSheet';
import { AdminPasswordSheet } from './AdminPasswordSheet';
import { FreezeSheet } from './FreezeSheet';
import { PasswordSheet } from './PasswordSheet';

/** The links of the lock tab to its record lists (§2.2 buttons). */
const RECORD_LINKS = [
  { path: '/intelligent', text: '告警记录' },
  { path: '/lockPswRecord', text: '门锁密码记录' },
  { path: '/getLockFrozenRecord', text: '冻结记录' },
];

/**
 * The lock tab of /shuiDianSuo (§2.2): filters, the locks with their battery and state, 添加门锁, 统一管理员密码, the
 * record lists, and each lock's actions and dialogs.
 */
export function LockTab(props: { title: string; tabs: ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [sheet, setSheet] = useState<'add' | 'admin' | null>(null);
  // A new key each time a sheet opens: it starts empty (with the filter's apartment).
  const [sheetKey, setSheetKey] = useState(0);
  const openSheet = (s: 'add' | 'admin') => {
    setSheetKey((k) => k + 1);
    setSheet(s);
  };
  const [dialog, setDialog] = useState<{ kind: LockDialog; row: LockRow } | null>(null);
  const list = useListQuery({
    key: LOCKS_KEY,
    fields: LOCK_FILTERS,
    fetch: (f, current, size) => fetchLocks(f, current, size),
  });
  const reload = () => void client.invalidateQueries({ queryKey: LOCKS_KEY });
  const closeDialog = () => setDialog(null);
  return (
    <PageFrame
      title={props.title}
      extra={
        <>
          <ExportButton name="智能门锁" columns={LOCK_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" onClick={() => openSheet('admin')}>
            统一管理员密码
          </Button>
          <Button size="small" color="primary" onClick={() => openSheet('add')}>
            添加门锁
          </Button>
        </>
      }
    >
      {props.tabs}
      <nav className="lock-links" aria-label="门锁记录">
        {RECORD_LINKS.map((l) => (
          <Button key={l.path} size="mini" fill="none" color="primary" onClick={() => navigate(l.path)}>
            {l.text}
          </Button>
        ))}
      </nav>
      <FilterBar fields={LOCK_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={LOCK_COLUMNS}
        rowKey={(r) => r.lockId}
        onPage={list.setPage}
        label="智能门锁"
        empty="暂无门锁"
        actions={(r) => (
          <RowActions
            actions={lockRowActions(r, {
              records: () => navigate(`/suoJiLu?${new URLSearchParams({ lockId: r.lockId, sn: r.sn })}`),
              dialog: (kind) => setDialog({ kind, row: r }),
              changed: reload,
            })}
          />
        )}
      />
      <AddLockSheet
        key={`add-${sheetKey}`}
        visible={sheet === 'add'}
        apartmentId={list.filters.apartmentId}
        onClose={() => setSheet(null)}
        onDone={() => {
          setSheet(null);
          reload();
        }}
      />
      <AdminPasswordSheet
        key={`admin-${sheetKey}`}
        visible={sheet === 'admin'}
        apartmentId={list.filters.apartmentId}
        onClose={() => setSheet(null)}
      />
      <FreezeSheet
        key={dialog ? `${dialog.kind}-${dialog.row.lockId}` : 'none'}
        row={dialog && dialog.kind !== 'password' ? dialog.row : null}
        frozen={dialog?.kind === 'freeze' ? 1 : 0}
        onClose={closeDialog}
        onChanged={reload}
      />
      <PasswordSheet
        key={dialog?.kind === 'password' ? dialog.row.lockId : 'no-password'}
        row={dialog?.kind === 'password' ? dialog.row : null}
        onClose={closeDialog}
      />
    </PageFrame>
  );
}
