import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { confirmThen } from '../../components/form/confirm';
import { ALARMS_KEY, fetchAlarms, handleAlarm } from './alarms-api';
import { ALARM_COLUMNS, ALARM_FILTERS } from './alarm-columns';

/**
 * 告警记录 (/intelligent; spec part 3 §2.4): the devices' alarms — locks, doors, gateways — newest first, 10 a page;
 * 处理 takes an open one off the dashboard's 安全告警, which opens this list on 未处理 (?open=1).
 */
export default function AlarmsPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const list = useListQuery({
    key: ALARMS_KEY,
    fields: ALARM_FILTERS,
    fetch: (f, current, size) => fetchAlarms(f, current, size),
  });
  const reload = () => client.invalidateQueries({ queryKey: ALARMS_KEY });
  return (
    <PageFrame
      title={route.title}
      extra={<ExportButton name="告警记录" columns={ALARM_COLUMNS} fetchPage={list.fetchPage} />}
    >
      <FilterBar fields={ALARM_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={ALARM_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="告警记录"
        empty="暂无告警"
        actions={(r) =>
          r.handled ? null : (
            <RowActions
              actions={[
                {
                  key: 'handle',
                  text: '处理',
                  color: 'primary',
                  onClick: () =>
                    void confirmThen({
                      what: `${r.gyName} ${r.houseNumber} ${r.devName}：${r.kindName}`,
                      message: '确定已处理该告警吗？',
                      run: () => handleAlarm(r.id),
                      done: '已处理',
                    }).then(async (ok) => {
                      if (ok) await reload();
                    }),
                },
              ]}
            />
          )
        }
      />
    </PageFrame>
  );
}
