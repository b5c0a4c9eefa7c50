import { Skeleton } from 'antd-mobile';
import { formatFen } from '../../sync/rules/common/money';
import type { BoardStats } from '../../sync/contract/board/board';

/** The operating statistics (part 1 §2.11): a compact strip on phones, cards on desktops. */
export function StatsStrip(props: { stats: BoardStats | undefined; loading: boolean; desktop: boolean }) {
  if (props.loading && !props.stats) return <Skeleton.Paragraph lineCount={2} animated />;
  const s = props.stats;
  if (!s) return null;
  const items = [
    { label: '房源总数', value: String(s.houseTotal) },
    { label: '空置', value: String(s.vacantHouse) },
    { label: '欠费', value: String(s.arrearsHouse) },
    { label: '欠费金额', value: formatFen(s.arrearsCost) },
    { label: '出租率', value: s.totalRentRate },
    { label: '收缴率', value: s.collectionRate },
  ];
  return (
    <div className={props.desktop ? 'board-stats board-stats-desk' : 'board-stats'} role="group" aria-label="经营统计">
      {items.map((i) => (
        <div key={i.label} className="board-stat">
          <div className="board-stat-value">{i.value}</div>
          <div className="board-stat-label">{i.label}</div>
        </div>
      ))}
    </div>
  );
}
