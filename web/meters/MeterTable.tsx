import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ulid } from 'ulid';
import { Button, Checkbox, Dialog, ErrorBlock, Skeleton, Tag, Toast } from 'antd-mobile';
import {
  METER_MSG,
  meterTypeOf,
  readingText,
  readingWarnings,
  READING_STATUS,
  READING_STATUS_TEXT,
} from '../../sync/rules/meters/meter-rules';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { useApartments } from '../components/apartments';
import { PageFrame } from '../components/PageFrame';
import { useSyncRows } from '../sync/use-sync';
import { checkBillSelection, meterUsage } from './bill-check';
import { EditReadingDialog } from './EditReadingDialog';
import { GenerateBillSheet } from './GenerateBillSheet';
import {
  editStartReading,
  fetchMeterRows,
  METERS_KEY,
  recordReading,
  refreshSmartMeter,
  type HandwrittenMeter,
  type MeterBillItem,
  type MeterRoomRow,
} from './meters-api';
import type { WalkRows } from './walk-model';
import '../deposits/deposits.css';
import { Pager } from '../components/Pager';

const typeName = (devType: number) => meterTypeOf(devType)?.name ?? '热水表';

type Editing = { kind: 'start' | 'now'; row: MeterRoomRow; meter: HandwrittenMeter } | null;

/**
 * The desktop meter screen (§2.9): apartment filter, 配置单价 / 查询 / 重置 / 生成账单, one row per room with its
 * meters (上次读数 and 本次读数 editable, 用量, 更新读数 for smart meters, 上次抄表时间, 类型, 状态), room and meter
 * checkboxes, pages of 10, and the generate-bill dialog with the §5 checks.
 */
