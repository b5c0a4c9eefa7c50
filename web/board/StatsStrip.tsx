import { formatFen } from '../../sync/rules/common/money';
import type { BoardStats } from '../../sync/contract/board/board';

/** What a figure shows while the statistics load: the strip keeps its size, so nothing below it moves. */
const LOADING = '…';

/** The operating statistics (part 1 §2.11): a compact strip on phones, cards on desktops. */
export function StatsStrip(props: { stats: BoardStats | undefined; loading: boolean; desktop: boolean }) {
  const s = props.stats;
  if (!s && !props.loading) return null;
  const show = (value: (s: BoardStats) => string) => (s ? value(s) : LOADING);
  const items = [
    { label: '房源总数', value: show((s) => String(s.houseTotal)) },
    { label: '空置', value: show((s) => String(s.vacantHouse)) },
    { label: '欠费', value: show((s) => String(s.arrearsHouse)) },
    { label: '欠费金额', value: show((s) => formatFen(s.arrearsCost)) },
    { label: '出租率', value: show((s) => s.totalRentRate) },
    { label: '收缴率', value: show((s) => s.collectionRate) },
  ];
  return (
    <div
      className={props.desktop ? 'board-stats board-stats-desk' : 'board-stats'}
      role="group"
      aria-label="经营统计"
      aria-busy={!s}
    >
      {items.map((i) => (
        <div key={i.label} className="board-stat">
          <div className="board-stat-value">{i.value}</div>
          <div className="board-stat-label">{i.label}</div>
        </div>
      ))}
    </div>
  );
}
