import type { ReactNode } from 'react';
import { Button, Checkbox, Tag } from 'antd-mobile';
import { readingText, READING_STATUS, READING_STATUS_TEXT } from '../../sync/rules/meters/meter-rules';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import type { Column } from '../components/list';
import { meterUsage } from './bill-check';
import { typeName } from './meter-labels';
import type { HandwrittenMeter, MeterRoomRow } from './meters-api';

/** What the meter cells do: tick a meter, edit 上次 / 本次读数, ask a smart meter for its reading. */
interface MeterCellActions {
  /** The ticked meters. */
  ticked: ReadonlySet<string>;
  onTick: (r: MeterRoomRow, m: HandwrittenMeter, on: boolean) => void;
  onEdit: (kind: 'start' | 'now', r: MeterRoomRow, m: HandwrittenMeter) => void;
  onRefresh: (r: MeterRoomRow, m: HandwrittenMeter) => void;
  /** The smart meter being asked. */
  refreshing: string | null;
}

/**
 * A room's meters in one cell, one line each (cold water, electricity, hot water): every meter column draws the same
 * lines of one height, so a meter reads across the row.
 */
function lines(r: MeterRoomRow, cell: (m: HandwrittenMeter) => ReactNode) {
  return (
    <div className="meter-lines">
      {r.handwritten.map((m) => (
        <div key={m.meterId} className="meter-line">
          {cell(m)}
        </div>
      ))}
    </div>
  );
}
const plain = (r: MeterRoomRow, text: (m: HandwrittenMeter) => string) =>
  r.handwritten.map((m) => `${typeName(m.devType)} ${text(m)}`).join('，');

const timeOf = (m: HandwrittenMeter) => {
  const t = m.nowTime ?? m.lastTime;
  return t ? shanghaiMinute(t) : '-';
};
const kindOf = (m: HandwrittenMeter) => (m.isAuto === 1 ? '智能' : '手动');

/**
 * The desktop meter table (§2.9): one row per room and tenant with its meters — 上次读数 and 本次读数 editable, 用量,
 * 更新读数 for smart meters, 上次抄表时间, 类型 (manual or smart), 状态 (read this period or not).
 */
export function meterColumns(a: MeterCellActions): Column<MeterRoomRow>[] {
  const edit = (kind: 'start' | 'now', r: MeterRoomRow) =>
    lines(r, (m) => (
      <button
        type="button"
        className="meter-edit-cell"
        onClick={() => a.onEdit(kind, r, m)}
        aria-label={`${kind === 'start' ? '编辑' : '录入'}${typeName(m.devType)}${kind === 'start' ? '上次读数' : '本次读数'}`}
      >
        {readingText(kind === 'start' ? m.lastNum : m.nowNum)}
      </button>
    ));
  return [
    { title: '房间', value: (r) => r.name || r.houseNumber, card: 'title' },
    {
      title: '租客',
      value: (r) => r.tenant,
      render: (r) => r.tenant || <span className="meter-muted">空置</span>,
    },
    {
      title: '水电表',
      value: (r) => r.handwritten.map((m) => typeName(m.devType)).join('，'),
      render: (r) =>
        r.handwritten.length ? (
          lines(r, (m) => (
            <Checkbox
              disabled={!r.leaseId}
              checked={a.ticked.has(m.meterId)}
              onChange={(on) => a.onTick(r, m, on)}
              aria-label={`${typeName(m.devType)}（${r.houseNumber || r.name}）`}
            >
              {typeName(m.devType)}
            </Checkbox>
          ))
        ) : (
          <span className="meter-muted">该房间没有水电表</span>
        ),
    },
    { title: '上次读数', value: (r) => plain(r, (m) => readingText(m.lastNum)), render: (r) => edit('start', r) },
    { title: '本次读数', value: (r) => plain(r, (m) => readingText(m.nowNum)), render: (r) => edit('now', r) },
    {
      title: '用量',
      value: (r) => plain(r, (m) => readingText(meterUsage(m))),
      render: (r) =>
        lines(r, (m) => {
          const usage = meterUsage(m);
          return (
            <span className={usage !== null && usage < 0 ? 'meter-negative' : undefined}>{readingText(usage)}</span>
          );
        }),
    },
    {
      title: '更新读数',
      value: () => '',
      render: (r) =>
        lines(r, (m) =>
          m.isAuto === 1 ? (
            <Button
              size="mini"
              color="primary"
              fill="outline"
              loading={a.refreshing === m.meterId}
              onClick={() => a.onRefresh(r, m)}
            >
              更新读数
            </Button>
          ) : (
            <span className="meter-muted">-</span>
          ),
        ),
    },
    { title: '上次抄表时间', value: (r) => plain(r, timeOf), render: (r) => lines(r, timeOf) },
    { title: '类型', value: (r) => plain(r, kindOf), render: (r) => lines(r, kindOf) },
    {
      title: '状态',
      value: (r) => plain(r, (m) => READING_STATUS_TEXT[m.status]),
      render: (r) =>
        lines(r, (m) => (
          <>
            <Tag color={m.status === READING_STATUS.read ? 'success' : 'warning'} fill="outline">
              {READING_STATUS_TEXT[m.status]}
            </Tag>
            {m.review > 0 ? (
              <Tag color="danger" fill="outline" className="meter-review-tag">
                待复核{m.review > 1 ? ` ${m.review}` : ''}
              </Tag>
            ) : null}
          </>
        )),
    },
  ];
}
