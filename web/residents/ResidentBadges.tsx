import { Tag } from 'antd-mobile';
import { dwellText, DWELL_STATUS } from '../../sync/rules/residents/resident-rules';

/** The lessee badge (承租人) beside a resident's name. */
export function LesseeBadge({ isLease }: { isLease: number }) {
  return isLease === 1 ? (
    <Tag color="primary" fill="outline" className="resident-badge">
      承租人
    </Tag>
  ) : null;
}

/** 在住 / 已搬离. */
export function DwellTag({ dwellStatus }: { dwellStatus: number }) {
  return (
    <Tag color={dwellStatus === DWELL_STATUS.staying ? 'success' : 'default'} fill="outline">
      {dwellText(dwellStatus)}
    </Tag>
  );
}
