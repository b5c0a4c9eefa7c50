import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { APPLICATION_MSG } from '../../../sync/rules/services/applications-rules';
import { PageFrame } from '../../components/PageFrame';
import { confirmDelete, ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { APPLY_KEY, deleteItem, fetchApplications, fetchItems, type ItemRow } from './applications-api';
import { APPLICATION_COLUMNS, APPLICATION_FILTERS, ITEM_COLUMNS, ITEM_FILTERS } from './application-columns';
import { ApplicationActions } from './ApplicationActions';
import { ItemApplicationsSheet } from './ItemApplicationsSheet';
import { ItemSheet } from './ItemSheet';
import './applications.css';

const TABS = [
  { key: 'items', title: '申请项' },
  { key: 'applications', title: '申请记录' },
] as const;

/**
 * 在线申请 (/onlineAplly; spec part 3 §2.10): the bookable items (添加, 详情 with the item's applications and their
 * 取消, 删除 '确定要删除该条申请项吗?') and, on the tab 申请记录 (?tab=applications), every application with 通过 /
 * 拒绝 / 取消; the dashboard's 在线申请 opens that tab on 申请中 (&status=0).
 */
export default function OnlineApplyPage({ route }: { route: RouteDef }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'applications' ? 'applications' : 'items';
  const tabs = (
    <Tabs className="apply-tabs" activeKey={tab} onChange={(k) => setParams(k === 'applications' ? { tab: k } : {})}>
      {TABS.map((t) => (
        <Tabs.Tab key={t.key} title={t.title} />
      ))}
    </Tabs>
  );
  return tab === 'items' ? (
    <ItemsTab title={route.title} tabs={tabs} />
  ) : (
    <ApplicationsTab title={route.title} tabs={tabs} />
  );
}

function ItemsTab({ title, tabs }: { title: string; tabs: React.ReactNode }) {
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<ItemRow | null>(null);
  const list = useListQuery({ key: APPLY_KEY, fields: ITEM_FILTERS, fetch: (f, c, size) => fetchItems(f, c, size) });
  const reload = () => void client.invalidateQueries({ queryKey: APPLY_KEY });
  const remove = async (r: ItemRow) => {
    const what = `${r.apartmentName} · ${r.title}`;
    if (await confirmDelete({ what, message: APPLICATION_MSG.deleteConfirm, run: () => deleteItem(r.applyInfoId) }))
      reload();
  };
  return (
    <PageFrame
      title={title}
      extra={
        <>
          <ExportButton name="在线申请项" columns={ITEM_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            添加
          </Button>
        </>
      }
    >
      {tabs}
      <FilterBar fields={ITEM_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={ITEM_COLUMNS}
        rowKey={(r) => r.applyInfoId}
        onPage={list.setPage}
        label="申请项"
        empty="暂无申请项"
        onOpen={setOpen}
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'detail', text: '详情', onClick: () => setOpen(r) },
              { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove(r) },
            ]}
          />
        )}
      />
      {adding ? (
        <ItemSheet
          apartmentId={list.filters.apartmentId}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {open ? <ItemApplicationsSheet item={open} onClose={() => setOpen(null)} /> : null}
    </PageFrame>
  );
}

function ApplicationsTab({ title, tabs }: { title: string; tabs: React.ReactNode }) {
  const client = useQueryClient();
  const list = useListQuery({
    key: APPLY_KEY,
    fields: APPLICATION_FILTERS,
    fetch: (f, c, size) => fetchApplications(f, c, size),
  });
  const reload = () => void client.invalidateQueries({ queryKey: APPLY_KEY });
  return (
    <PageFrame
      title={title}
      extra={<ExportButton name="在线申请记录" columns={APPLICATION_COLUMNS} fetchPage={list.fetchPage} />}
    >
      {tabs}
      <FilterBar fields={APPLICATION_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={APPLICATION_COLUMNS}
        rowKey={(r) => r.applyId}
        onPage={list.setPage}
        label="申请记录"
        empty="暂无申请"
        actions={(r) => <ApplicationActions row={r} onDone={reload} />}
      />
    </PageFrame>
  );
}
