import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { projectInUse } from '../../../sync/rules/admin/office-rules';
import { STAFF_KEY } from '../admin-api';
import { deleteProject, fetchCompanyOptions, fetchProjectPage, OFFICES_KEY, type ProjectItem } from '../offices-api';
import { deleteOffice } from '../office-delete';
import { PROJECT_COLUMNS, projectFilters } from './project-columns';
import { ProjectSheet } from './ProjectSheet';
import '../admin.css';

/**
 * 项目设置 (/itemSetting, part 4 §2 "Project list"): search by 项目名称 and 所属公司, 10 a page, 导出; each project
 * with its rooms by type, its accounts by type and role, its company and accounts. 编辑, 管理房源 (/HousingAllocation
 * of the project), 管理员工 (/laborControl of the project) and 删除 — refused, with how many rooms and accounts,
 * while any are assigned.
 */
export default function ProjectsPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ProjectItem | 'new' | null>(null);
  const companies = useQuery({ queryKey: [...OFFICES_KEY, 'companies'], queryFn: fetchCompanyOptions });
  const options = useMemo(
    () => (companies.data ?? []).map((c) => ({ value: c.officeId, label: c.name })),
    [companies.data],
  );
  const fields = useMemo(() => projectFilters(options), [options]);
  const list = useListQuery({ key: OFFICES_KEY, fields, fetch: fetchProjectPage });
  const reload = () => {
    void client.invalidateQueries({ queryKey: OFFICES_KEY });
    // The staff dialogs choose among the projects.
    void client.invalidateQueries({ queryKey: STAFF_KEY });
  };

  const remove = (r: ProjectItem) =>
    void deleteOffice({
      name: r.name,
      busy: projectInUse(r.centralizedHouse + r.dispersionHouse, r.principal + r.management + r.employee),
      run: () => deleteProject(r.officeId),
    }).then((done) => {
      if (done) reload();
    });

  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="项目" columns={PROJECT_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setEditing('new')}>
            添加项目
          </Button>
        </>
      }
    >
      <FilterBar fields={fields} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={PROJECT_COLUMNS}
        rowKey={(r) => r.officeId}
        onPage={list.setPage}
        label="项目"
        empty="暂无项目"
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'edit', text: '编辑', onClick: () => setEditing(r) },
              {
                key: 'rooms',
                text: '管理房源',
                onClick: () => void navigate(`/HousingAllocation?officeId=${encodeURIComponent(r.officeId)}`),
              },
              {
                key: 'staff',
                text: '管理员工',
                onClick: () => void navigate(`/laborControl?officeId=${encodeURIComponent(r.officeId)}`),
              },
              { key: 'del', text: '删除', color: 'danger', onClick: () => remove(r) },
            ]}
          />
        )}
      />
      {editing ? (
        <ProjectSheet
          project={editing === 'new' ? null : editing}
          companies={options}
          pid={list.filters.pid || (options.length === 1 ? options[0]!.value : '')}
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
