import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { OFFICE_MSG } from '../../../sync/rules/admin/office-rules';
import { deleteCompany, fetchCompanies, OFFICES_KEY, type CompanyItem } from '../offices-api';
import { deleteOffice } from '../office-delete';
import { COMPANY_COLUMNS, COMPANY_FILTERS } from './company-columns';
import { CompanySheet } from './CompanySheet';
import '../admin.css';

/**
 * 公司设置 (/companySet, part 4 §2 "Company list"): 公司名称 search with 重置, 10 a page, 导出; 添加公司 / 编辑 in a
 * dialog; 删除 asks '确定要删除该条信息吗?' (已取消 on cancel, 操作成功 when done). A company with projects is not
 * deleted: the reason is shown instead (the server refuses it too).
 */
export default function CompaniesPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<CompanyItem | 'new' | null>(null);
  const list = useListQuery({ key: OFFICES_KEY, fields: COMPANY_FILTERS, fetch: fetchCompanies });
  const reload = () => void client.invalidateQueries({ queryKey: OFFICES_KEY });

  const remove = (r: CompanyItem) =>
    void deleteOffice({
      name: r.name,
      busy: r.projects ? OFFICE_MSG.companyHasProjects : null,
      run: () => deleteCompany(r.officeId),
      done: '操作成功',
    }).then((done) => {
      if (done) reload();
    });

  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="公司" columns={COMPANY_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setEditing('new')}>
            添加公司
          </Button>
        </>
      }
    >
      <FilterBar fields={COMPANY_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={COMPANY_COLUMNS}
        rowKey={(r) => r.officeId}
        onPage={list.setPage}
        label="公司"
        empty="暂无公司"
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'edit', text: '编辑', onClick: () => setEditing(r) },
              { key: 'del', text: '删除', color: 'danger', onClick: () => remove(r) },
            ]}
          />
        )}
      />
      {editing ? (
        <CompanySheet
          company={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