export function MeterTable({ title }: { title: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const apartments = useApartments();
  const rows = useSyncRows() as (WalkRows & object) | null;
  const first = apartments.data?.[0]?.apartmentId ?? '';
  const [draft, setDraft] = useState('');
  const [applied, setApplied] = useState('');
  const [current, setCurrent] = useState(1);
  useEffect(() => {
    if (!applied && first) {
      setApplied(first);
      setDraft(first);
    }
  }, [applied, first]);
  const q = useQuery({
    queryKey: [...METERS_KEY, 'list', applied, current],
    queryFn: () => fetchMeterRows({ apartmentId: applied, current }),
    enabled: !!applied,
    placeholderData: keepPreviousData,
  });
  const reload = () => client.invalidateQueries({ queryKey: METERS_KEY });
  const [rooms, setRooms] = useState<Set<string>>(() => new Set());
  const [meters, setMeters] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    setRooms(new Set());
    setMeters(new Set());
  }, [applied, current]);
  const [editing, setEditing] = useState<Editing>(null);
  const [billing, setBilling] = useState<MeterBillItem[] | null>(null);
  const [refreshing, setRefreshing] = useState<string | null>(null);

  const records = q.data?.records ?? [];
  const toggleRoom = (r: MeterRoomRow, on: boolean) => {
    setRooms((s) => {
      const n = new Set(s);
      if (on) n.add(r.houseId);
      else n.delete(r.houseId);
      return n;
    });
    setMeters((s) => {
      const n = new Set(s);
      for (const m of r.handwritten) {
        if (on) n.add(m.meterId);
        else n.delete(m.meterId);
      }
      return n;
    });
  };
  const toggleMeter = (r: MeterRoomRow, m: HandwrittenMeter, on: boolean) => {
    setMeters((s) => {
      const n = new Set(s);
      if (on) n.add(m.meterId);
      else n.delete(m.meterId);
      return n;
    });
    if (on) setRooms((s) => new Set(s).add(r.houseId));
  };
  const billable = records.filter((r) => r.leaseId);
  const allOn = billable.length > 0 && billable.every((r) => rooms.has(r.houseId));

  const generate = async () => {
    const c = checkBillSelection(records, rooms, meters);
    if (c.kind === 'refuse') return void Toast.show({ content: c.message });
    if (c.kind === 'negative') return void Dialog.alert({ title: '提示', content: c.message, confirmText: '知道了' });
    if (
      c.zero &&
      !(await Dialog.confirm({
        title: '提示',
        content: METER_MSG.zeroConfirm,
        confirmText: '继续',
        cancelText: '取消',
      }))
    ) {
      return void Toast.show({ content: '已取消' });
    }
    setBilling(c.items);
  };

  const refresh = async (r: MeterRoomRow, m: HandwrittenMeter) => {
    setRefreshing(m.meterId);
    try {
      const out = await refreshSmartMeter(r.houseId, m.devType);
      if (out.review) void Dialog.alert({ title: '提示', content: METER_MSG.belowLast, confirmText: '知道了' });
      else Toast.show({ icon: 'success', content: `读数 ${readingText(out.value)}` });
      await reload();
    } catch {
      Toast.show({ icon: 'fail', content: METER_MSG.updateFailed });
    } finally {
      setRefreshing(null);
    }
  };

  const saveEdit = async (value: number): Promise<boolean> => {
    if (!editing) return false;
    const { kind, meter } = editing;
    try {
      if (kind === 'start') {
        await editStartReading(meter.meterId, value);
      } else {
        const summary = {
          lastValue: meter.nowNum ?? meter.lastNum,
          avgUsage: rows?.meters?.[meter.meterId]?.avgUsage ?? null,
        };
        const w = readingWarnings(summary, value);
        const ask = w.includes('zeroUsage')
          ? METER_MSG.zeroUsage
          : w.includes('highUsage')
            ? METER_MSG.highUsage
            : null;
        if (ask && !(await Dialog.confirm({ title: '提示', content: ask, confirmText: '确定', cancelText: '取消' })))
          return false;
        const reply = await recordReading({ readingId: ulid(), meterId: meter.meterId, value });
        if (reply.review) void Dialog.alert({ title: '提示', content: METER_MSG.belowLast, confirmText: '知道了' });
        else Toast.show({ icon: 'success', content: '保存成功' });
      }
      if (kind === 'start') Toast.show({ icon: 'success', content: '保存成功' });
      await reload();
      return true;
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
      return false;
    }
  };

  let body;
  if (!applied && apartments.isLoading) body = <Skeleton.Paragraph lineCount={8} animated />;
  else if (!applied) body = <ErrorBlock status="empty" title="暂无公寓" description="您还没有可查看的公寓" />;
  else if (q.isLoading) body = <Skeleton.Paragraph lineCount={8} animated />;
  else if (q.isError || !q.data)
    body = (
      <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''}>
        <Button size="small" onClick={() => void q.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  else if (!records.length) body = <ErrorBlock status="empty" title="暂无水电表" description="该公寓还没有水电表" />;
  else
    body = (
      <>
        <div className="deposit-total">共 {q.data.total} 间</div>
        <div className="deposit-table-wrap">
          <table className="deposit-table meter-table">
            <thead>
              <tr>
                <th>
                  <Checkbox
                    checked={allOn}
                    disabled={!billable.length}
                    onChange={(on) => billable.forEach((r) => toggleRoom(r, on))}
                    aria-label="全选"
                  />
                </th>
                <th>房间</th>
                <th>租客</th>
                <th>水电表</th>
                <th>上次读数</th>
                <th>本次读数</th>
                <th>用量</th>
                <th>更新读数</th>
                <th>上次抄表时间</th>
                <th>类型</th>
                <th>状态</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) =>
                (r.handwritten.length ? r.handwritten : [null]).map((m, i) => {
                  const span = Math.max(1, r.handwritten.length);
                  const usage = m ? meterUsage(m) : null;
                  const time = m ? (m.nowTime ?? m.lastTime) : null;
                  return (
                    <tr
                      key={`${r.houseId}-${m?.meterId ?? 'none'}`}
                      className={i === span - 1 ? 'meter-row-last' : undefined}
                    >
                      {i === 0 ? (
                        <>
                          <td rowSpan={span}>
                            <Checkbox
                              disabled={!r.leaseId}
                              checked={rooms.has(r.houseId)}
                              onChange={(on) => toggleRoom(r, on)}
                              aria-label={`选择${r.houseNumber || r.name}`}
                            />
                          </td>
                          <td rowSpan={span}>{r.name || r.houseNumber}</td>
                          <td rowSpan={span}>{r.tenant || <span className="deposit-muted">空置</span>}</td>
                        </>
                      ) : null}
                      {m ? (
                        <>
                          <td>
                            <Checkbox
                              disabled={!r.leaseId}
                              checked={meters.has(m.meterId)}
                              onChange={(on) => toggleMeter(r, m, on)}
                            >
                              {typeName(m.devType)}
                            </Checkbox>
                          </td>
                          <td>
                            <button
                              type="button"
                              className="meter-edit-cell"
                              onClick={() => setEditing({ kind: 'start', row: r, meter: m })}
                              aria-label={`编辑${typeName(m.devType)}上次读数`}
                            >
                              {readingText(m.lastNum)}
                            </button>
                          </td>
                          <td>
                            <button
                              type="button"
                              className="meter-edit-cell"
                              onClick={() => setEditing({ kind: 'now', row: r, meter: m })}
                              aria-label={`录入${typeName(m.devType)}本次读数`}
                            >
                              {readingText(m.nowNum)}
                            </button>
                          </td>
                          <td className={usage !== null && usage < 0 ? 'meter-negative' : undefined}>
                            {readingText(usage)}
                          </td>
                          <td>
                            {m.isAuto === 1 ? (
                              <Button
                                size="mini"
                                color="primary"
                                fill="outline"
                                loading={refreshing === m.meterId}
                                onClick={() => void refresh(r, m)}
                              >
                                更新读数
                              </Button>
                            ) : (
                              <span className="deposit-muted">-</span>
                            )}
                          </td>
                          <td>{time ? shanghaiMinute(time) : '-'}</td>
                          <td>{m.isAuto === 1 ? '智能' : '手动'}</td>
                          <td>
                            <Tag color={m.status === READING_STATUS.read ? 'success' : 'warning'} fill="outline">
                              {READING_STATUS_TEXT[m.status]}
                            </Tag>
                            {m.review > 0 ? (
                              <Tag color="danger" fill="outline" className="meter-review-tag">
                                待复核{m.review > 1 ? ` ${m.review}` : ''}
                              </Tag>
                            ) : null}
                          </td>
                        </>
                      ) : (
                        <td colSpan={8} className="deposit-muted">
                          该房间没有水电表
                        </td>
                      )}
                    </tr>
                  );
                }),
              )}
            </tbody>
          </table>
        </div>
        <Pager className="deposit-pager" current={q.data.current} pages={q.data.pages} onPage={setCurrent} />
      </>
    );

  return (
    <PageFrame title={title}>
      <div className="deposit-filters meter-filters">
        <ApartmentPicker value={draft || null} onChange={setDraft} />
        <Button size="small" onClick={() => navigate('/General_6')}>
          配置单价
        </Button>
        <Button
          size="small"
          color="primary"
          onClick={() => {
            setApplied(draft);
            setCurrent(1);
            if (draft === applied) void q.refetch();
          }}
        >
          查询
        </Button>
        <Button
          size="small"
          onClick={() => {
            setDraft(first);
            setApplied(first);
            setCurrent(1);
          }}
        >
          重置
        </Button>
        <Button size="small" color="warning" onClick={() => void generate()}>
          生成账单
        </Button>
      </div>
      {body}
      {editing ? (
        <EditReadingDialog
          key={`${editing.kind}-${editing.meter.meterId}`}
          title={`${editing.row.name || editing.row.houseNumber} ${typeName(editing.meter.devType)} ${editing.kind === 'start' ? '上次读数' : '本次读数'}`}
          initial={editing.kind === 'start' ? editing.meter.lastNum : editing.meter.nowNum}
          onClose={() => setEditing(null)}
          onSave={saveEdit}
        />
      ) : null}
      <GenerateBillSheet
        key={billing ? 'open' : 'closed'}
        items={billing}
        onClose={() => setBilling(null)}
        onDone={() => {
          setBilling(null);
          setRooms(new Set());
          setMeters(new Set());
          void reload();
        }}
      />
    </PageFrame>
  );
}
