import { useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { FilterBar, ListView, useListQuery } from '../../components/list';
import { useProjects } from '../staff/staff-choices';
import { STAFF_KEY } from '../admin-api';
import { useFilterOptions } from '../../board/board-api';
import { useTemplates } from '../../templates/template-api';
import { ALLOCATION_KEY, fetchAllocation, type AllocationItem, type AssignResult } from './allocation-api';
import { ALLOCATION_COLUMNS, allocationFilters } from './allocation-columns';
import { AssignSheet } from './AssignSheet';
import '../admin.css';

/** What the last 设置项目 did, in words. */
const summaryOf = (r: AssignResult) =>
  `已将 ${r.moved} 间房设置到${r.officeName}` + (r.unchanged ? `，另有 ${r.unchanged} 间原已在该项目` : '');

/**
 * 房源分配 (/HousingAllocation, part 4 §2 "House-to-project assignment"): the rooms with the project each belongs
 * to, by 项目 (全部项目; ?officeId= from the project screen's 管理房源), 区域, 公寓, 户型, 房间号 and 出租状态, 10 a
 * page. Rooms are ticked across pages and filters; 设置项目 moves the ticked rooms into the project picked.
 */
export default function AllocationPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [ticked, setTicked] = useState<Map<string, AllocationItem>>(new Map());
  const [assigning, setAssigning] = useState(false);
  const [summary, setSummary] = useState('');
  const projects = useProjects();
  const places = useFilterOptions();
  const projectChoices = useMemo(
    () => projects.data?.map((p) => ({ value: p.officeId, label: p.name })),
    [projects.data],
  );
  const base = allocationFilters({ projects: [], areas: [], templates: [] });
  const list = useListQuery({
    key: ALLOCATION_KEY,
    fields: base,
    fetch: (f, current, size) => fetchAllocation(f, current, size),
  });
  const templates = useTemplates(list.filters.apartmentId || null);
  const fields = allocationFilters({
    projects: projectChoices ?? [],
    areas: places.data?.districts.map((d) => ({ value: d.districtId, label: d.name })) ?? [],
    templates: templates.data?.map((t) => ({ value: t.templateId, label: t.name })) ?? [],
  });
  const onChange = (rows: readonly AllocationItem[], on: boolean) =>
    setTicked((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        if (on) next.set(r.houseId, r);
        else next.delete(r.houseId);
      }
      return next;
    });
  const done = (r: AssignResult) => {
    setAssigning(false);
    setTicked(new Map());
    setSummary(summaryOf(r));
    void client.invalidateQueries({ queryKey: ALLOCATION_KEY });
    void client.invalidateQueries({ queryKey: STAFF_KEY });
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          {ticked.size ? (
            <Button size="small" onClick={() => setTicked(new Map())}>
              清空已选
            </Button>
          ) : null}
          <Button size="small" color="primary" onClick={() => setAssigning(true)}>
            设置项目{ticked.size ? `（已选 ${ticked.size}）` : ''}
          </Button>
        </>
      }
    >
      <FilterBar fields={fields} values={list.filters} onApply={list.apply} />
      {summary ? (
        <p className="admin-hint" role="status">
          {summary}
        </p>
      ) : null}
      <ListView
        query={list.query}
        columns={ALLOCATION_COLUMNS}
        rowKey={(r) => r.houseId}
        onPage={list.setPage}
        label="房间"
        empty="暂无房间"
        selection={{
          selected: new Set(ticked.keys()),
          label: (r) => `选择${r.apartmentName}${r.houseNumber}`,
          onChange,
        }}
      />
      {assigning ? (
        <AssignSheet
          houseIds={[...ticked.keys()]}
          projects={projectChoices}
          state={projects}
          initial={list.filters.officeId && list.filters.officeId !== '0' ? list.filters.officeId : ''}
          onClose={() => setAssigning(false)}
          onDone={done}
        />
      ) : null}
    </PageFrame>
  );
}
